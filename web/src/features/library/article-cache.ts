import { type Article, newestFirst } from '@trilha/shared';
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
 * Stores the list the server just gave: its published articles replace the cached ones, and
 * articles no longer listed (deleted or unpublished) leave the cache too.
 */
export function storeArticleList(articles: readonly Article[]): Promise<void> {
  const published = articles.filter((article) => article.published);
  return bestEffort('store the list', () =>
    libraryDb.transaction('rw', libraryDb.articles, async () => {
      const keep = new Set(published.map((article) => article.id));
      const stale = (await libraryDb.articles.toCollection().primaryKeys()).filter(
        (id) => !keep.has(id),
      );
      await libraryDb.articles.bulkDelete(stale);
      await libraryDb.articles.bulkPut(published);
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
