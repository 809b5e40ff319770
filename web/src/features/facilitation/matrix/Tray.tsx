import { useDroppable } from '@dnd-kit/core';
import { Group, Text } from '@mantine/core';
import type { Idea } from '@trilha/shared';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoteRoom } from '../../../components/notes/note-room';
import { HiddenNoteCard, hiddenReason } from '../../../components/records/HiddenNoteCard';
import classes from './matrix.module.css';

/** The board's drop id of the tray. */
export const TRAY_ID = 'tray';

interface TrayProps {
  /** Ideas missing a rating. */
  unrated: readonly Idea[];
  /** Ideas face down here: others' in an open silent round, or hidden by the facilitator. */
  hidden: readonly Idea[];
  chip(idea: Idea): ReactNode;
  /** What an empty tray says (where a rated idea goes back to it differs by view). */
  emptyText: string;
}

/** The unrated ideas, above the matrix. */
export function Tray(props: TrayProps & { ref?: Ref<HTMLElement>; isOver?: boolean }) {
  const { t } = useTranslation('facilitation');
  const count = props.unrated.length + props.hidden.length;
  const room = useNoteRoom();
  return (
    <section
      ref={props.ref}
      className={classes.tray}
      data-over={props.isOver || undefined}
      aria-label={t('matrix.tray')}
    >
      <Text size="sm" fw={600} mb={6}>
        {t('matrix.trayTitle', { count })}
      </Text>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {props.emptyText}
        </Text>
      ) : (
        <Group gap="xs">
          {props.unrated.map(props.chip)}
          {props.hidden.map((idea) => (
            <HiddenNoteCard key={idea.id} reason={hiddenReason(room?.face(idea) ?? 'round')} />
          ))}
        </Group>
      )}
    </section>
  );
}

/** The tray on the board, also where a rated idea is dropped to clear its ratings. */
export function DroppableTray(props: TrayProps) {
  const { setNodeRef, isOver } = useDroppable({ id: TRAY_ID });
  return <Tray {...props} ref={setNodeRef} isOver={isOver} />;
}
