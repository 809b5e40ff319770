import {
  brazilianDateTime,
  byCreation,
  type Dot,
  type DotTally,
  type HmwQuestion,
  type Idea,
  type Participant,
  tallyDots,
  type VotingSession,
} from '@trilha/shared';
import { type Person, peopleOf } from './people';
import { type VotingItem, votingItemOf } from './voting-items';

/** Everything a session's screens (and the project's exports) show of it. */
export interface VotingSessionData {
  session: VotingSession;
  participants: Participant[];
  people: Person[];
  dots: Dot[];
  /** The target's live records in creation order. */
  items: VotingItem[];
  /** The count every device computes the same way (shared/src/dot-tally.ts). */
  tally: DotTally;
}

/** A session's stored rows: its people and dots, and every live record of its target. */
export interface SessionRows {
  session: VotingSession;
  participants: Participant[];
  dots: Dot[];
  items: (Idea | HmwQuestion)[];
}

export function sessionDataOf(rows: SessionRows): VotingSessionData {
  const { session, participants, dots } = rows;
  const items = rows.items.map((row) => votingItemOf(session.target, row)).sort(byCreation);
  // Every item counts, hidden notes included: the tally must not depend on what this device
  // happens to keep face down, or two tablets would rank differently.
  const tally = tallyDots({ session, participants, dots, itemIds: items.map((item) => item.id) });
  return { session, participants, people: peopleOf(participants), dots, items, tally };
}

/** A session's title, or 'Votação de 23/11/2026, 14:30' when it has none (dates in pt-BR). */
export function sessionTitle(
  t: (key: 'untitled', options: { date: string }) => string,
  session: Pick<VotingSession, 'title' | 'createdAt'>,
): string {
  if (session.title) return session.title;
  return t('untitled', { date: brazilianDateTime(new Date(session.createdAt)) });
}
