import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  LANGUAGE_COOKIE,
  languageShellFile,
  PRERENDERED_PAGES,
  pickInitialLanguage,
  prerenderedFile,
} from '@trilha/shared';
import { type Context, Hono, type Next } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { readSessionCookie } from '../auth/session-cookie';

/** A page's language: the one chosen in the app (its cookie), else the browser's. */
function pageLanguage(c: Context) {
  return pickInitialLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header('accept-language'));
}

const readBuilt = (distDir: string, file: string) =>
  readFile(join(distDir, file), 'utf8').catch(() => undefined);

/**
 * The HTML of a navigation, in the language the app will pick: a public page drawn before its
 * script runs (web/build/prerender.ts), where the build made one, to a browser without a
 * session cookie (it is rendered signed out) at its plain address; else the app shell made for
 * that language, which asks for the language's first texts beside the script. A build without
 * them gets index.html (the next handler). An installed app never asks: its service worker
 * answers every navigation with index.html.
 */
function appPage(distDir: string) {
  return async (c: Context, next: Next) => {
    const language = pageLanguage(c);
    // With a query (say /login?next=…) the page would render otherwise than it was built.
    const asBuilt = !readSessionCookie(c) && !new URL(c.req.url).search;
    const page = asBuilt ? prerenderedFile(c.req.path, language) : undefined;
    const html =
      (page && (await readBuilt(distDir, page))) ??
      (await readBuilt(distDir, languageShellFile(language)));
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
      // Before the files: '/' would be index.html.
      .on('GET', Object.keys(PRERENDERED_PAGES), appPage(distDir))
      .use('*', serveStatic({ root }))
      // A hashed file that is not there (an old page asking for last release's chunk) must be a
      // 404, not index.html under an immutable, year-long cache header.
      .get('/assets/*', (c) => c.text('Not found', 404))
      .get('*', appPage(distDir))
      .get('*', serveStatic({ root, rewriteRequestPath: () => '/index.html' }))
  );
}
