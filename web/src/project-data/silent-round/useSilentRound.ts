import type { FacilitationTarget, NoteColor, SilentRound } from '@trilha/shared';
import { newId } from '@trilha/shared';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '../../lib/auth-store';
import { drawnRowsOf } from '../drawn-project';
import { latestChanged } from '../latest-changed';
import { useIsFacilitator } from '../run-of-show';
import { useLocalQuery } from '../useLocalQuery';
import { isOwnNoteHere, type NoteFace, type NoteOrigin, noteFace } from './note-visibility';
import { ownNotes, ownNotesVersion, rememberOwnNote, subscribeOwnNotes } from './own-notes';
import { penColor, usePenWriter } from './pen-here';

/** A note of the room as the visibility rules read it (an idea, an HMW question). */
export interface RoomNote extends NoteOrigin {
  roundId: string | null;
  hiddenAt?: string | null;
}

export interface SilentRoundState {
  projectId: string;
  /** The round of this tool: the latest open one if any, otherwise the latest revealed one. */
  round: SilentRound | undefined;
  /** The round a note written now belongs to (null when no round is open). */
  roundIdForNewNote: string | null;
  /**
   * The note shows face down here: in an OPEN round and not written by the person holding the
   * pen on this device, or hidden by the facilitator (for everyone but a facilitator).
   */
  isHidden(note: RoomNote): boolean;
  /** How the note shows here (face down for a round or for moderation, dimmed, shown). */
  face(note: RoomNote): NoteFace;
  /** Whether the note's author may be shown: not after an anonymous round's reveal. */
  showsAuthor(note: RoomNote): boolean;
  /** The user runs the room here (reveals rounds, hides notes). */
  isFacilitator: boolean;
  /** Marks a note as written on this device; call it before creating the note. */
  rememberOwnNote(id: string): void;
  /** Who holds the pen on this device (null: nobody picked, or a guest). */
  writer: string | null;
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
  const isGuest = useAuth((state) => state.user?.role === 'guest');
  const isFacilitator = useIsFacilitator(projectId);
  // A guest's name is theirs: no pen to pass on their phone.
  const writer = usePenWriter(projectId)[0];
  const writerHere = isGuest ? null : writer;
  const rows = useSilentRounds(projectId);
  const { open, current } = useMemo(() => roundsOfTarget(rows ?? [], target), [rows, target]);
  const roundById = useMemo(() => new Map((rows ?? []).map((row) => [row.id, row])), [rows]);
  const version = useSyncExternalStore(subscribeOwnNotes, ownNotesVersion, ownNotesVersion);

  const openRoundIds = useMemo(() => new Set(open.map((round) => round.id)), [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger: a note was remembered.
  const own = useMemo(() => {
    const ids = new Set<string>();
    for (const roundId of openRoundIds) for (const id of ownNotes(userId, roundId)) ids.add(id);
    return ids;
  }, [openRoundIds, userId, version]);

  const roundIdForNewNote = current?.status === 'open' ? current.id : null;
  const isOwn = useCallback(
    (note: RoomNote) =>
      isOwnNoteHere(note, { userId, isGuest, writer: writerHere, deviceOwn: own }),
    [userId, isGuest, writerHere, own],
  );
  const face = useCallback(
    (note: RoomNote) =>
      noteFace(note, {
        inOpenRound: note.roundId !== null && openRoundIds.has(note.roundId),
        own: isOwn(note),
        isFacilitator,
      }),
    [openRoundIds, isOwn, isFacilitator],
  );
  const isHidden = useCallback(
    (note: RoomNote) => {
      const shown = face(note);
      return shown === 'round' || shown === 'moderated';
    },
    [face],
  );
  const showsAuthor = useCallback(
    (note: RoomNote) => {
      const round = note.roundId === null ? undefined : roundById.get(note.roundId);
      if (!round?.anonymous) return true;
      // Anonymous: the writer alone sees their name, while the round is open.
      return round.status === 'open' && isOwn(note);
    },
    [roundById, isOwn],
  );
  const remember = useCallback(
    (id: string) => {
      if (roundIdForNewNote) rememberOwnNote(userId, roundIdForNewNote, id);
    },
    [roundIdForNewNote, userId],
  );

  return useMemo(
    () => ({
      projectId,
      round: current,
      roundIdForNewNote,
      isHidden,
      face,
      showsAuthor,
      isFacilitator,
      rememberOwnNote: remember,
      writer: writerHere,
    }),
    [
      projectId,
      current,
      roundIdForNewNote,
      isHidden,
      face,
      showsAuthor,
      isFacilitator,
      remember,
      writerHere,
    ],
  );
}

/** The id, round, writer and colour of a note being created. */
export interface NoteInRound {
  id: string;
  roundId: string | null;
  writerName: string | null;
  color: NoteColor | null;
}

/**
 * A new note's id and round, remembered as this device's own when a round is open, with the
 * person holding the pen here and the colour chosen on this device for the project: spread it
 * into the create mutation's arguments.
 */
export function newNoteInRound(round: SilentRoundState, projectId: string): NoteInRound {
  const id = newId();
  round.rememberOwnNote(id);
  return {
    id,
    roundId: round.roundIdForNewNote,
    writerName: round.writer,
    color: penColor(projectId),
  };
}
