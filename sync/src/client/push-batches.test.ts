import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { PUSH_TARGET_BYTES } from '../protocol';
import { TrilhaDatabase } from './database';
import { firstPushBySize, pushedSize } from './push-batches';
import { SyncClient } from './sync-client';

const mutationOf = (id: number, chars: number) => ({
  id,
  name: 'project.update',
  args: { id: '0190c000-0000-7000-8000-0000000000a1', changes: { description: 'x'.repeat(chars) } },
});

describe('firstPushBySize', () => {
  it('takes the longest prefix within the size', () => {
    const queue = [mutationOf(1, 400), mutationOf(2, 400), mutationOf(3, 400)];
    const two = pushedSize(queue[0]) + pushedSize(queue[1]);
    expect(firstPushBySize(queue, two).map((m) => m.id)).toEqual([1, 2]);
    expect(firstPushBySize(queue, two - 1).map((m) => m.id)).toEqual([1]);
    expect(firstPushBySize(queue, 10 * two)).toHaveLength(3);
  });

  it('sends a mutation larger than the target alone rather than never', () => {
    const queue = [mutationOf(1, 5000), mutationOf(2, 10)];
    expect(firstPushBySize(queue, 100).map((m) => m.id)).toEqual([1]);
  });

  it('counts UTF-8 bytes, not characters', () => {
    expect(pushedSize({ text: 'ção' })).toBe(JSON.stringify({ text: 'ção' }).length + 1 + 2);
  });
});

describe('SyncClient.push', () => {
  it('splits a queue of big mutations into pushes under the target size, in order', async () => {
    const USER = '0190c000-0000-7000-8000-000000000001';
    const db = new TrilhaDatabase(USER, { indexedDB: new IDBFactory(), IDBKeyRange });
    // 5 mutations of ~1.5 MB: at most two fit in one 4 MB push.
    for (let i = 0; i < 5; i++) {
      await db.outbox.add({ name: 'project.update', args: mutationOf(0, 1_500_000).args });
    }
    const bodies: { mutations: { id: number }[] }[] = [];
    const fetch = async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { mutations: { id: number }[] };
      bodies.push(body);
      expect(String(init?.body).length).toBeLessThanOrEqual(PUSH_TARGET_BYTES);
      const lastMutationId = body.mutations.at(-1)?.id ?? 0;
      return new Response(JSON.stringify({ lastMutationId, rejected: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const client = new SyncClient({ db, fetch });
    await client.push();
    expect(bodies.map((body) => body.mutations.map((m) => m.id))).toEqual([[1, 2], [3, 4], [5]]);
    expect(await db.outbox.count()).toBe(0);
  });
});
