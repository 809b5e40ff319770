import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../protocol';
import { pullPage } from './pull-page-fixture';
import { joinPages, PagePrefetch } from './pull-pages';

const PROJECT = '0190c000-0000-7000-8000-0000000000a1';
const IDEA = '0190c000-0000-7000-8000-0000000000b1';
const OTHER = '0190c000-0000-7000-8000-0000000000b2';

describe('joinPages', () => {
  it('keeps the later state of a record in both pages, and the later cursor', () => {
    const joined = joinPages(
      pullPage({
        cursor: 'c1',
        hasMore: true,
        lastMutationId: 4,
        changes: [
          { entity: 'ideas', row: { id: IDEA, votes: 1 } },
          { entity: 'ideas', row: { id: OTHER, votes: 0 } },
        ],
      }),
      pullPage({
        cursor: 'c2',
        lastMutationId: 2,
        changes: [{ entity: 'ideas', id: IDEA, projectId: PROJECT, deleted: true }],
      }),
    );
    expect(joined.changes).toEqual([
      { entity: 'ideas', row: { id: OTHER, votes: 0 } },
      { entity: 'ideas', id: IDEA, projectId: PROJECT, deleted: true },
    ]);
    expect(joined).toMatchObject({ cursor: 'c2', hasMore: false, lastMutationId: 4 });
  });

  it('forgets a removal the later page undoes, and keeps both pages’ rejections', () => {
    const rejected = (id: number) => ({
      id,
      name: 'idea.create',
      reason: 'conflict' as const,
      message: 'Não foi possível criar a ideia.',
    });
    const joined = joinPages(
      pullPage({ removedProjects: [PROJECT], rejected: [rejected(1)] }),
      pullPage({
        changes: [{ entity: 'projects', row: { id: PROJECT, name: 'De volta' } }],
        rejected: [rejected(2)],
      }),
    );
    expect(joined.removedProjects).toEqual([]);
    expect(joined.rejected.map((refusal) => refusal.id)).toEqual([1, 2]);
  });
});

/** A server whose answers the test releases one by one. */
function heldServer() {
  const asked: { cursor: string | undefined; after: number }[] = [];
  const answers: ((page: PullResponse | Error) => void)[] = [];
  const fetchPage = (cursor: string | undefined, after: number) => {
    asked.push({ cursor, after });
    return new Promise<PullResponse>((resolve, reject) => {
      answers.push((page) => (page instanceof Error ? reject(page) : resolve(page)));
    });
  };
  const answer = async (page: PullResponse | Error) => {
    answers.shift()?.(page);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { asked, answer, fetchPage };
}

const rows = (count: number, from = 0) =>
  Array.from({ length: count }, (_, n) => ({
    entity: 'ideas' as const,
    row: { id: `0190c000-0000-7000-8000-${String(from + n).padStart(12, '0')}` },
  }));

describe('PagePrefetch', () => {
  it('asks for the next page as soon as one answers, from its cursor and settled mutations', async () => {
    const server = heldServer();
    const pages = new PagePrefetch(server.fetchPage, undefined, 2);
    await server.answer(pullPage({ cursor: 'c1', hasMore: true, lastMutationId: 5 }));
    expect(server.asked).toEqual([
      { cursor: undefined, after: 2 },
      { cursor: 'c1', after: 5 },
    ]);
    pages.stop();
  });

  it('hands over what arrived since the last take, joined up to the row limit', async () => {
    const server = heldServer();
    const pages = new PagePrefetch(server.fetchPage, undefined, 0);
    await server.answer(pullPage({ cursor: 'c1', hasMore: true, changes: rows(2) }));
    await server.answer(pullPage({ cursor: 'c2', hasMore: true, changes: rows(2, 2) }));
    await server.answer(pullPage({ cursor: 'c3', hasMore: true, changes: rows(2, 4) }));
    const first = await pages.take(4);
    expect(first).toMatchObject({ cursor: 'c2' });
    expect(first?.changes).toHaveLength(4);
    expect(await pages.take(4)).toMatchObject({ cursor: 'c3' });
    const waiting = pages.take(4);
    await server.answer(pullPage({ cursor: 'c4', changes: rows(1, 6) }));
    expect(await waiting).toMatchObject({ cursor: 'c4', hasMore: false });
    expect(await pages.take(4)).toBeUndefined();
  });

  it('throws a failed request only after the pages that came before it', async () => {
    const server = heldServer();
    const pages = new PagePrefetch(server.fetchPage, undefined, 0);
    await server.answer(pullPage({ cursor: 'c1', hasMore: true, changes: rows(1) }));
    await server.answer(new Error('offline'));
    expect(await pages.take(10)).toMatchObject({ cursor: 'c1' });
    await expect(pages.take(10)).rejects.toThrow('offline');
  });
});
