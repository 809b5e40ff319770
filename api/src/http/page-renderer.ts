import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  fillShell,
  type Language,
  PAGE_RENDERER_FILE,
  type PageData,
  type RenderPage,
  type User,
} from '@trilha/shared';

/**
 * The data a page rendered per request is drawn with, for its reader (the signed-in user, or
 * null for a visitor) and the parameters of its address. Undefined when this page is not drawn
 * for this reader (it then gets the app shell).
 */
export type PageDataSource = (
  reader: User | null,
  params: Readonly<Record<string, string>>,
) => Promise<PageData | undefined>;

/** The pages rendered per request, by route pattern ('/library', '/projects/:id'). */
export type PageDataSources = Readonly<Record<string, PageDataSource>>;

/** A page rendered per request: its source, and the values of its pattern's parameters. */
export interface PageWithData {
  source: PageDataSource;
  params: Readonly<Record<string, string>>;
}

/**
 * The source of `pathname`'s page among `sources`, with the values of its pattern's
 * parameters (each one whole, non-empty segment); undefined when no pattern matches.
 */
export function pageSourceOf(sources: PageDataSources, pathname: string): PageWithData | undefined {
  const segments = pathname.split('/');
  for (const [pattern, source] of Object.entries(sources)) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i] as string;
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== '';
    });
    if (matches) return { source, params };
  }
  return undefined;
}

/** Past this, a render is given up and the shell sent: a visitor never waits on a stuck one. */
const RENDER_TIMEOUT_MS = 5_000;

interface DrawnPage {
  renderPage: RenderPage;
  shell: string;
  data: string;
  html: Promise<string>;
}

/**
 * Draws the pages of `sources` with their data into a language's shell: the HTML of the web
 * build's page renderer in #root, the data beside it (fillShell). Only at their plain address
 * (the caller's part): a query is the visitor's to choose, and drawing whatever is asked would
 * let anyone keep the renderer busy.
 *
 * A visitor's page is drawn once per language while its data, the build's renderer and the
 * shell stay the same (a render of the library takes tens of milliseconds); requests that come
 * while it is being drawn wait for that same render. A signed-in reader's page (`reader`) is
 * drawn for that request: it holds the reader, and keeping one per user would only grow.
 * Undefined for any other page, or when drawing fails or takes too long: the caller then sends
 * the shell.
 */
export function pagesWithData(distDir: string, sources: PageDataSources) {
  const renderer = pageRenderer(distDir);
  // Loaded now, not by the first visitor (a few hundred milliseconds for the whole app).
  if (Object.keys(sources).length > 0) void renderer();
  const drawn = new Map<string, DrawnPage>();

  return async (
    page: PageWithData,
    pathname: string,
    language: Language,
    shell: string,
    reader: User | null,
  ) => {
    try {
      const renderPage = await renderer();
      if (!renderPage) return undefined;
      const found = await page.source(reader, page.params);
      if (!found) return undefined;
      // A reader's page is drawn for this request: it shows the clock as of now (drawnAt). A
      // visitor's is kept and shows nothing of the clock.
      const data: PageData = reader ? { ...found, signedInAs: reader, drawnAt: Date.now() } : found;
      const draw = () =>
        renderPage(pathname, language, data).then((body) => fillShell(shell, body, language, data));
      if (reader) return await withTimeout(draw(), RENDER_TIMEOUT_MS);
      const json = JSON.stringify(data);
      const key = `${language} ${pathname}`;
      let kept = drawn.get(key);
      if (kept?.renderPage !== renderPage || kept.shell !== shell || kept.data !== json) {
        const html = draw();
        const fresh = { renderPage, shell, data: json, html };
        kept = fresh;
        drawn.set(key, fresh);
        // A failed render is not kept: the next request tries again.
        html.catch(() => drawn.get(key) === fresh && drawn.delete(key));
      }
      return await withTimeout(kept.html, RENDER_TIMEOUT_MS);
    } catch (error) {
      console.warn(`web app: could not render ${pathname}; sending the app shell`, error);
      return undefined;
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no page after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The web build's page renderer (PAGE_RENDERER_FILE), loaded on first use and again when a new
 * build replaces it (its HTML must match the build's script and styles; the build moves the
 * file into place whole). Node never unloads a module, so each build a running server sees
 * stays in memory: a deployment restarts the server anyway, this is for development. Undefined
 * when the build has none or it cannot be loaded.
 */
function pageRenderer(distDir: string): () => Promise<RenderPage | undefined> {
  const file = join(distDir, PAGE_RENDERER_FILE);
  let loaded: { version: number; renderPage: Promise<RenderPage | undefined> } | undefined;
  return async () => {
    const version = await stat(file).then(
      (info) => info.mtimeMs,
      () => undefined,
    );
    if (version === undefined) return undefined;
    if (loaded?.version !== version) {
      // A new address per version: Node caches a module by its address.
      const address = `${pathToFileURL(file).href}?version=${version}`;
      const renderPage = import(/* @vite-ignore */ address).then(
        (module: { renderPage: RenderPage }) => module.renderPage,
        (error) => {
          console.warn(`web app: cannot load the page renderer ${file}`, error);
          return undefined;
        },
      );
      loaded = { version, renderPage };
    }
    return loaded.renderPage;
  };
}
