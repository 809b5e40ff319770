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
  type User,
} from '@trilha/shared';
import { type Context, Hono, type Next } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { readSessionCookie } from '../auth/session-cookie';
import { type PageDataSources, pageSourceOf, pagesWithData } from './page-renderer';

/** A page's language: the one chosen in the app (its cookie), else the browser's. */
function pageLanguage(c: Context) {
  return pickInitialLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header('accept-language'));
}

const readBuilt = (distDir: string, file: string) =>
  readFile(join(distDir, file), 'utf8').catch(() => undefined);

/** Who a request's session cookie signs in (see loadSession), or null. */
export type SessionReader = (c: Context) => Promise<User | null>;

/**
 * The HTML of a navigation, in the language the app will pick, at a page's plain address: to a
 * browser without a session cookie, the page drawn before its script runs — at build time
 * (web/build/prerender.ts, signed out), or by the server with its data for a page of `sources`;
 * to a signed-in browser, a page of `sources` drawn for its user (a browser that holds the
 * cookie but none of the app's storage: a new device, or Safari after a week away, which
 * clears a site's storage and service worker but keeps its cookies). Else, or if drawing fails,
 * the app shell made for that language, which asks for the language's first texts beside the
 * script. A build without them gets index.html (the next handler). An installed app never asks:
 * its service worker answers every navigation with index.html.
 */
function appPage(distDir: string, sources: PageDataSources, readerOf: SessionReader) {
  const withData = pagesWithData(distDir, sources);
  return async (c: Context, next: Next) => {
    const language = pageLanguage(c);
    const shell = await readBuilt(distDir, languageShellFile(language));
    const { pathname, search } = new URL(c.req.url);
    let html = shell;
    const signedIn = readSessionCookie(c) !== undefined;
    // With a query (say /login?next=…) a page would render otherwise than it was drawn.
    const page = shell && !search ? pageSourceOf(sources, pathname) : undefined;
    if (shell && !search && !signedIn) {
      const built = prerenderedFile(pathname, language);
      html =
        (built && (await readBuilt(distDir, built))) ??
        (page && (await withData(page, pathname, language, shell, null))) ??
        shell;
    } else if (shell && page) {
      // A cookie whose session has ended gets the shell: the app signs out as it starts.
      const reader = await readerOf(c);
      if (reader) html = (await withData(page, pathname, language, shell, reader)) ?? shell;
    }
    if (!html) return next();
    c.header('Vary', 'Cookie, Accept-Language');
    // A page drawn for one user is never for a shared cache.
    if (signedIn) c.header('Cache-Control', 'private, no-cache');
    return c.html(html);
  };
}

/**
 * Serves the built PWA. Hashed files under /assets never change, so browsers may keep them for a
 * year; everything else (index.html, the service worker, the manifest) must be revalidated so an
 * update is noticed. Any other path is a client-side route: it gets the app's HTML (appPage).
 */
export function webApp(
  distDir: string,
  pageData: PageDataSources = {},
  readerOf: SessionReader = async () => null,
) {
  const app = new Hono();
  if (!existsSync(join(distDir, 'index.html'))) {
    return app.get('*', (c) =>
      c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503),
    );
  }
  // serveStatic resolves `root` against the working directory.
  const root = relative(process.cwd(), distDir) || '.';
  const page = appPage(distDir, pageData, readerOf);
  const notFound = (c: Context) => c.text('Not found', 404);
  return (
    app
      // The app shell is about 800 kB of text: gzip makes it the ~200 kB the budget counts.
      .use('*', compress())
      .use('*', async (c, next) => {
        await next();
        const immutable = c.req.path.startsWith('/assets/') && c.res.status === 200;
        if (immutable) c.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
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
