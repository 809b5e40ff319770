import { createContext, type ReactNode, useContext } from 'react';
import type { SilentRoundState } from '../../project-data/silent-round/useSilentRound';

/**
 * The silent-round state of the list on screen, for what each note draws deep inside a card
 * (its author line, its moderation): one state per list, not one live query per card.
 */
const NoteRoomContext = createContext<SilentRoundState | null>(null);

export function NoteRoomProvider(props: { round: SilentRoundState; children: ReactNode }) {
  return <NoteRoomContext.Provider value={props.round}>{props.children}</NoteRoomContext.Provider>;
}

/** The round state of the notes around, or null outside a room's list. */
export function useNoteRoom(): SilentRoundState | null {
  return useContext(NoteRoomContext);
}
