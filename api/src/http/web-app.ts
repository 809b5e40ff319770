import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

/**
 * Serves the built PWA. Hashed files under /assets never change, so browsers may keep them for a
 * year; everything else (index.html, the service worker, the manifest) must be revalidated so an
 * update is noticed. Any other path is a client-side route: it gets index.html.
 */
export function webApp(distDir: string) {
  const app = new Hono();
  if (!existsSync(join(distDir, 'index.html'))) {
    return app.get('*', (c) =>
      c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503),
    );
  }
  // serveStatic resolves `root` against the working directory.
  const root = relative(process.cwd(), distDir) || '.';
  return (
    app
      // The app shell is about 800 kB of text: gzip makes it the ~200 kB the budget counts.
      .use('*', compress())
      .use('*', async (c, next) => {
        await next();
        const immutable = c.req.path.startsWith('/assets/') && c.res.status === 200;
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      })
      .use('*', serveStatic({ root }))
      // A hashed file that is not there (an old page asking for last release's chunk) must be a
      // 404, not index.html under an immutable, year-long cache header.
      .get('/assets/*', (c) => c.text('Not found', 404))
      .get('*', serveStatic({ root, rewriteRequestPath: () => '/index.html' }))
  );
}
