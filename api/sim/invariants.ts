import { type Dot, tallyDots } from '@trilha/shared';
import type { Device } from '../test/devices';
import type { LedgerEntry } from './ledger';

/** The four invariants of issue 34, and the hub's agreement with its cloud. */
export type Invariant =
  | 'convergence'
  | 'acknowledged-kept'
  | 'votes-and-dots-exact'
  | 'refusals-deterministic'
  | 'hub-matches-cloud';

export class InvariantViolation extends Error {
  constructor(
    readonly invariant: Invariant,
    detail: string,
  ) {
    super(`${invariant}: ${detail}`);
    this.name = 'InvariantViolation';
  }
}

const fail = (invariant: Invariant, detail: string): never => {
  throw new InvariantViolation(invariant, detail);
};

/** JSON with every object's keys sorted: two stores' rows compare whatever order they built them in. */
export function canonical(value: unknown, omit: ReadonlySet<string> = new Set()): string {
  return JSON.stringify(value, (key, inner) => {
    if (omit.has(key)) return undefined;
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      return Object.fromEntries(
        Object.keys(inner)
          .sort()
          .map((k) => [k, (inner as Record<string, unknown>)[k]]),
      );
    }
    return inner;
  });
}

export type Rows = Record<string, unknown[]>;

/** Every device holds exactly the server's rows of the project, and nothing is left to push. */
export async function checkConvergence(
  devices: readonly Device[],
  server: Rows,
  projectId: string,
) {
  const expected = canonical(server);
  for (const [index, d] of devices.entries()) {
    if ((await d.db.outbox.count()) > 0)
      fail('convergence', `device ${index} still has work queued`);
    const rows = await d.allRows(projectId);
    if (canonical(rows) !== expected) {
      const differing = Object.keys(server).filter(
        (entity) => canonical(rows[entity]) !== canonical(server[entity]),
      );
      fail('convergence', `device ${index} differs from the server in ${differing.join(', ')}`);
    }
  }
}

type Row = Record<string, unknown> & { id: string };

/** The ledger's entries of one mutation name, by outcome. */
function settled(entries: readonly LedgerEntry[], name: string) {
  const acked = entries.filter((e) => e.name === name && e.outcome === 'acked');
  const uncertain = entries.filter((e) => e.name === name && e.outcome === 'uncertain');
  return { acked, uncertain, maybe: [...acked, ...uncertain] };
}

const idsOf = (entries: readonly LedgerEntry[]) => new Set(entries.map((e) => String(e.args.id)));

/**
 * Nothing acknowledged is lost: every record whose create was acknowledged is on the server,
 * unless a delete of it (or of its thread) was acknowledged, or may have gone through before a
 * wiped device heard back. Every idea shows a title its ledger allows (`titlesAllowed`).
 */
export function checkAcknowledged(entries: readonly LedgerEntry[], server: Rows): number {
  let checks = 0;
  const present = (entity: string) => new Set((server[entity] as Row[]).map((row) => row.id));
  const kinds = [
    { entity: 'ideas', create: 'idea.create', remove: 'idea.delete' },
    { entity: 'comments', create: 'comment.create', remove: 'comment.delete' },
    { entity: 'dots', create: 'dot.create', remove: 'dot.delete' },
    { entity: 'silentRounds', create: 'silentRound.create', remove: undefined },
    { entity: 'votingSessions', create: 'votingSession.create', remove: undefined },
    { entity: 'participants', create: 'participant.create', remove: undefined },
  ];
  const commentParents = new Map(
    settled(entries, 'comment.create').maybe.map((e) => [String(e.args.id), e.args.parentId]),
  );
  for (const { entity, create, remove } of kinds) {
    const onServer = present(entity);
    const removed = remove ? idsOf(settled(entries, remove).maybe) : new Set<string>();
    for (const entry of settled(entries, create).acked) {
      const id = String(entry.args.id);
      const parent = commentParents.get(id);
      const gone = removed.has(id) || (typeof parent === 'string' && removed.has(parent));
      if (!gone && !onServer.has(id))
        fail(
          'acknowledged-kept',
          `${create} ${id} (op ${entry.op}, device ${entry.device}) is not on the server`,
        );
      checks++;
    }
  }
  const titles = titlesAllowed(entries);
  for (const idea of server.ideas as Row[]) {
    const allowed = titles.get(idea.id) ?? new Set();
    if (!allowed.has(idea.title))
      fail(
        'acknowledged-kept',
        `idea ${idea.id} shows '${idea.title}'; the ledger allows ${canonical([...allowed])}`,
      );
    checks++;
  }
  return checks;
}

/**
 * The titles each idea may show, by field-level last-writer-wins (docs/decisions/0005): the title
 * of any edit that was acknowledged or may have arrived (a wiped device's), and the one it was
 * created with only while no edit of it is acknowledged — an acknowledged edit came after the
 * create, so a server showing the first title again has lost it. An idea no create of the ledger
 * made allows nothing: every idea of an episode, its setup's too, is some device's.
 */
function titlesAllowed(entries: readonly LedgerEntry[]): Map<string, Set<unknown>> {
  const writes = new Map<string, { created: unknown[]; edited: unknown[]; editAcked: boolean }>();
  for (const e of entries) {
    if (e.outcome !== 'acked' && e.outcome !== 'uncertain') continue;
    const edited =
      e.name === 'idea.update' ? (e.args.changes as Row | undefined)?.title : undefined;
    if (e.name !== 'idea.create' && edited === undefined) continue;
    const id = String(e.args.id);
    const idea = writes.get(id) ?? { created: [], edited: [], editAcked: false };
    writes.set(id, idea);
    if (edited === undefined) idea.created.push(e.args.title);
    else {
      idea.edited.push(edited);
      idea.editAcked ||= e.outcome === 'acked';
    }
  }
  return new Map(
    [...writes].map(([id, { created, edited, editAcked }]) => [
      id,
      new Set(editAcked ? edited : [...created, ...edited]),
    ]),
  );
}

/**
 * Votes and dots are exact: an idea's votes are its acknowledged +1s (plus, at most, those a
 * wiped device sent without hearing back); the dots stored are exactly the acknowledged ones
 * not taken back; and each session's tally recomputed from the ledger's dots is the server's.
 */
export function checkVotesAndDots(entries: readonly LedgerEntry[], server: Rows): number {
  let checks = 0;
  const votes = settled(entries, 'idea.vote');
  const sum = (list: readonly LedgerEntry[], id: string) =>
    list.filter((e) => e.args.id === id).reduce((total, e) => total + Number(e.args.delta), 0);
  for (const idea of server.ideas as (Row & { votes: number })[]) {
    const least = sum(votes.acked, idea.id);
    const most = least + sum(votes.uncertain, idea.id);
    if (idea.votes < least || idea.votes > most)
      fail(
        'votes-and-dots-exact',
        `idea ${idea.id} has ${idea.votes} votes, the ledger ${least}..${most}`,
      );
    checks++;
  }

  const placed = settled(entries, 'dot.create');
  const taken = settled(entries, 'dot.delete');
  const takenForSure = idsOf(taken.acked);
  const mayBeTaken = idsOf(taken.maybe);
  const mayBePlaced = idsOf(placed.maybe);
  const stored = new Set((server.dots as Row[]).map((dot) => dot.id));
  for (const entry of placed.acked) {
    const id = String(entry.args.id);
    if (!mayBeTaken.has(id) && !stored.has(id))
      fail('votes-and-dots-exact', `acknowledged dot ${id} (op ${entry.op}) is missing`);
    checks++;
  }
  for (const id of stored) {
    if (!mayBePlaced.has(id) || takenForSure.has(id))
      fail(
        'votes-and-dots-exact',
        `dot ${id} is stored but the ledger has it ${takenForSure.has(id) ? 'taken back' : 'never placed'}`,
      );
    checks++;
  }
  // With nothing uncertain the ledger knows every dot: its tally must be the server's.
  if (placed.uncertain.length === 0 && taken.uncertain.length === 0) {
    // Arrival order is the server's stamp (dot-tally.ts): the one thing taken from its rows.
    const arrived = new Map((server.dots as Dot[]).map((dot) => [dot.id, dot.createdAt]));
    const ledgerDots = placed.acked
      .filter((e) => !takenForSure.has(String(e.args.id)))
      .map((e) => ({ ...e.args, createdAt: arrived.get(String(e.args.id)) }) as unknown as Dot);
    const itemIds = (server.ideas as Row[]).map((idea) => idea.id);
    for (const session of server.votingSessions as (Row &
      Parameters<typeof tallyDots>[0]['session'])[]) {
      const participants = (
        server.participants as (Row & { sessionId: string; name: string })[]
      ).filter((p) => p.sessionId === session.id);
      const tally = (dots: readonly Dot[]) =>
        summary(
          tallyDots({
            session,
            participants,
            dots: dots.filter((dot) => dot.sessionId === session.id),
            itemIds,
          }),
        );
      const fromLedger = tally(ledgerDots);
      if (fromLedger !== tally(server.dots as Dot[]))
        fail('votes-and-dots-exact', `session ${session.id}: the ledger's tally is ${fromLedger}`);
      checks++;
    }
  }
  return checks;
}

const summary = (tally: ReturnType<typeof tallyDots>) =>
  canonical({
    ranking: tally.ranking,
    refused: tally.refused.map((refused) => [refused.dot.id, refused.reason]),
    spent: [...tally.spent].sort(),
    total: tally.total,
  });
