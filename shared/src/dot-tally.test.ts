import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDotArrival, dotsLeft, isVotingOpen, personKey, tallyDots } from './dot-tally';
import type { Dot } from './schemas/facilitation';

const PROJECT = '0190c000-0000-7000-8000-0000000000a1';
const SESSION = '0190c000-0000-7000-8000-0000000000b1';
const ITEMS = [0, 1, 2, 3].map((index) => `0190c000-0000-7000-8000-00000000c0${index}1`);
const [A, B, C, D] = ITEMS as [string, string, string, string];

let sequence = 0;
/** A dot; `at` is the server's stamp in seconds after 10:00, `placed` the device's clock. */
function dot(participantId: string, itemId: string, at: number, placed = at): Dot {
  sequence += 1;
  const time = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 10, 0, seconds)).toISOString();
  return {
    id: `0190c000-0000-7000-8000-${String(sequence).padStart(12, '0')}`,
    projectId: PROJECT,
    sessionId: SESSION,
    participantId,
    itemId,
    placedAt: time(placed),
    createdAt: time(at),
    updatedAt: time(at),
  };
}

const people = [
  { id: 'p-ana', name: 'Ana' },
  { id: 'p-bruno', name: 'Bruno' },
];
const session: { budget: number; allowStacking: boolean; endsAt?: string | null } = {
  budget: 3,
  allowStacking: false,
};
const tally = (dots: Dot[], overrides: Partial<typeof session> = {}, participants = people) =>
  tallyDots({ session: { ...session, ...overrides }, participants, dots, itemIds: ITEMS });
const countsOf = (result: ReturnType<typeof tally>) =>
  Object.fromEntries(result.ranking.map((item) => [item.itemId, item.dots]));

describe('personKey', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(personKey('  José   da  Silva ')).toBe('jose da silva');
    expect(personKey('JOSÉ DA SILVA')).toBe(personKey('jose da silva'));
    expect(personKey('Zoë')).toBe('zoe');
  });

  it('keeps different names apart', () => {
    expect(personKey('Ana')).not.toBe(personKey('Anna'));
  });
});

describe('tallyDots', () => {
  it('counts every dot within budget and ranks the items, most dots first', () => {
    const result = tally([
      dot('p-ana', B, 1),
      dot('p-ana', C, 2),
      dot('p-bruno', B, 3),
      dot('p-bruno', D, 4),
    ]);
    expect(result.total).toBe(4);
    expect(result.refused).toEqual([]);
    expect(result.ranking).toEqual([
      { itemId: B, dots: 2, rank: 1 },
      { itemId: C, dots: 1, rank: 2 },
      { itemId: D, dots: 1, rank: 2 },
      { itemId: A, dots: 0, rank: 4 },
    ]);
    expect(result.spent).toEqual(
      new Map([
        ['ana', 2],
        ['bruno', 2],
      ]),
    );
  });

  it('refuses the dots past the budget, in arrival order, and keeps them visible', () => {
    const dots = [dot('p-ana', A, 1), dot('p-ana', B, 2), dot('p-ana', C, 3), dot('p-ana', D, 4)];
    const result = tally(dots);
    expect(result.total).toBe(3);
    expect(countsOf(result)).toEqual({ [A]: 1, [B]: 1, [C]: 1, [D]: 0 });
    expect(result.refused).toEqual([{ dot: dots[3], reason: 'over_budget' }]);
    expect(dotsLeft(result, session, 'Ana')).toBe(0);
    expect(dotsLeft(result, session, 'Bruno')).toBe(3);
  });

  it('orders by the server stamp first: a dot synced earlier wins over one placed earlier', () => {
    // Placed at 10:00:01 on a tablet that synced late; placed at 10:00:05 on one synced first.
    const late = dot('p-ana', A, 50, 1);
    const early = [dot('p-ana', B, 10, 5), dot('p-ana', C, 10, 6), dot('p-ana', D, 10, 7)];
    const result = tally([late, ...early], { budget: 3 });
    expect(result.refused.map((refused) => refused.dot.id)).toEqual([late.id]);
  });

  it("orders one push's dots (same server stamp) by the placing device's clock, then the id", () => {
    const second = dot('p-ana', A, 10, 2);
    const first = dot('p-ana', B, 10, 1);
    const result = tally([second, first], { budget: 1 });
    expect(result.refused.map((refused) => refused.dot.id)).toEqual([second.id]);

    const x = dot('p-ana', C, 10, 3);
    const y = dot('p-ana', D, 10, 3);
    const [lower, higher] = x.id < y.id ? [x, y] : [y, x];
    const tie = tally([higher, lower], { budget: 1 });
    expect(tie.refused.map((refused) => refused.dot.id)).toEqual([higher.id]);
  });

  it('reads timestamps as instants, whatever their offset', () => {
    const utc = dot('p-ana', A, 20);
    const offset = { ...dot('p-ana', B, 10), createdAt: '2026-11-23T07:00:10.000-03:00' };
    expect(compareDotArrival(offset, utc)).toBeLessThan(0);
    expect(tally([utc, offset], { budget: 1 }).refused.map((r) => r.dot.id)).toEqual([utc.id]);
  });

  it('refuses a second dot of one person on one item unless stacking is allowed', () => {
    const dots = [dot('p-ana', A, 1), dot('p-ana', A, 2), dot('p-bruno', A, 3)];
    const strict = tally(dots);
    expect(countsOf(strict)[A]).toBe(2);
    expect(strict.refused).toEqual([{ dot: dots[1], reason: 'stacked' }]);
    // A refused stacked dot does not spend the budget.
    expect(dotsLeft(strict, session, 'Ana')).toBe(2);

    const stacking = tally(dots, { allowStacking: true });
    expect(countsOf(stacking)[A]).toBe(3);
    expect(stacking.refused).toEqual([]);
  });

  it('refuses a dot placed at or after a timed session ends, before it spends the budget', () => {
    const ends = new Date(Date.UTC(2026, 10, 23, 10, 0, 30)).toISOString();
    // Synced late (stamp 50 s) but placed in time (20 s): it counts. Placed at the end: late.
    const inTime = dot('p-ana', A, 50, 20);
    const atEnd = dot('p-ana', B, 31, 30);
    const after = dot('p-bruno', B, 40, 35);
    const result = tally([inTime, atEnd, after], { endsAt: ends });
    expect(countsOf(result)).toMatchObject({ [A]: 1, [B]: 0 });
    expect(result.refused.map((refusal) => [refusal.dot.id, refusal.reason])).toEqual([
      [atEnd.id, 'late'],
      [after.id, 'late'],
    ]);
    expect(result.spent.get('ana')).toBe(1);
  });

  it('says a session is open while voting and before its end', () => {
    const ends = '2026-11-23T10:00:30.000Z';
    const at = (seconds: number) => Date.UTC(2026, 10, 23, 10, 0, seconds);
    expect(isVotingOpen({ status: 'voting', endsAt: null }, at(99))).toBe(true);
    expect(isVotingOpen({ status: 'voting', endsAt: ends }, at(29))).toBe(true);
    expect(isVotingOpen({ status: 'voting', endsAt: ends }, at(30))).toBe(false);
    expect(isVotingOpen({ status: 'revealed', endsAt: null }, at(0))).toBe(false);
  });

  it('with stacking, still stops at the budget', () => {
    const dots = [1, 2, 3, 4].map((at) => dot('p-ana', A, at));
    const result = tally(dots, { allowStacking: true });
    expect(countsOf(result)[A]).toBe(3);
    expect(result.refused).toEqual([{ dot: dots[3], reason: 'over_budget' }]);
  });

  it('is one person across two participant rows with the same name (two tablets)', () => {
    const participants = [
      { id: 'tablet-1-ana', name: 'Ana Lúcia' },
      { id: 'tablet-2-ana', name: '  ana  lucia' },
      { id: 'p-bruno', name: 'Bruno' },
    ];
    const dots = [
      dot('tablet-1-ana', A, 1),
      dot('tablet-1-ana', B, 2),
      dot('tablet-2-ana', C, 3),
      dot('tablet-2-ana', D, 4),
      // The same item from both tablets: stacked, even though the rows differ.
      dot('tablet-2-ana', A, 5),
    ];
    const result = tally(dots, {}, participants);
    expect(result.total).toBe(3);
    expect(result.spent.get('ana lucia')).toBe(3);
    expect(result.refused.map((refused) => [refused.dot.id, refused.reason])).toEqual([
      [dots[3]?.id, 'over_budget'],
      [dots[4]?.id, 'stacked'],
    ]);
  });

  it('ignores dots on items that are gone, without spending the budget', () => {
    const gone = '0190c000-0000-7000-8000-00000000dead';
    const dots = [
      dot('p-ana', gone, 1),
      dot('p-ana', A, 2),
      dot('p-ana', B, 3),
      dot('p-ana', C, 4),
    ];
    const result = tally(dots);
    expect(result.total).toBe(3);
    expect(result.refused).toEqual([]);
    expect(result.ranking.map((item) => item.itemId)).not.toContain(gone);
  });

  it('keeps the given item order among ties, and gives tied items the same rank', () => {
    const result = tally([dot('p-ana', D, 1), dot('p-bruno', B, 2)]);
    expect(result.ranking).toEqual([
      { itemId: B, dots: 1, rank: 1 },
      { itemId: D, dots: 1, rank: 1 },
      { itemId: A, dots: 0, rank: 3 },
      { itemId: C, dots: 0, rank: 3 },
    ]);
  });

  it('counts a dot of a participant this device does not know yet as its own person', () => {
    const result = tally([dot('p-unknown', A, 1), dot('p-unknown', B, 2)], { budget: 1 });
    expect(result.total).toBe(1);
    expect(result.spent.get('id:p-unknown')).toBe(1);
  });

  it('is the same for every order the dots are given in (every device, every arrival)', () => {
    const participantIds = ['p-ana', 'p-bruno', 'p-ana-2'];
    const participants = [...people, { id: 'p-ana-2', name: 'ANA' }];
    const dotArbitrary = fc
      .record({
        participant: fc.constantFrom(...participantIds),
        item: fc.constantFrom(...ITEMS, '0190c000-0000-7000-8000-00000000dead'),
        // Few distinct stamps, so ties on the server stamp and the device clock are common.
        at: fc.integer({ min: 0, max: 4 }),
        placed: fc.integer({ min: 0, max: 4 }),
      })
      .map(({ participant, item, at, placed }) => dot(participant, item, at, placed));
    fc.assert(
      fc.property(
        fc.array(dotArbitrary, { maxLength: 25 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        fc.func(fc.integer()),
        (dots, budget, allowStacking, shuffleKey) => {
          const settings = { budget, allowStacking };
          const shuffled = [...dots]
            .map((value, index) => ({ value, key: shuffleKey(index) }))
            .sort((a, b) => a.key - b.key)
            .map(({ value }) => value);
          const reference = tallyDots({ session: settings, participants, dots, itemIds: ITEMS });
          const other = tallyDots({
            session: settings,
            participants: [...participants].reverse(),
            dots: shuffled,
            itemIds: ITEMS,
          });
          expect(other).toEqual(reference);
          // And never more counted dots than the people have budget.
          expect(reference.total).toBeLessThanOrEqual(budget * 2);
        },
      ),
      { numRuns: 300 },
    );
  });
});
