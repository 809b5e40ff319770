import { useDraggable } from '@dnd-kit/core';
import type { Idea } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../../sharing/project-access';
import classes from './matrix.module.css';

/**
 * An idea on the matrix or in its tray: drag it onto a cell (mouse, long press, or Space and the
 * arrows), or tap it (Enter from the keyboard) to rate it in the picker.
 */
export function MatrixChip(props: { idea: Idea; inTray?: boolean; onOpen(): void }) {
  const { t } = useTranslation('facilitation');
  // A viewer reads the matrix and rates nothing (see ProjectAccess).
  const canEdit = useCanEdit();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: props.idea.id,
    attributes: { roleDescription: t('matrix.noteRole') },
    disabled: !canEdit,
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onClick={canEdit ? props.onOpen : undefined}
      className={`${classes.chip} ${props.inTray ? classes.trayChip : ''}`}
      data-dragging={isDragging || undefined}
      data-testid="matrix-note"
      title={props.idea.title}
    >
      {props.idea.title}
    </button>
  );
}
