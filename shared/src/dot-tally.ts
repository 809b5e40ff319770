import type { Dot, Participant, VotingSession } from './schemas/facilitation';
import { compareCodeUnits } from './without-icu';

/**
 * The count of a dot-voting session (docs/decisions/0016). Every device runs this on the same
 * rows and so shows the same result: dots are add-only records, and the rule that decides which
 * of them count depends only on their contents, never on which device computes it.
 *
 * - A person is a name (compared without case, accents or extra spaces): the same person added
 *   on two offline tablets is one voter with one budget.
 * - Dots count in arrival order — the server's stamp (createdAt), then the placing device's
 *   clock (placedAt, which orders one device's dots stamped in the same push), then the id — and
 *   a person's dots past their budget are refused, as is a second dot on the same item when the
 *   session does not allow stacking. Refused dots stay stored: the facilitator sees them.
 * - A timed session (`endsAt`, docs/decisions/0029) refuses a dot placed at or after its end
 *   (`late`), by the placing device's clock, which every device reads the same from the row.
 */
export type RefusalReason = 'over_budget' | 'stacked' | 'late';

export interface RefusedDot {
  dot: Dot;
  reason: RefusalReason;
}

export interface ItemTally {
  itemId: string;
  dots: number;
  /** 1 for the most voted; items with the same count share a rank. */
  rank: number;
}

export interface DotTally {
  /** Every item of the session, most dots first; ties keep the order the items were given in. */
  ranking: ItemTally[];
  /** Dots that do not count, in arrival order. */
  refused: RefusedDot[];
  /** Dots counted per person (key: personKey). */
  spent: Map<string, number>;
  /** All counted dots. */
  total: number;
}

/** One person's identity in a session: the normalized name, or the participant id if unknown. */
export function personKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** Timestamps as instants: '+00:00' and 'Z' forms of one moment are the same moment. */
const compareInstant = (a: string, b: string) => Date.parse(a) - Date.parse(b);

/** Arrival order: server stamp, then the placing device's clock, then the id. */
export function compareDotArrival(a: Dot, b: Dot): number {
  return (
    compareInstant(a.createdAt, b.createdAt) ||
    compareInstant(a.placedAt, b.placedAt) ||
    compareCodeUnits(a.id, b.id)
  );
}

export function tallyDots(input: {
  session: Pick<VotingSession, 'budget' | 'allowStacking'> & {
    endsAt?: VotingSession['endsAt'];
  };
  participants: readonly Pick<Participant, 'id' | 'name'>[];
  dots: readonly Dot[];
  /** The session's items in display order; dots on other ids (deleted items) are ignored. */
  itemIds: readonly string[];
}): DotTally {
  const { session, participants, dots, itemIds } = input;
  const nameOf = new Map(participants.map((person) => [person.id, personKey(person.name)]));
  const items = new Set(itemIds);
  const counts = new Map<string, number>();
  const spent = new Map<string, number>();
  const onItem = new Set<string>();
  const refused: RefusedDot[] = [];
  let total = 0;
  const endsAt = session.endsAt ? Date.parse(session.endsAt) : null;

  for (const dot of [...dots].sort(compareDotArrival)) {
    if (!items.has(dot.itemId)) continue;
    if (endsAt !== null && Date.parse(dot.placedAt) >= endsAt) {
      refused.push({ dot, reason: 'late' });
      continue;
    }
    const person = nameOf.get(dot.participantId) ?? `id:${dot.participantId}`;
    const used = spent.get(person) ?? 0;
    const pair = `${person}\u0000${dot.itemId}`;
    if (!session.allowStacking && onItem.has(pair)) {
      refused.push({ dot, reason: 'stacked' });
    } else if (used >= session.budget) {
      refused.push({ dot, reason: 'over_budget' });
    } else {
      spent.set(person, used + 1);
      onItem.add(pair);
      counts.set(dot.itemId, (counts.get(dot.itemId) ?? 0) + 1);
      total += 1;
    }
  }

  const ranking = itemIds
    .map((itemId, order) => ({ itemId, dots: counts.get(itemId) ?? 0, order }))
    .sort((a, b) => b.dots - a.dots || a.order - b.order);
  let rank = 0;
  const ranked = ranking.map((item, index) => {
    if (index === 0 || item.dots !== ranking[index - 1]?.dots) rank = index + 1;
    return { itemId: item.itemId, dots: item.dots, rank };
  });
  return { ranking: ranked, refused, spent, total };
}

/**
 * Whether a session takes dots at `nowMs`: still voting and, when timed, before its end. Every
 * device and the server judge a dot by this rule with the dot's `placedAt` (decision 0029).
 */
export function isVotingOpen(
  session: Pick<VotingSession, 'status'> & { endsAt?: VotingSession['endsAt'] },
  nowMs: number,
): boolean {
  return session.status === 'voting' && (!session.endsAt || nowMs < Date.parse(session.endsAt));
}

/** Dots a person may still place (on this device's knowledge of the session). */
export function dotsLeft(
  tally: DotTally,
  session: Pick<VotingSession, 'budget'>,
  participantName: string,
): number {
  return Math.max(0, session.budget - (tally.spent.get(personKey(participantName)) ?? 0));
}
