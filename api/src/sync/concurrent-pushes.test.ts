import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { describe, expect, it, vi } from 'vitest';
import { useSyncAccount } from '../../test/sync-calls';
import { useTestApp } from '../../test/test-app';

// A room's devices push at once to one project (issue 34: bench:load's ten rooms of 30): notes
// and votes, each push waiting for the project's lock held by the one before. Nothing is lost,
// votes add up, every push's answer is its own, and a device pulling all along meets every note
// — versions become visible in the order of their cursor. On a server Postgres the pushes
// really run side by side (CI runs this file on one).

const context = useTestApp();
const ana = useSyncAccount(context);
const { push } = ana;

const id = () => crypto.randomUUID();

interface PullBody {
  cursor: string;
  hasMore: boolean;
  changes: { entity: string; row?: { id: string; votes?: number } }[];
}

describe('pushes of many devices to one project at once', () => {
  it('keeps every note and vote, and a device pulling meanwhile misses none', async () => {
    const fallback = vi.spyOn(console, 'warn');
    const projectId = id();
    const voted = id();
    await push(id(), [
      { id: 1, name: 'project.create', args: { id: projectId, name: 'Sala' } },
      {
        id: 2,
        name: 'idea.create',
        args: { id: voted, projectId, title: 'Alvo', description: 'd' },
      },
    ]);

    const seen = new Map<string, { votes?: number }>();
    let cursor = '';
    const pullOnce = async () => {
      for (;;) {
        const query = new URLSearchParams({ schemaVersion: String(SYNC_SCHEMA_VERSION) });
        if (cursor) query.set('cursor', cursor);
        const { body } = await ana.client.get<PullBody>(`/api/sync/pull?${query}`);
        for (const change of body.changes) if (change.row) seen.set(change.row.id, change.row);
        cursor = body.cursor;
        if (!body.hasMore) return;
      }
    };

    const notes = Array.from({ length: 16 }, () => id());
    let pushing = true;
    const follower = (async () => {
      while (pushing) await pullOnce();
    })();
    const answers = await Promise.all([
      ...notes.map((noteId, i) =>
        push(id(), [
          i % 2 === 0
            ? {
                id: 1,
                name: 'idea.create',
                args: { id: noteId, projectId, title: `Nota ${i}`, description: 'd' },
              }
            : {
                id: 1,
                name: 'observation.create',
                args: {
                  id: noteId,
                  projectId,
                  location: 'Sala',
                  date: '2026-11-28',
                  context: 'Manhã',
                  behavior: `Nota ${i}`,
                },
              },
        ]),
      ),
      ...Array.from({ length: 8 }, () =>
        push(id(), [{ id: 1, name: 'idea.vote', args: { id: voted, delta: 1 } }]),
      ),
    ]);
    pushing = false;
    await follower;
    await pullOnce();

    expect(answers.map((answer) => [answer.status, answer.body.rejected])).toEqual(
      answers.map(() => [200, []]),
    );
    expect(notes.filter((noteId) => !seen.has(noteId))).toEqual([]);
    expect(seen.get(voted)?.votes).toBe(8);
    expect(fallback).not.toHaveBeenCalled(); // the batched path, not the one-by-one fallback
  });
});
