import type { Article } from '@trilha/shared';

let next = 0;
/** A published article with sensible defaults; ids are valid, distinct UUIDs. */
export function makeArticle(overrides: Partial<Article> = {}): Article {
  next += 1;
  const suffix = String(next).padStart(12, '0');
  return {
    id: `0193a5c0-0000-7000-8000-${suffix}`,
    title: `Artigo ${next}`,
    description: '',
    content: 'Um texto curto.',
    category: 'empathize',
    author: 'Marina Costa',
    tags: [],
    published: true,
    createdAt: `2025-03-${String(10 + (next % 15)).padStart(2, '0')}T12:00:00.000Z`,
    updatedAt: `2025-03-${String(10 + (next % 15)).padStart(2, '0')}T12:00:00.000Z`,
    ...overrides,
  };
}
