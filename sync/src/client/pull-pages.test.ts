import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../protocol';
import { joinPages } from './pull-pages';

const PROJECT = '0190c000-0000-7000-8000-0000000000a1';
const IDEA = '0190c000-0000-7000-8000-0000000000b1';
const OTHER = '0190c000-0000-7000-8000-0000000000b2';

const page = (fields: Partial<PullResponse>): PullResponse => ({
  cursor: 'c',
  hasMore: false,
  changes: [],
  removedProjects: [],
  lastMutationId: 0,
  rejected: [],
  ...fields,
});

describe('joinPages', () => {
  it('keeps the later state of a record in both pages, and the later cursor', () => {
    const joined = joinPages(
      page({
        cursor: 'c1',
        hasMore: true,
        lastMutationId: 4,
        changes: [
          { entity: 'ideas', row: { id: IDEA, votes: 1 } },
          { entity: 'ideas', row: { id: OTHER, votes: 0 } },
        ],
      }),
      page({
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
      page({ removedProjects: [PROJECT], rejected: [rejected(1)] }),
      page({
        changes: [{ entity: 'projects', row: { id: PROJECT, name: 'De volta' } }],
        rejected: [rejected(2)],
      }),
    );
    expect(joined.removedProjects).toEqual([]);
    expect(joined.rejected.map((refusal) => refusal.id)).toEqual([1, 2]);
  });
});
