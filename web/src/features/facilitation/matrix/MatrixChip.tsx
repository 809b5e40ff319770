import { useDraggable } from '@dnd-kit/core';
import type { Idea } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import classes from './matrix.module.css';

/**
 * An idea on the matrix or in its tray: drag it onto a cell (mouse, long press, or Space and the
 * arrows), or tap it (Enter from the keyboard) to rate it in the picker.
 */
export function MatrixChip(props: { idea: Idea; inTray?: boolean; onOpen(): void }) {
  const { t } = useTranslation('facilitation');
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: props.idea.id,
    attributes: { roleDescription: t('matrix.noteRole') },
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onClick={props.onOpen}
      className={`${classes.chip} ${props.inTray ? classes.trayChip : ''}`}
      data-dragging={isDragging || undefined}
      data-testid="matrix-note"
      title={props.idea.title}
    >
      {props.idea.title}
    </button>
  );
}
