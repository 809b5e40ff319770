import { personKey } from '@trilha/shared';

// Who sees a note of the room face up (issue 33, docs/decisions/0029). Pure, so the rule is
// tested on its own and every list (cards, wall, matrix, ballot, results) applies the same one.

/** What a note says about where it came from. */
export interface NoteOrigin {
  id: string;
  authorId?: string | null;
  writerName?: string | null;
}

/** Who holds the pen on this device, and what it remembers writing. */
export interface PenHere {
  /** The signed-in account. */
  userId: string;
  /** A room's guest: their own phone, their name is theirs. */
  isGuest: boolean;
  /** The person picked on a shared tablet ('Quem está escrevendo?'); null when nobody is. */
  writer: string | null;
  /** The notes this device remembers writing in the open rounds (before issue 33: the rule). */
  deviceOwn: ReadonlySet<string>;
}

/**
 * Whether a note of an OPEN silent round was written by the person holding the pen here, so it
 * shows face up on this device. A guest's phone: the guest's own notes. A member's device: same
 * account AND same person (names compared like the tally's voters). A note with no writer while
 * nobody is picked falls back to the device's memory: a note from before writers existed, or the
 * same account on two tablets with nobody picked on either, stays private to its tablet.
 */
export function isOwnNoteHere(note: NoteOrigin, here: PenHere): boolean {
  const sameAccount = !!note.authorId && note.authorId === here.userId;
  if (here.isGuest) return sameAccount;
  const noteWriter = personKey(note.writerName ?? '');
  const writerHere = personKey(here.writer ?? '');
  if (noteWriter === '' && writerHere === '') return here.deviceOwn.has(note.id);
  // A note created on this device before its author was stamped reads as the account's own.
  const account = note.authorId == null ? here.deviceOwn.has(note.id) : sameAccount;
  return account && noteWriter === writerHere;
}

/** How a note shows on this device. */
export type NoteFace =
  /** Text, author, actions. */
  | 'shown'
  /** Face down until the reveal. */
  | 'round'
  /** Hidden by the facilitator: face down for the room. */
  | 'moderated'
  /** Hidden by the facilitator, seen by a facilitator: dimmed, with a badge. */
  | 'moderatedShown';

export function noteFace(
  note: NoteOrigin & { hiddenAt?: string | null },
  rule: { inOpenRound: boolean; own: boolean; isFacilitator: boolean },
): NoteFace {
  if (note.hiddenAt) return rule.isFacilitator ? 'moderatedShown' : 'moderated';
  if (rule.inOpenRound && !rule.own) return 'round';
  return 'shown';
}
