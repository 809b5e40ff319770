import { readingTimeMinutes } from './reading-time';
import type { Article } from './schemas/article';

/**
 * An article as the library lists it (GET /api/articles). A plan opens its N newest published
 * articles — the library's first N cards (billing's libraryArticlesCount); the others are
 * listed, so a reader sees what a paid plan adds, but `locked` and without their text, which
 * only GET /api/articles/:id gives, to an account whose plan opens it. The reading time is
 * given for every card, since a locked one has no text to count.
 */
export type ListedArticle = Article & { readingMinutes: number; locked: boolean };

/**
 * `articles` newest first, as the library lists them, for a reader whose plan opens
 * `openCount` of them (null: every one). Drafts, which only administrators list, never lock.
 */
export function listedArticles(
  articles: readonly Article[],
  openCount: number | null,
): ListedArticle[] {
  let publishedSoFar = 0;
  return articles.map((article) => {
    if (article.published) publishedSoFar += 1;
    const locked = openCount !== null && article.published && publishedSoFar > openCount;
    return {
      ...article,
      content: locked ? '' : article.content,
      readingMinutes: readingTimeMinutes(article.content),
      locked,
    };
  });
}
