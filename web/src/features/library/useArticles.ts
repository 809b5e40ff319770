import { type Article, type ListedArticle, listedArticles, PLAN_LIMIT_CODE } from '@trilha/shared';
import { useCallback, useEffect, useState } from 'react';
import { apiGet, HttpError } from '../../lib/api';
import type { CodedMessage } from '../../lib/message-text';
import { serverState, shownOf } from '../../lib/server-state';
import { forgetPageData, pageDataFor } from '../../prerender/page-data';
import {
  cachedArticle,
  cachedArticles,
  forgetArticle,
  storeArticle,
  storeArticleList,
} from './article-cache';

export type ArticleListState =
  | { status: 'loading' }
  | { status: 'ready'; articles: ListedArticle[]; fromCache: boolean }
  /** No network and nothing saved on this device yet. */
  | { status: 'offline' }
  | { status: 'error' };

/** The library's list: the device keeps the articles it could read (see storeArticleList). */
const articleList = serverState<ListedArticle[]>({
  name: 'library',
  // Administrators also receive drafts; the library shows readers' articles only (drafts are
  // managed, and previewed, in the admin area).
  fetch: async () =>
    (await apiGet<ListedArticle[]>('/api/articles')).filter((article) => article.published),
  keep: {
    // None of the kept articles is locked: the device keeps only articles it could read.
    read: async () => {
      const kept = listedArticles(await cachedArticles(), null);
      return kept.length > 0 ? kept : undefined;
    },
    write: (_, articles) => storeArticleList(articles),
  },
});

/** One article, kept on the device once opened (see storeArticle). */
const articles = serverState<Article>({
  name: 'article',
  fetch: async (id) => {
    try {
      return await apiGet<Article>(`/api/articles/${encodeURIComponent(id)}`);
    } catch (error) {
      // The server says it is gone: the saved copy must not keep it alive.
      if (error instanceof HttpError && error.status === 404) await forgetArticle(id);
      throw error;
    }
  },
  keep: { read: cachedArticle, write: (_, article) => storeArticle(article) },
});

/**
 * The library's list, network first: what the server gives is shown and saved; when the network
 * fails, the saved copy is shown instead (with `fromCache`, so the page can say so). The cards
 * are the screen's largest render: the layer draws the server's answer as a transition.
 */
export function useArticleList(): { state: ArticleListState; reload: () => void } {
  // A visitor's first page may come drawn by the server with the articles: start from them,
  // so the first render is the page's HTML, and ask for nothing more.
  const [drawnWith] = useState(() =>
    pageDataFor('articles')?.filter((article) => article.published),
  );
  useEffect(() => {
    if (drawnWith) forgetPageData('articles');
  }, [drawnWith]);
  const read = articleList.useValue('', drawnWith);
  const reload = useCallback(() => void articleList.refresh(''), []);
  const shown = shownOf(read);
  const state: ArticleListState =
    read.data && (shown === 'server' || shown === 'device')
      ? { status: 'ready', articles: read.data, fromCache: shown === 'device' }
      : { status: shown === 'refused' ? 'error' : shown === 'offline' ? 'offline' : 'loading' };
  return { state, reload };
}

export type ArticleState =
  | { status: 'loading' }
  | { status: 'ready'; article: Article; fromCache: boolean }
  | { status: 'notFound' }
  /** The account's plan does not open this article (the server's message, and its words). */
  | { status: 'planLimit'; refusal: CodedMessage | undefined; message: string }
  /** No network and this article was never saved on this device. */
  | { status: 'offline' };

/** One article, network first, with the same fallback to the saved copy as the list. */
export function useArticle(id: string | undefined): {
  state: ArticleState;
  reload: () => void;
} {
  const read = articles.useValue(id ?? null);
  const reload = useCallback(() => void (id && articles.refresh(id)), [id]);
  const { data: article, error } = read;
  const shown = shownOf(read);
  const state: ArticleState =
    !id || (shown === 'refused' && !(error instanceof HttpError && error.code === PLAN_LIMIT_CODE))
      ? { status: 'notFound' }
      : shown === 'refused' && error instanceof HttpError
        ? { status: 'planLimit', refusal: error.detail, message: error.serverMessage ?? '' }
        : article && (shown === 'server' || shown === 'device')
          ? { status: 'ready', article, fromCache: shown === 'device' }
          : { status: shown === 'offline' ? 'offline' : 'loading' };
  return { state, reload };
}
