import { articleCreateSchema, articleUpdateSchema, listedArticles } from '@trilha/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAdmin } from '../auth/session-middleware';
import { assertArticleWithinPlan, libraryOpenCount } from '../billing/library-limit';
import { notFound } from '../http/errors';
import type { PageDataSources } from '../http/page-renderer';
import { idParam, validate } from '../http/validation';
import {
  deleteArticle,
  findArticle,
  insertArticle,
  listArticles,
  updateArticle,
} from './repository';

// The server names articles: a client-chosen id would let an admin's form overwrite or collide
// with another article, and articles are not created offline.
const articleBodySchema = articleCreateSchema.omit({ id: true });

/**
 * What the library page is drawn with when the server renders it (see webApp): the published
 * articles as GET /api/articles lists them to the reader (a visitor reads as Free).
 */
export function libraryPageData({ sql }: AppDeps): PageDataSources[string] {
  return async (reader) => {
    const [articles, openCount] = await Promise.all([
      listArticles(sql, { includeDrafts: false }),
      libraryOpenCount(sql, reader),
    ]);
    return { articles: listedArticles(articles, openCount) };
  };
}

/** The library is public; drafts exist only for administrators, who also write it. */
export function libraryRoutes({ sql }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = c.get('user');
      const [articles, openCount] = await Promise.all([
        listArticles(sql, { includeDrafts: user?.role === 'admin' }),
        libraryOpenCount(sql, user),
      ]);
      // Every published article is listed; those the plan does not open without their text.
      return c.json(listedArticles(articles, openCount));
    })
    .get('/:id', idParam, async (c) => {
      const article = await findArticle(sql, c.req.valid('param').id);
      // A draft is not there for readers: 404, not 403, so its existence is not revealed.
      if (!article || (!article.published && c.get('user')?.role !== 'admin')) {
        throw notFound('not_found.articles');
      }
      await assertArticleWithinPlan(sql, c.get('user'), article.id);
      return c.json(article);
    })
    .post('/', requireAdmin, validate('json', articleBodySchema), async (c) => {
      const article = await insertArticle(sql, c.req.valid('json'));
      return c.json(article, 201);
    })
    .put('/:id', requireAdmin, idParam, validate('json', articleUpdateSchema), async (c) => {
      const article = await updateArticle(sql, c.req.valid('param').id, c.req.valid('json'));
      if (!article) throw notFound('not_found.articles');
      return c.json(article);
    })
    .delete('/:id', requireAdmin, idParam, async (c) => {
      const deleted = await deleteArticle(sql, c.req.valid('param').id);
      if (!deleted) throw notFound('not_found.articles');
      return c.json({ ok: true });
    });
}
