import { formatMessage } from '@trilha/shared';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { TrilhaDatabase } from './client/database';
import { SyncClient } from './client/sync-client';
import type { EntityRow, SyncedEntity } from './entities';
import { MutationRejected } from './mutation-rejected';
import type { IdStatus, MutationTransaction } from './mutation-transaction';
import { runMutation } from './mutators';
import type { PullResponse, PushRequest, PushResponse } from './protocol';

const USER = '0190c000-0000-7000-8000-000000000001';
const PROJECT = '0190c000-0000-7000-8000-0000000000a1';
const MAP = '0190c000-0000-7000-8000-0000000000c1';
const NOW = '2026-11-23T10:00:00.000Z';

type Row = Record<string, unknown> & { id: string };

/**
 * A server in memory that runs the real mutators on pushes (in arrival order, as the API does)
 * and answers pulls with every row written after the cursor: enough for two devices to meet.
 */
class MemoryServer {
  private readonly rows = new Map<string, { entity: SyncedEntity; row: Row; version: number }>();
  private readonly applied = new Map<string, number>();
  private version = 0;

  seed(entity: SyncedEntity, row: Row) {
    this.rows.set(`${entity}:${row.id}`, { entity, row, version: ++this.version });
  }

  row(entity: SyncedEntity, id: string) {
    return this.rows.get(`${entity}:${id}`)?.row;
  }

  readonly fetch = async (url: string, init: RequestInit = {}) => {
    if (url.includes('/push')) return Response.json(await this.push(JSON.parse(String(init.body))));
    const params = new URL(url, 'http://x').searchParams;
    return Response.json(this.pull(params));
  };

  private async push(request: PushRequest): Promise<PushResponse> {
    let last = this.applied.get(request.clientId) ?? 0;
    for (const mutation of request.mutations) {
      if (mutation.id <= last) continue;
      await runMutation(this.transaction(), mutation.name, mutation.args);
      last = mutation.id;
    }
    this.applied.set(request.clientId, last);
    return { lastMutationId: last, rejected: [] };
  }

  private pull(params: URLSearchParams): PullResponse {
    const since = Number(params.get('cursor') ?? 0);
    const changes = [...this.rows.values()]
      .filter((stored) => stored.version > since)
      .map(({ entity, row }) => ({ entity, row }));
    return {
      cursor: String(this.version),
      hasMore: false,
      changes,
      removedProjects: [],
      lastMutationId: this.applied.get(params.get('clientId') ?? '') ?? 0,
      rejected: [],
    };
  }

  private transaction(): MutationTransaction {
    const key = (entity: SyncedEntity, id: string) => `${entity}:${id}`;
    const write = (entity: SyncedEntity, row: Row) =>
      this.rows.set(key(entity, row.id), { entity, row, version: ++this.version });
    return {
      userId: USER,
      authorName: '',
      now: () => new Date().toISOString(),
      get: async <E extends SyncedEntity>(entity: E, id: string) =>
        structuredClone(this.rows.get(key(entity, id))?.row) as EntityRow<E> | undefined,
      idStatus: async (entity, id): Promise<IdStatus> =>
        this.rows.has(key(entity, id)) ? 'live' : 'absent',
      insert: async (entity, row) => void write(entity, row as unknown as Row),
      update: async (entity, id, changes) => {
        const stored = this.rows.get(key(entity, id));
        if (stored) write(entity, { ...stored.row, ...(changes as object) });
      },
      childIds: async () => [],
      recordIds: async () => [],
      remove: async (entity, id) => void this.rows.delete(key(entity, id)),
      addVotes: async () => {},
      mayDeleteProject: () => true,
    };
  }
}

function device(server: MemoryServer) {
  const db = new TrilhaDatabase(USER, { indexedDB: new IDBFactory(), IDBKeyRange });
  return { client: new SyncClient({ db, fetch: server.fetch }), db };
}

function serverWithMap(says: string[] = ['Começo']) {
  const server = new MemoryServer();
  server.seed('projects', {
    id: PROJECT,
    ownerId: USER,
    name: 'Oficina',
    description: '',
    status: 'in_progress',
    currentPhase: 1,
    createdAt: NOW,
    updatedAt: NOW,
  });
  server.seed('empathyMaps', {
    id: MAP,
    projectId: PROJECT,
    title: 'Mapa',
    says,
    thinks: [],
    does: [],
    feels: [],
    createdAt: NOW,
    updatedAt: NOW,
  });
  return server;
}

const says = async (db: TrilhaDatabase) => (await db.empathyMaps.get(MAP))?.says;

describe('empathyMap.addItem', () => {
  it('keeps the items two devices added offline at the same time, on both devices', async () => {
    const server = serverWithMap();
    const tabletA = device(server);
    const tabletB = device(server);
    await tabletA.client.pull();
    await tabletB.client.pull();

    // Both offline: each appends to the same quadrant of the same map.
    await tabletA.client.mutate('empathyMap.addItem', { id: MAP, quadrant: 'says', item: 'Da A' });
    await tabletB.client.mutate('empathyMap.addItem', { id: MAP, quadrant: 'says', item: 'Da B' });
    expect(await says(tabletA.db)).toEqual(['Começo', 'Da A']);
    expect(await says(tabletB.db)).toEqual(['Começo', 'Da B']);

    // A syncs first; B pulls before pushing: its pending append is replayed on top.
    await tabletA.client.sync();
    await tabletB.client.pull();
    expect(await says(tabletB.db)).toEqual(['Começo', 'Da A', 'Da B']);

    await tabletB.client.sync();
    await tabletA.client.sync();
    expect(server.row('empathyMaps', MAP)?.says).toEqual(['Começo', 'Da A', 'Da B']);
    expect(await says(tabletA.db)).toEqual(['Começo', 'Da A', 'Da B']);
    expect(await says(tabletB.db)).toEqual(['Começo', 'Da A', 'Da B']);
    expect(await tabletB.client.pending()).toEqual([]);
  });

  it('is what whole-list updates are not: the same race with empathyMap.update loses an item', async () => {
    const server = serverWithMap();
    const tabletA = device(server);
    const tabletB = device(server);
    await tabletA.client.pull();
    await tabletB.client.pull();
    const changes = (item: string) => ({ id: MAP, changes: { says: ['Começo', item] } });
    await tabletA.client.mutate('empathyMap.update', changes('Da A'));
    await tabletB.client.mutate('empathyMap.update', changes('Da B'));
    await tabletA.client.sync();
    await tabletB.client.sync();
    expect(server.row('empathyMaps', MAP)?.says).toEqual(['Começo', 'Da B']);
  });

  it('trims the item and refuses a blank one, an unknown quadrant, a missing map and a full list', async () => {
    const server = serverWithMap(Array.from({ length: 100 }, (_, i) => `Item ${i}`));
    const tablet = device(server);
    await tablet.client.pull();
    const refusal = (args: object) =>
      tablet.client.mutate('empathyMap.addItem', args).then(
        () => 'saved',
        (error: unknown) =>
          error instanceof MutationRejected ? formatMessage(error.refusal) : 'other',
      );
    expect(await refusal({ id: MAP, quadrant: 'says', item: '   ' })).toBe(
      'Item não pode ficar em branco',
    );
    expect(await refusal({ id: MAP, quadrant: 'hears', item: 'x' })).toBe('Quadrante inválido');
    expect(await refusal({ id: PROJECT, quadrant: 'says', item: 'x' })).toBe(
      'Mapa de empatia não encontrado',
    );
    expect(await refusal({ id: MAP, quadrant: 'says', item: 'x' })).toBe('Máximo de 100 itens');
    expect(await refusal({ id: MAP, quadrant: 'feels', item: '  Medo de errar  ' })).toBe('saved');
    expect((await tablet.db.empathyMaps.get(MAP))?.feels).toEqual(['Medo de errar']);
    expect(await tablet.client.pending()).toHaveLength(1);
  });
});
