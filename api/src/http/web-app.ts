import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  LANGUAGE_COOKIE,
  languageShellFile,
  PAGE_RENDERER_FILE,
  PRERENDERED_PAGES,
  pickInitialLanguage,
  prerenderedFile,
} from '@trilha/shared';
import { type Context, Hono, type Next } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { readSessionCookie } from '../auth/session-cookie';
import { type PageDataSources, pagesWithData } from './page-renderer';

/** A page's language: the one chosen in the app (its cookie), else the browser's. */
function pageLanguage(c: Context) {
  return pickInitialLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header('accept-language'));
}

const readBuilt = (distDir: string, file: string) =>
  readFile(join(distDir, file), 'utf8').catch(() => undefined);

/**
 * The HTML of a navigation, in the language the app will pick. To a browser without a session
 * cookie (these pages are drawn signed out), at a page's plain address: the page drawn before
 * its script runs — at build time (web/build/prerender.ts), or by the server with its data for a
 * page of `sources`. Else, or if drawing fails, the app shell made for that language, which asks
 * for the language's first texts beside the script. A build without them gets index.html (the next
 * handler). An installed app never asks: its service worker answers every navigation with
 * index.html.
 */
function appPage(distDir: string, sources: PageDataSources) {
  const withData = pagesWithData(distDir, sources);
  return async (c: Context, next: Next) => {
    const language = pageLanguage(c);
    const shell = await readBuilt(distDir, languageShellFile(language));
    const { pathname, search } = new URL(c.req.url);
    let html = shell;
    // With a query (say /login?next=…) a page would render otherwise than it was drawn.
    if (shell && !readSessionCookie(c) && !search) {
      const built = prerenderedFile(pathname, language);
      html =
        (built && (await readBuilt(distDir, built))) ??
        (await withData(pathname, language, shell)) ??
        shell;
    }
    if (!html) return next();
    c.header('Vary', 'Cookie, Accept-Language');
    return c.html(html);
  };
}

/**
 * Serves the built PWA. Hashed files under /assets never change, so browsers may keep them for a
 * year; everything else (index.html, the service worker, the manifest) must be revalidated so an
 * update is noticed. Any other path is a client-side route: it gets the app's HTML (appPage).
 */
export function webApp(distDir: string, pageData: PageDataSources = {}) {
  const app = new Hono();
  if (!existsSync(join(distDir, 'index.html'))) {
    return app.get('*', (c) =>
      c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503),
    );
  }
  // serveStatic resolves `root` against the working directory.
  const root = relative(process.cwd(), distDir) || '.';
  const page = appPage(distDir, pageData);
  const notFound = (c: Context) => c.text('Not found', 404);
  return (
    app
      // The app shell is about 800 kB of text: gzip makes it the ~200 kB the budget counts.
      .use('*', compress())
      .use('*', async (c, next) => {
        await next();
        const immutable = c.req.path.startsWith('/assets/') && c.res.status === 200;
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      })
      // Before the files: '/' would be index.html.
      .on('GET', Object.keys(PRERENDERED_PAGES), page)
      // The Node bundle that renders pages is the server's, not a file for browsers.
      .get(`/${dirname(PAGE_RENDERER_FILE)}/*`, notFound)
      .use('*', serveStatic({ root }))
      // A hashed file that is not there (an old page asking for last release's chunk) must be a
      // 404, not index.html under an immutable, year-long cache header.
      .get('/assets/*', notFound)
      .get('*', page)
      .get('*', serveStatic({ root, rewriteRequestPath: () => '/index.html' }))
  );
}
