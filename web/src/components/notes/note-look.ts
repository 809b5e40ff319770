import type { NoteColor } from '@trilha/shared';
import type { CSSProperties } from 'react';
import type { RoomNote } from '../../project-data/silent-round/useSilentRound';
import { HIDDEN_NOTE_OPACITY } from './HiddenBadge';
import { noteSurfaceStyle } from './note-colors';
import { useNoteRoom } from './note-room';

/**
 * How a face-up note looks in a list: its colour's paper, and — a note the facilitator hid,
 * on the facilitator's screen — dimmed, with the 'Oculta' badge.
 */
export function useNoteLook(note: RoomNote & { color?: NoteColor | null }): {
  style: CSSProperties;
  hiddenBadge: boolean;
} {
  const room = useNoteRoom();
  const dimmed = !!note.hiddenAt && (room?.face(note) ?? 'moderatedShown') === 'moderatedShown';
  const style = noteSurfaceStyle(note.color);
  return {
    style: dimmed ? { ...style, opacity: HIDDEN_NOTE_OPACITY } : style,
    hiddenBadge: dimmed,
  };
}
