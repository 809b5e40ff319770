import { useDraggable } from '@dnd-kit/core';
import { VisuallyHidden } from '@mantine/core';
import type { Idea } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { useNoteByline } from '../../../components/notes/NoteByline';
import { useNoteLook } from '../../../components/notes/note-look';
import { useCanEdit } from '../../../project-data/project-access';
import { quadrantOf } from '../../../project-data/room/matrix-layout';
import classes from './matrix.module.css';

/**
 * An idea's title on its note, cut to three lines (the whole title is the note's tooltip and
 * the picker's heading). A word longer than the note breaks, hyphenated where the browser knows
 * the language, rather than pushing the note out of its cell.
 */
export function NoteTitle(props: { title: string }) {
  return <span className={classes.noteTitle}>{props.title}</span>;
}

const chipClass = (inTray?: boolean) => `${classes.chip} ${inTray ? classes.trayChip : ''}`;

/**
 * A chip's colour (its note's), dimming and author: the chip is too small for a byline, so the
 * author is in its tooltip and read out after the title.
 */
function useChipNote(idea: Idea) {
  const look = useNoteLook(idea);
  const byline = useNoteByline(idea);
  return {
    style: look.style,
    title: byline ? `${idea.title} — ${byline}` : idea.title,
    byline: byline && <VisuallyHidden>{`, ${byline}`}</VisuallyHidden>,
  };
}

/**
 * An idea on the board or in its tray: drag it onto a cell (mouse, long press, or Space and the
 * arrows), or tap it (Enter from the keyboard) to rate it in the picker.
 */
export function MatrixChip(props: { idea: Idea; inTray?: boolean; onOpen(): void }) {
  const { t } = useTranslation('facilitation');
  // A viewer reads the matrix and rates nothing, nor anyone while it is locked (ProjectAccess).
  const canEdit = useCanEdit('matrix');
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: props.idea.id,
    attributes: { roleDescription: t('matrix.noteRole') },
    disabled: !canEdit,
  });
  const note = useChipNote(props.idea);
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onClick={canEdit ? props.onOpen : undefined}
      className={chipClass(props.inTray)}
      data-dragging={isDragging || undefined}
      data-testid="matrix-note"
      data-color={props.idea.color ?? 'yellow'}
      title={note.title}
      style={note.style}
    >
      <NoteTitle title={props.idea.title} />
      {note.byline}
    </button>
  );
}

/**
 * An idea on the phone's view of the matrix, which has no cells to drop on: a tap opens the
 * picker. A rated idea also shows its two ratings, which its quadrant alone does not tell.
 */
export function RatedIdeaChip(props: { idea: Idea; inTray?: boolean; onOpen(): void }) {
  const { t } = useTranslation('facilitation');
  const canEdit = useCanEdit('matrix');
  const { idea } = props;
  const note = useChipNote(idea);
  return (
    <button
      type="button"
      onClick={canEdit ? props.onOpen : undefined}
      className={`${chipClass(props.inTray)} ${classes.tapChip}`}
      data-testid="matrix-note"
      data-color={idea.color ?? 'yellow'}
      title={note.title}
      style={note.style}
    >
      <NoteTitle title={idea.title} />
      {note.byline}
      {idea.impact !== null && idea.feasibility !== null && (
        <>
          <span className={classes.noteRatings} aria-hidden>
            {t('matrix.shortRatings', { impact: idea.impact, feasibility: idea.feasibility })}
          </span>
          <VisuallyHidden>
            {`, ${t('matrix.cellLabel', {
              impact: idea.impact,
              feasibility: idea.feasibility,
              quadrant: t(`matrix.quadrants.${quadrantOf(idea.impact, idea.feasibility)}.name`),
            })}`}
          </VisuallyHidden>
        </>
      )}
    </button>
  );
}
