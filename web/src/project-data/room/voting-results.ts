import {
  compareDotArrival,
  type Dot,
  type DotTally,
  type ItemTally,
  type Participant,
  personKey,
  type RefusalReason,
} from '@trilha/shared';
import type { Person } from './people';

/** "Ana — 1 ponto recusado: acima do orçamento": one line per person and reason. */
export interface RefusedLine {
  name: string;
  reason: RefusalReason;
  count: number;
}

/** The name a participant row belongs to (the person's first-written name). */
function nameResolver(people: readonly Person[], participants: readonly Participant[]) {
  const byKey = new Map(people.map((person) => [person.key, person.name]));
  const keyOf = new Map(participants.map((row) => [row.id, personKey(row.name)]));
  return (participantId: string): string => {
    const key = keyOf.get(participantId);
    return (key && byKey.get(key)) ?? '?';
  };
}

/** The refused dots grouped by person and reason, in the order they were first refused. */
export function refusedLines(
  tally: DotTally,
  people: readonly Person[],
  participants: readonly Participant[],
): RefusedLine[] {
  const nameOf = nameResolver(people, participants);
  const lines = new Map<string, RefusedLine>();
  for (const { dot, reason } of tally.refused) {
    const name = nameOf(dot.participantId);
    const key = `${personKey(name)}\u0000${reason}`;
    const line = lines.get(key);
    if (line) line.count += 1;
    else lines.set(key, { name, reason, count: 1 });
  }
  return [...lines.values()];
}

/** Who put the counted dots on each item (non-anonymous sessions): names with their dots. */
export function votersByItem(
  tally: DotTally,
  dots: readonly Dot[],
  people: readonly Person[],
  participants: readonly Participant[],
): Map<string, { name: string; dots: number }[]> {
  const nameOf = nameResolver(people, participants);
  const refused = new Set(tally.refused.map(({ dot }) => dot.id));
  const counted = new Set(tally.ranking.map((item) => item.itemId));
  const byItem = new Map<string, Map<string, number>>();
  for (const dot of [...dots].sort(compareDotArrival)) {
    if (refused.has(dot.id) || !counted.has(dot.itemId)) continue;
    const voters = byItem.get(dot.itemId) ?? new Map<string, number>();
    const name = nameOf(dot.participantId);
    voters.set(name, (voters.get(name) ?? 0) + 1);
    byItem.set(dot.itemId, voters);
  }
  return new Map(
    [...byItem].map(([itemId, voters]) => [
      itemId,
      [...voters].map(([name, count]) => ({ name, dots: count })),
    ]),
  );
}

/** The items that got dots and rank within the first `places` (ties at the edge included). */
export function topItems(ranking: readonly ItemTally[], places: number): ItemTally[] {
  return ranking.filter((item) => item.dots > 0 && item.rank <= places);
}

/** What 'Somar aos votos' adds: each item's counted dots. */
export function voteCounts(ranking: readonly ItemTally[]): { itemId: string; dots: number }[] {
  return ranking.filter((item) => item.dots > 0).map(({ itemId, dots }) => ({ itemId, dots }));
}
