import { formatMessage } from '@trilha/shared';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { TrilhaDatabase } from './client/database';
import { SyncClient } from './client/sync-client';
import { SYNCED_ENTITIES, type SyncedEntity } from './entities';
import { MutationRejected } from './mutation-rejected';

/**
 * 'Somar aos votos' (votingSession.apply): the dots of a session go to the items' votes once,
 * however many devices press it — on one device, and across devices after a sync.
 */
const USER = '0190c000-0000-7000-8000-000000000001';
let next = 0;
const newId = () => `0190c000-0000-7000-8000-${String(++next).padStart(12, '0')}`;

/** A device; `serverRows` is what its pull receives (another device's database stands in). */
function device(
  serverRows: () => Promise<{ entity: SyncedEntity; row: object }[]> = async () => [],
) {
  const db = new TrilhaDatabase(USER, { indexedDB: new IDBFactory(), IDBKeyRange });
  let cursor = 0;
  const client = new SyncClient({
    db,
    fetch: async (url: string) => {
      if (!url.includes('/pull')) throw new TypeError('offline');
      cursor += 1;
      const body = {
        cursor: `c${cursor}`,
        hasMore: false,
        changes: await serverRows(),
        removedProjects: [],
        lastMutationId: 0,
        rejected: [],
      };
      return new Response(JSON.stringify(body), { status: 200 });
    },
  });
  const mutate = (name: string, args: object) => client.mutate(name, args);
  return { db, client, mutate };
}

async function allRows(db: TrilhaDatabase) {
  const rows: { entity: SyncedEntity; row: object }[] = [];
  for (const entity of SYNCED_ENTITIES) {
    for (const row of await db.entityTable(entity).toArray()) rows.push({ entity, row });
  }
  return rows;
}

/** A revealed session with two ideas: Ana put 2 dots on the first, Bruno 1 on each. */
async function revealedSession(mutate: (name: string, args: object) => Promise<void>) {
  const projectId = newId();
  const [first, second] = [newId(), newId()];
  const sessionId = newId();
  await mutate('project.create', { id: projectId, name: 'Oficina' });
  for (const id of [first, second])
    await mutate('idea.create', { id, projectId, title: 'Ideia', description: 'd' });
  await mutate('votingSession.create', { id: sessionId, projectId, allowStacking: true });
  await mutate('votingSession.update', { id: sessionId, changes: { status: 'revealed' } });
  const counts = [
    { itemId: first, dots: 3 },
    { itemId: second, dots: 1 },
  ];
  return { projectId, sessionId, first, second, counts };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: unknown) =>
      error instanceof MutationRejected ? formatMessage(error.refusal) : String(error),
  );

describe('votingSession.apply', () => {
  it('adds the counts to the votes and records it; a second apply changes nothing', async () => {
    const { db, mutate } = device();
    const { sessionId, first, second, counts } = await revealedSession(mutate);
    await mutate('votingSession.apply', { id: sessionId, counts });
    expect((await db.ideas.get(first))?.votes).toBe(3);
    expect((await db.ideas.get(second))?.votes).toBe(1);
    const appliedAt = (await db.votingSessions.get(sessionId))?.appliedAt;
    expect(appliedAt).toEqual(expect.any(String));

    await mutate('votingSession.apply', { id: sessionId, counts });
    expect((await db.ideas.get(first))?.votes).toBe(3);
    expect((await db.ideas.get(second))?.votes).toBe(1);
    expect((await db.votingSessions.get(sessionId))?.appliedAt).toBe(appliedAt);
  });

  it('is refused while the votes are still hidden; an item deleted since is skipped', async () => {
    const { db, mutate } = device();
    const { projectId, first, second, counts } = await revealedSession(mutate);
    const open = newId();
    await mutate('votingSession.create', { id: open, projectId });
    expect(await refusal(mutate('votingSession.apply', { id: open, counts }))).toBe(
      'Revele os resultados antes de somá-los aos votos.',
    );
    expect((await db.ideas.get(first))?.votes).toBe(0);

    const revealed = (await db.votingSessions.toArray()).find((row) => row.status === 'revealed');
    await mutate('idea.delete', { id: second });
    await mutate('votingSession.apply', { id: revealed?.id ?? '', counts });
    expect((await db.ideas.get(first))?.votes).toBe(3);
  });

  it('is the only way to mark a session applied: not by create, not by update', async () => {
    const { db, mutate } = device();
    const { projectId, sessionId } = await revealedSession(mutate);
    const at = new Date().toISOString();
    expect(
      await refusal(mutate('votingSession.create', { id: newId(), projectId, appliedAt: at })),
    ).not.toBe('saved');
    // An update cannot carry it: the field is dropped from the changes.
    await mutate('votingSession.update', { id: sessionId, changes: { appliedAt: at } });
    expect((await db.votingSessions.get(sessionId))?.appliedAt).toBeNull();
  });

  it('two tablets that both apply offline end with the votes added once', async () => {
    const server = device();
    const { sessionId, first, second, counts } = await revealedSession(server.mutate);
    const tablet = device(() => allRows(server.db));
    await tablet.client.pull();
    expect((await tablet.db.votingSessions.get(sessionId))?.status).toBe('revealed');

    // The tablet applies offline: its own screen shows the votes at once.
    await tablet.mutate('votingSession.apply', { id: sessionId, counts });
    expect((await tablet.db.ideas.get(first))?.votes).toBe(3);
    // Meanwhile another tablet's apply reached the server first.
    await server.mutate('votingSession.apply', { id: sessionId, counts });

    // The tablet's pull rebases its queued apply on the server's state: a no-op there.
    await tablet.client.pull();
    expect((await tablet.db.ideas.get(first))?.votes).toBe(3);
    expect((await tablet.db.ideas.get(second))?.votes).toBe(1);
    expect((await tablet.db.votingSessions.get(sessionId))?.appliedAt).toBe(
      (await server.db.votingSessions.get(sessionId))?.appliedAt,
    );
  });
});
