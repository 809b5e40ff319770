import { type Article, PHASE_KEYS, type PhaseKey } from '@trilha/shared';

export type CategoryTab = 'all' | PhaseKey;
export const CATEGORY_TABS: readonly CategoryTab[] = ['all', ...PHASE_KEYS];

/** The library's search: title, description or author, ignoring case (spec section 9). */
export function matchesSearch(article: Article, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [article.title, article.description, article.author].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}

export function inCategory(article: Article, tab: CategoryTab): boolean {
  return tab === 'all' || article.category === tab;
}

/** How many of the given articles each tab holds. */
export function countByTab(articles: readonly Article[]): Record<CategoryTab, number> {
  const counts = Object.fromEntries(CATEGORY_TABS.map((tab) => [tab, 0])) as Record<
    CategoryTab,
    number
  >;
  for (const article of articles) {
    counts.all += 1;
    counts[article.category] += 1;
  }
  return counts;
}
