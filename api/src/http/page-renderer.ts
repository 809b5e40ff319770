import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  fillShell,
  type Language,
  PAGE_RENDERER_FILE,
  type PageData,
  type RenderPage,
} from '@trilha/shared';

/** The data a page rendered per request is drawn with, by its path (see webApp). */
export type PageDataSources = Readonly<Record<string, () => Promise<PageData>>>;

/**
 * Pages kept drawn (each ~200 kB for the library): the plain address in each language, and a
 * few searches — the query is the visitor's, so the count must be bounded.
 */
const KEPT_PAGES = 16;

/**
 * Draws the pages of `sources` with their data, per request, into a language's shell: the
 * HTML of the web build's page renderer in #root, the data beside it (fillShell). A page drawn
 * with the same data, address and language by the same build as before is sent as it was (a
 * render of the library takes tens of milliseconds). Undefined for any other page, or when
 * drawing fails: the caller then sends the shell, which draws itself in the browser.
 */
export function pagesWithData(distDir: string, sources: PageDataSources) {
  const renderer = pageRenderer(distDir);
  // Loaded now, not by the first visitor (a few hundred milliseconds for the whole app).
  if (Object.keys(sources).length > 0) void renderer();
  const drawn = new Map<string, { renderPage: RenderPage; data: string; html: string }>();

  return async (pathname: string, search: string, language: Language, shell: string) => {
    const source = sources[pathname];
    if (!source) return undefined;
    try {
      const renderPage = await renderer();
      if (!renderPage) return undefined;
      const data = await source();
      const key = `${language} ${pathname}${search}`;
      const json = JSON.stringify(data);
      const kept = drawn.get(key);
      if (kept?.renderPage === renderPage && kept.data === json) return kept.html;
      const html = fillShell(
        shell,
        await renderPage(pathname + search, language, data),
        language,
        data,
      );
      drawn.delete(key);
      drawn.set(key, { renderPage, data: json, html });
      // Maps keep insertion order: the first key is the page drawn longest ago.
      if (drawn.size > KEPT_PAGES) drawn.delete(drawn.keys().next().value as string);
      return html;
    } catch (error) {
      console.warn(`web app: could not render ${pathname}; sending the app shell`, error);
      return undefined;
    }
  };
}

/**
 * The web build's page renderer (PAGE_RENDERER_FILE), loaded on first use and again when a new
 * build replaces it (its HTML must match the build's script and styles). Undefined when the
 * build has none or it cannot be loaded.
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
