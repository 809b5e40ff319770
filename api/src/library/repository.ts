import type { Article, ArticleCreate, ArticleUpdate } from '@trilha/shared';
import { v7 as uuidv7 } from 'uuid';
import type { Queryable, Sql } from '../db/connect';
import type { SeedArticle } from './seed-articles';

const COLUMNS = [
  'id',
  'title',
  'content',
  'category',
  'author',
  'description',
  'tags',
  'published',
  'createdAt',
  'updatedAt',
] as const;

type ArticleRow = Omit<Article, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

function toArticle(row: ArticleRow): Article {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest first; drafts only when asked (the admin's list). */
export async function listArticles(
  sql: Sql,
  options: { includeDrafts: boolean },
): Promise<Article[]> {
  const rows = await sql<ArticleRow[]>`
    SELECT ${sql(COLUMNS)} FROM articles
    WHERE published OR ${options.includeDrafts}
    ORDER BY created_at DESC, id DESC`;
  return rows.map(toArticle);
}

export async function findArticle(sql: Sql, id: string): Promise<Article | undefined> {
  const [row] = await sql<ArticleRow[]>`SELECT ${sql(COLUMNS)} FROM articles WHERE id = ${id}`;
  return row && toArticle(row);
}

export async function insertArticle(sql: Sql, input: Omit<ArticleCreate, 'id'>): Promise<Article> {
  const values = { id: uuidv7(), ...input };
  const [row] = await sql<ArticleRow[]>`
    INSERT INTO articles ${sql(values)} RETURNING ${sql(COLUMNS)}`;
  if (!row) throw new Error('INSERT returned no row');
  return toArticle(row);
}

/** Writes only the fields given; undefined when there is no such article. */
export async function updateArticle(
  sql: Sql,
  id: string,
  changes: ArticleUpdate,
): Promise<Article | undefined> {
  const fields = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  const values = { ...fields, updatedAt: new Date() };
  const [row] = await sql<ArticleRow[]>`
    UPDATE articles SET ${sql(values)} WHERE id = ${id} RETURNING ${sql(COLUMNS)}`;
  return row && toArticle(row);
}

export async function deleteArticle(sql: Sql, id: string): Promise<boolean> {
  const rows = await sql`DELETE FROM articles WHERE id = ${id} RETURNING id`;
  return rows.length > 0;
}

/**
 * The library's starting articles, published. Creation times are a second apart in list order
 * so that "newest first" shows them as written; an id already present is left alone.
 */
export async function insertSeedArticles(
  sql: Queryable,
  articles: readonly SeedArticle[],
): Promise<void> {
  if (articles.length === 0) return;
  const now = Date.now();
  const rows = articles.map((article, index) => {
    const createdAt = new Date(now - index * 1000);
    return {
      id: article.id,
      title: article.title,
      description: article.description,
      content: article.content,
      category: article.category,
      author: article.author,
      tags: [...article.tags],
      published: true,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await sql`INSERT INTO articles ${sql(rows)} ON CONFLICT (id) DO NOTHING`;
}
