import { type Article, type ListedArticle, newestFirst } from '@trilha/shared';
import { Dexie, type EntityTable } from 'dexie';

/**
 * What is stored where, and why: the service worker never caches /api, so the library keeps the
 * articles it has listed or opened in IndexedDB, to stay readable offline. One database for the
 * whole device, not one per user: articles are public. For the same reason only published
 * articles are kept — an administrator's drafts must never show to the next person on a shared
 * tablet.
 */
class LibraryDatabase extends Dexie {
  articles!: EntityTable<Article, 'id'>;

  constructor() {
    super('trilha-library');
    this.version(1).stores({ articles: 'id, category, createdAt' });
  }
}

export const libraryDb = new LibraryDatabase();

/** The cache is best effort: a full disk or a private window must not break reading online. */
async function bestEffort(what: string, write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    console.warn(`library cache: could not ${what}`, error);
  }
}

/**
 * Stores the list the server just gave: its published articles that the reader may open replace
 * the cached ones, and the others leave the cache — deleted, unpublished, or locked by the
 * plan of whoever listed them last (a locked article comes without its text; what an earlier
 * reader's plan opened must not stay readable offline to the next one).
 */
export function storeArticleList(articles: readonly ListedArticle[]): Promise<void> {
  const readable = articles
    .filter((article) => article.published && !article.locked)
    .map(({ readingMinutes: _, locked: __, ...article }): Article => article);
  return bestEffort('store the list', () =>
    libraryDb.transaction('rw', libraryDb.articles, async () => {
      const keep = new Set(readable.map((article) => article.id));
      const stale = (await libraryDb.articles.toCollection().primaryKeys()).filter(
        (id) => !keep.has(id),
      );
      await libraryDb.articles.bulkDelete(stale);
      await libraryDb.articles.bulkPut(readable);
    }),
  );
}

/** Stores one opened article (drafts are not kept, see above). */
export function storeArticle(article: Article): Promise<void> {
  if (!article.published) return forgetArticle(article.id);
  return bestEffort('store an article', () => libraryDb.articles.put(article));
}

/** Drops an article the server says is gone. */
export function forgetArticle(id: string): Promise<void> {
  return bestEffort('forget an article', () => libraryDb.articles.delete(id));
}

/** The cached articles, newest first, as the server lists them. */
export async function cachedArticles(): Promise<Article[]> {
  try {
    return (await libraryDb.articles.toArray()).sort(newestFirst);
  } catch {
    return [];
  }
}

export async function cachedArticle(id: string): Promise<Article | undefined> {
  try {
    return await libraryDb.articles.get(id);
  } catch {
    return undefined;
  }
}
