import { type Article, type ListedArticle, listedArticles, PLAN_LIMIT_CODE } from '@trilha/shared';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { apiGet, HttpError, isNetworkError } from '../../lib/api';
import type { CodedMessage } from '../../lib/message-text';
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

/**
 * The library's list, network first: what the server gives is shown and saved; when the network
 * fails, the saved copy is shown instead (with `fromCache`, so the page can say so).
 */
export function useArticleList(): { state: ArticleListState; reload: () => void } {
  // A visitor's first page may come drawn by the server with the articles: start from them,
  // so the first render is the page's HTML, and ask for nothing more.
  const [drawnWith] = useState(() =>
    pageDataFor('articles')?.filter((article) => article.published),
  );
  const [state, setState] = useState<ArticleListState>(() =>
    drawnWith ? { status: 'ready', articles: drawnWith, fromCache: false } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger.
  useEffect(() => {
    if (drawnWith && attempt === 0) {
      forgetPageData('articles');
      void storeArticleList(drawnWith);
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    (async () => {
      try {
        const listed = await apiGet<ListedArticle[]>('/api/articles');
        // Administrators also receive drafts; the library shows readers' articles only (drafts
        // are managed, and previewed, in the admin area).
        const articles = listed.filter((article) => article.published);
        // The cards are the screen's largest render: as a transition React draws them in
        // slices, answering taps in between (as the pricing page does with its plans).
        if (active)
          startTransition(() => setState({ status: 'ready', articles, fromCache: false }));
        await storeArticleList(listed);
      } catch (error) {
        if (!isNetworkError(error)) {
          console.warn('library: could not load the articles', error);
          if (active) setState({ status: 'error' });
          return;
        }
        // The device keeps only articles it could read (see storeArticleList): none is locked.
        const articles = listedArticles(await cachedArticles(), null);
        if (!active) return;
        setState(
          articles.length > 0
            ? { status: 'ready', articles, fromCache: true }
            : { status: 'offline' },
        );
      }
    })();
    return () => {
      active = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
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
  const [state, setState] = useState<ArticleState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger.
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    (async () => {
      if (!id) {
        setState({ status: 'notFound' });
        return;
      }
      try {
        const article = await apiGet<Article>(`/api/articles/${encodeURIComponent(id)}`);
        if (active) setState({ status: 'ready', article, fromCache: false });
        await storeArticle(article);
      } catch (error) {
        if (!isNetworkError(error)) {
          // The server says it is gone: the saved copy must not keep it alive.
          if (error instanceof HttpError && error.code === PLAN_LIMIT_CODE) {
            if (active) {
              setState({
                status: 'planLimit',
                refusal: error.detail,
                message: error.serverMessage ?? '',
              });
            }
            return;
          }
          if (error instanceof HttpError && error.status === 404) await forgetArticle(id);
          if (active) setState({ status: 'notFound' });
          return;
        }
        const article = await cachedArticle(id);
        if (!active) return;
        setState(article ? { status: 'ready', article, fromCache: true } : { status: 'offline' });
      }
    })();
    return () => {
      active = false;
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
