import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PullResponse } from '../protocol';
import { TrilhaDatabase } from './database';
import { pullPage } from './pull-page-fixture';
import { SyncClient } from './sync-client';

// How pull() goes fast (docs/decisions/0015): the next page is asked for while the current one
// is applied, and rows stored as they are are not written again.

const USER = '0190c000-0000-7000-8000-000000000001';
const PROJECT = '0190c000-0000-7000-8000-0000000000a1';
const NOW = '2026-11-23T10:00:00.000Z';

const idea = (n: number, votes = 0) => ({
  status: 'idea',
  id: `0190c000-0000-7000-8000-0000000000b${n}`,
  projectId: PROJECT,
  title: `Ideia ${n}`,
  description: '',
  category: '',
  feasibility: null,
  impact: null,
  votes,
  createdAt: NOW,
  updatedAt: NOW,
});

/** A device whose server answers `pages` in order; `log` records requests and writes. */
function deviceWithPages(pages: PullResponse[]) {
  const log: string[] = [];
  const asked: URLSearchParams[] = [];
  const db = new TrilhaDatabase(USER, { indexedDB: new IDBFactory(), IDBKeyRange });
  const fetch = async (url: string) => {
    asked.push(new URL(url, 'http://x').searchParams);
    log.push(`request ${asked.length}`);
    const answer = pages.shift();
    if (!answer) throw new Error('no more pages');
    return new Response(JSON.stringify(answer));
  };
  db.ideas.hook('creating', (_key, row) => {
    log.push(`write ${(row as { title: string }).title}`);
  });
  return { client: new SyncClient({ db, fetch }), db, log, asked };
}

afterEach(() => vi.restoreAllMocks());

describe('SyncClient.pull, page after page', () => {
  it('asks for the next page before applying the current one, from where that one ends', async () => {
    const { client, db, log, asked } = deviceWithPages([
      pullPage({
        cursor: 'c1',
        hasMore: true,
        lastMutationId: 3,
        changes: [{ entity: 'ideas', row: idea(1) }],
      }),
      pullPage({ cursor: 'c2', changes: [{ entity: 'ideas', row: idea(2) }] }),
    ]);
    await client.pull();
    expect(log).toEqual(['request 1', 'request 2', 'write Ideia 1', 'write Ideia 2']);
    expect(asked[1]?.get('cursor')).toBe('c1');
    expect(asked[1]?.get('after')).toBe('3');
    expect(await db.ideas.count()).toBe(2);
    expect((await db.meta.get('cursor'))?.value).toBe('c2');
  });

  it('writes only the rows that changed once the device has synced before', async () => {
    const { client, db } = deviceWithPages([
      pullPage({
        cursor: 'c1',
        changes: [
          { entity: 'ideas', row: idea(1) },
          { entity: 'ideas', row: idea(2) },
        ],
      }),
      pullPage({
        cursor: 'c2',
        changes: [
          { entity: 'ideas', row: idea(1) },
          { entity: 'ideas', row: idea(2, 4) },
        ],
      }),
    ]);
    await client.pull();
    const bulkPut = vi.spyOn(db.entityTable('ideas'), 'bulkPut');
    await client.pull();
    expect(bulkPut).toHaveBeenCalledTimes(1);
    expect(bulkPut.mock.calls[0]?.[0]).toEqual([idea(2, 4)]);
    expect(await db.ideas.get(idea(2).id)).toMatchObject({ votes: 4 });
  });

  it('never compares the pages of a first sync with what is stored, page 2 and later included', async () => {
    const { client, db } = deviceWithPages([
      pullPage({ cursor: 'c1', hasMore: true, changes: [{ entity: 'ideas', row: idea(1) }] }),
      pullPage({ cursor: 'c2', hasMore: true, changes: [{ entity: 'ideas', row: idea(2) }] }),
      pullPage({ cursor: 'c3', changes: [{ entity: 'ideas', row: idea(3) }] }),
    ]);
    const bulkGet = vi.spyOn(db.entityTable('ideas'), 'bulkGet');
    await client.pull();
    expect(bulkGet).not.toHaveBeenCalled();
    expect(await db.ideas.count()).toBe(3);
    expect((await db.meta.get('cursor'))?.value).toBe('c3');
  });

  it('writes a first sync in few transactions: pages are joined up to the batch size', async () => {
    const rows = (from: number) =>
      Array.from({ length: 2_000 }, (_, n) => ({
        entity: 'ideas' as const,
        row: { ...idea(0), id: `0190c000-0000-7000-8000-${String(from + n).padStart(12, '0')}` },
      }));
    const { client, db, asked } = deviceWithPages(
      Array.from({ length: 7 }, (_, n) =>
        pullPage({ cursor: `c${n + 1}`, hasMore: n < 6, changes: rows(n * 2_000) }),
      ),
    );
    const transaction = vi.spyOn(db, 'transaction');
    await client.pull();
    expect(asked).toHaveLength(7);
    expect(await db.ideas.count()).toBe(14_000);
    // Page 1 as soon as it arrives; the pages that arrived meanwhile in at most two more (five
    // pages at most per transaction), never one per page.
    const writes = transaction.mock.calls.filter(([mode]) => mode === 'rw');
    expect(writes.length).toBeGreaterThanOrEqual(2);
    expect(writes.length).toBeLessThanOrEqual(3);
    expect((await db.meta.get('cursor'))?.value).toBe('c7');
  });
});

describe('SyncClient.takeDrawnPull, a pull a page was drawn with', () => {
  const drawn = pullPage({ cursor: 'drawn', changes: [{ entity: 'ideas', row: idea(1) }] });

  it('is the first pull of a device that never pulled: the next pull goes on from its cursor', async () => {
    const { client, db, asked } = deviceWithPages([
      pullPage({ cursor: 'next', changes: [{ entity: 'ideas', row: idea(2) }] }),
    ]);
    expect(await client.takeDrawnPull(drawn)).toBe(true);
    expect(await db.ideas.get(idea(1).id)).toEqual(idea(1));
    expect((await db.meta.get('cursor'))?.value).toBe('drawn');
    await client.pull();
    expect(asked[0]?.get('cursor')).toBe('drawn');
    expect(await db.ideas.count()).toBe(2);
  });

  it('is left where the device has pulled before, or has work queued: its own sync knows better', async () => {
    const pulled = deviceWithPages([pullPage({ cursor: 'own' })]);
    await pulled.client.pull();
    expect(await pulled.client.takeDrawnPull(drawn)).toBe(false);
    expect((await pulled.db.meta.get('cursor'))?.value).toBe('own');
    expect(await pulled.db.ideas.count()).toBe(0);

    const queued = deviceWithPages([]);
    await queued.client.mutate('project.create', { id: PROJECT, name: 'Offline' });
    expect(await queued.client.takeDrawnPull(drawn)).toBe(false);
    expect(await queued.db.meta.get('cursor')).toBeUndefined();
    expect(await queued.db.ideas.count()).toBe(0);
  });
});
