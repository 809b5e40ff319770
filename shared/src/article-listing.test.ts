import { describe, expect, it } from 'vitest';
import { listedArticles } from './article-listing';
import type { Article } from './schemas/article';

const article = (id: string, published = true): Article => ({
  id,
  title: `Artigo ${id}`,
  content: 'palavra '.repeat(250),
  category: 'ideate',
  author: 'Equipe Trilha',
  description: '',
  tags: [],
  published,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
});

describe('listedArticles', () => {
  it('opens the first N published articles and gives the others without their text', () => {
    const listed = listedArticles([article('a'), article('b'), article('c')], 2);
    expect(listed.map(({ id, locked }) => [id, locked])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
    ]);
    expect(listed[1]?.content).toBe(article('b').content);
    expect(listed[2]?.content).toBe('');
    // Counted from the whole text, which the reader of a locked card does not get.
    expect(listed.map((item) => item.readingMinutes)).toEqual([2, 2, 2]);
  });

  it('neither locks nor counts drafts (only administrators list them), and null opens all', () => {
    const withDraft = [article('draft', false), article('a'), article('b')];
    expect(listedArticles(withDraft, 1).map((item) => item.locked)).toEqual([false, false, true]);
    expect(listedArticles(withDraft, null).some((item) => item.locked)).toBe(false);
    expect(listedArticles(withDraft, 0).map((item) => item.locked)).toEqual([false, true, true]);
  });
});
