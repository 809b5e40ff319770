import type { FacilitationTarget, SilentRound } from '@trilha/shared';
import { newId } from '@trilha/shared';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '../../lib/auth-store';
import { drawnRowsOf } from '../drawn-project';
import { latestChanged } from '../latest-changed';
import { useLocalQuery } from '../useLocalQuery';
import { ownNotes, ownNotesVersion, rememberOwnNote, subscribeOwnNotes } from './own-notes';

export interface SilentRoundState {
  /** The round of this tool: the latest open one if any, otherwise the latest revealed one. */
  round: SilentRound | undefined;
  /** The round a note written now belongs to (null when no round is open). */
  roundIdForNewNote: string | null;
  /** The note belongs to an OPEN round and was not written on this device. */
  isHidden(note: { id: string; roundId: string | null }): boolean;
  /** Marks a note as written on this device; call it before creating the note. */
  rememberOwnNote(id: string): void;
}

/** The rounds of one tool (two offline devices may each have opened one). */
export function roundsOfTarget(rows: readonly SilentRound[], target: FacilitationTarget) {
  const ofTarget = rows.filter((round) => round.target === target);
  const open = ofTarget.filter((round) => round.status === 'open');
  return { open, current: latestChanged(open) ?? latestChanged(ofTarget) };
}

/** The silent rounds of a project, live (undefined while loading). */
export function useSilentRounds(projectId: string): SilentRound[] | undefined {
  return useLocalQuery(
    (db) => db.silentRounds.where('projectId').equals(projectId).toArray(),
    () => drawnRowsOf('silentRounds', projectId),
    [projectId],
  );
}

/**
 * The silent round (private brainstorm) of one tool of a project: notes written while it is
 * open carry its id and show face down on the other devices until someone reveals it.
 */
export function useSilentRound(projectId: string, target: FacilitationTarget): SilentRoundState {
  const userId = useAuth((state) => state.user?.id) ?? '';
  const rows = useSilentRounds(projectId);
  const { open, current } = useMemo(() => roundsOfTarget(rows ?? [], target), [rows, target]);
  const version = useSyncExternalStore(subscribeOwnNotes, ownNotesVersion, ownNotesVersion);

  const openRoundIds = useMemo(() => new Set(open.map((round) => round.id)), [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger: a note was remembered.
  const own = useMemo(() => {
    const ids = new Set<string>();
    for (const roundId of openRoundIds) for (const id of ownNotes(userId, roundId)) ids.add(id);
    return ids;
  }, [openRoundIds, userId, version]);

  const roundIdForNewNote = current?.status === 'open' ? current.id : null;
  const isHidden = useCallback(
    (note: { id: string; roundId: string | null }) =>
      note.roundId !== null && openRoundIds.has(note.roundId) && !own.has(note.id),
    [openRoundIds, own],
  );
  const remember = useCallback(
    (id: string) => {
      if (roundIdForNewNote) rememberOwnNote(userId, roundIdForNewNote, id);
    },
    [roundIdForNewNote, userId],
  );

  return useMemo(
    () => ({ round: current, roundIdForNewNote, isHidden, rememberOwnNote: remember }),
    [current, roundIdForNewNote, isHidden, remember],
  );
}

/** The id and round of a note being created. */
export interface NoteInRound {
  id: string;
  roundId: string | null;
}

/**
 * A new note's id and round, remembered as this device's own when a round is open: spread it
 * into the create mutation's arguments.
 */
export function newNoteInRound(round: SilentRoundState): NoteInRound {
  const id = newId();
  round.rememberOwnNote(id);
  return { id, roundId: round.roundIdForNewNote };
}
