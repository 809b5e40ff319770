import { Text } from '@mantine/core';
import { noteAuthor } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import type { RoomNote } from '../../project-data/silent-round/useSilentRound';
import { useNoteRoom } from './note-room';

type BylineNote = RoomNote & { authorName?: string; writerName?: string | null };

/**
 * Who wrote a note, small: the pen's holder on a shared tablet, else the account ('por Ana').
 * Nothing when the note's round is anonymous and revealed, or when it has no author.
 */
export function NoteByline(props: { note: BylineNote; size?: 'xs' | 'sm' }) {
  const byline = useNoteByline(props.note);
  if (!byline) return null;
  return (
    <Text
      size={props.size ?? 'xs'}
      c="dimmed"
      data-testid="note-byline"
      style={{ overflowWrap: 'anywhere' }}
    >
      {byline}
    </Text>
  );
}

/** The author line of a note ('por Ana'), or null when it shows none (see NoteByline). */
export function useNoteByline(note: BylineNote): string | null {
  const { t } = useTranslation('notes');
  const room = useNoteRoom();
  const name = noteAuthor(note);
  if (!name || (room && !room.showsAuthor(note))) return null;
  return t('byline', { name });
}
