import type { ListedArticle } from './article-listing';
import type { Language } from './languages';
import type { ProjectRole } from './schemas/sharing';
import type { User } from './schemas/user';

/**
 * The public pages the web build renders to HTML, once per language (web/build/prerender.ts),
 * and which the server sends to a visitor without a session instead of the empty app shell
 * (api/src/http/web-app.ts): the page is drawn before its script has run.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'index',
  '/login': 'login',
  '/pricing': 'pricing',
};

/**
 * What a page the server renders per request was drawn with: each key is one screen's first
 * data. Those pages' content lives in the database, so the build cannot draw them; the server
 * renders them per request (api/src/http/web-app.ts) and sends this data beside the HTML, so
 * the page hydrates without asking for it again.
 *
 * `Pull` is @trilha/sync's PullResponse (this package cannot name it: sync depends on it).
 */
export interface PageData<Pull = unknown> {
  /** /library: the published articles, as GET /api/articles lists them to the page's reader. */
  articles?: ListedArticle[];
  /**
   * /projects/:id (and /project/:id), signed in: every row of that one project as a pull page
   * whose cursor names only it. A device that never pulled takes it as its first pull, so the
   * page is drawn from the same rows its database will hold, and its sync goes on from there.
   * `role` is the reader's in it, so a viewer's page is drawn read-only.
   */
  project?: { id: string; role: ProjectRole; pull: Pull };
  /**
   * The signed-in user the page was drawn for, as GET /api/auth/me gives it; absent on a page
   * drawn signed out (every page drawn at build time, and those drawn for a visitor).
   */
  signedInAs?: User;
  /**
   * When the server drew a page for its signed-in reader (milliseconds since the epoch). What the
   * page shows of the clock (a running timer's time left) is as of this instant, on the server
   * and in the render that hydrates it: the device's own clock takes over once hydrated.
   */
  drawnAt?: number;
}

/**
 * The element that carries a page's PageData as JSON. A data block (type application/json) is
 * never run, so the Content Security Policy (script-src 'self') has nothing to refuse.
 */
export const PAGE_DATA_ELEMENT_ID = 'trilha-page-data';

/**
 * The Node bundle that renders pages, under the web build's folder (web/build/prerender.ts
 * writes it; the build uses it for PRERENDERED_PAGES, the server the pages it renders with their data).
 */
export const PAGE_RENDERER_FILE = 'server/render-page.js';

/** The signature of PAGE_RENDERER_FILE's `renderPage`: the HTML inside #root. */
export type RenderPage = (path: string, language: Language, data?: PageData) => Promise<string>;

/** Where a prerendered page is, under the web build's folder; undefined if it is not one. */
export function prerenderedFile(path: string, language: Language): string | undefined {
  const name = PRERENDERED_PAGES[path];
  return name === undefined ? undefined : `prerendered/${language}/${name}.html`;
}

/**
 * The app shell (index.html) made for one language: it asks for that language's first texts
 * beside the app's script instead of after it. The server sends it for every other page.
 */
export function languageShellFile(language: Language): string {
  return `prerendered/${language}/shell.html`;
}

/**
 * The interface language as a cookie too (the web app writes it beside localStorage), so the
 * server can send a page in the language the app will then run in.
 */
export const LANGUAGE_COOKIE = 'trilha-language';

/**
 * A page rendered before its script (at build time or by the server) carries, on its #root
 * element, the language it was rendered in: the browser hydrates it only if it starts in that
 * language (web/src/main.tsx).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A language's shell with a page's HTML in #root, marked with the language it was drawn in,
 * and the data it was drawn with, if any, beside it.
 */
export function fillShell(shell: string, body: string, language: Language, data?: PageData) {
  // A boundary still waiting (<!--$?-->) or given up to the browser (<!--$!-->), or a script,
  // would mean a page that shows only its spinner until the app's script runs.
  if (/<script|<!--\$[?!]-->/.test(body)) throw new Error('a prerendered page is not complete');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${language}">${body}</div>`;
  return shell.replace(EMPTY_ROOT, () => (data ? root + pageDataBlock(data) : root));
}

/**
 * PageData as a data block. `<` is written as its JSON escape, so no text in the data (an
 * article titled "</script>…") can end the block or open a comment.
 */
function pageDataBlock(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
