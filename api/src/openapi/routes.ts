import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { renderDocsPage } from './docs-page';
import { openApiDocument } from './document';
import { API_ROUTE_DOCS } from './registry';

/** GET /api/openapi.json and its readable page, GET /api/docs; both public, built once. */
export function openApiRoutes({ config }: Pick<AppDeps, 'config'>) {
  const document = openApiDocument(API_ROUTE_DOCS, config.appUrl.origin);
  const page = renderDocsPage(document);
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(document))
    .get('/docs', (c) => c.html(page));
}
