import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
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
      if (reader) return await draw();
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
      return await kept.html;
    } catch (error) {
      console.warn(`web app: could not render ${pathname}; sending the app shell`, error);
      return undefined;
    }
  };
}

/**
 * The web build's page renderer (PAGE_RENDERER_FILE), loaded on first use and again when a new
 * build replaces it (its HTML must match the build's script and styles; the build moves the
 * file into place whole). Undefined when the build has none or it cannot be loaded.
 *
 * Each version is loaded and run in a worker thread of its own (page-renderer-worker.mjs),
 * started without tsx's hooks (`execArgv: []`): plain Node, whatever runs the API.
 * - The bundle never goes through tsx. Under tsx, its one dynamic `import(` made tsx rewrite
 *   the whole 7.3 MB file and build a source map of it: some 630 MB more for an API process
 *   (docs/scaling.md).
 * - A render (tens of milliseconds for the library, more for a big project) never holds up the
 *   API's event loop: the API answers other calls meanwhile, and RENDER_TIMEOUT_MS holds even
 *   for a render that never lets go of its thread.
 * - A replaced build is freed: Node never unloads a module, but the old version's thread is
 *   terminated once the new one is in use (renders still in flight on it fail: the shell).
 * The thread never keeps the process alive, and when it fails or ends every render waiting on
 * it fails with it, so its callers send the shell rather than wait.
 */
export function pageRenderer(distDir: string): () => Promise<RenderPage | undefined> {
  const file = join(distDir, PAGE_RENDERER_FILE);
  let loaded: { version: number; renderer: LoadedRenderer } | undefined;
  return async () => {
    const version = await stat(file).then(
      (info) => info.mtimeMs,
      () => undefined,
    );
    if (version === undefined) return undefined;
    // Started again, too, when its worker ended unasked: a render that ran out of memory must not
    // leave every page after it to the shell until the next build.
    if (loaded?.version !== version || loaded.renderer.crashed()) {
      const previous = loaded?.renderer;
      // A thread of its own per version: a module cache of its own (Node caches a module by its
      // address, which stays the same from build to build).
      const renderer = startRenderer(file);
      loaded = { version, renderer };
      // The old version is not asked again from here on; it ends once the new one has loaded
      // (or failed to), so pages are drawn without a gap while it loads.
      if (previous) void renderer.renderPage.finally(previous.stop);
    }
    return loaded.renderer.renderPage;
  };
}

/** A version of the page renderer, in its worker thread. */
interface LoadedRenderer {
  /** Settles once the worker has loaded the bundle: undefined when it could not. */
  renderPage: Promise<RenderPage | undefined>;
  /** Ends the worker; the renders waiting on it fail. */
  stop: () => void;
  /** Whether its worker loaded the bundle and ended since, unasked (an uncaught error, memory). */
  crashed: () => boolean;
}

/** What the worker posts (page-renderer-worker.mjs): once after loading, then one per render. */
type WorkerAnswer =
  | { ready: true }
  | { failed: Error }
  | { id: number; html: string }
  | { id: number; error: string };

const WORKER_SCRIPT = new URL('./page-renderer-worker.mjs', import.meta.url);

/** Starts a worker that loads the renderer in `file`. */
function startRenderer(file: string): LoadedRenderer {
  const worker = new Worker(WORKER_SCRIPT, {
    // Plain Node: none of tsx's hooks (the API's own execArgv) in this thread.
    execArgv: [],
    workerData: { address: pathToFileURL(file).href },
  });
  // Never what keeps the process running.
  worker.unref();
  let state: 'loading' | 'ready' | 'stopped' | 'crashed' = 'loading';
  let settle: (renderPage: RenderPage | undefined) => void = () => {};
  const loaded = new Promise<RenderPage | undefined>((resolve) => {
    settle = resolve;
  });
  const pending = new Map<
    number,
    { resolve: (html: string) => void; reject: (e: Error) => void; stuck: NodeJS.Timeout }
  >();
  let nextId = 0;
  let ended: Error | undefined;
  /** The thread is done with: every render waiting on it fails (its caller sends the shell), and any asked later. */
  const endWith = (error: Error) => {
    ended ??= error;
    for (const waiting of pending.values()) {
      clearTimeout(waiting.stuck);
      waiting.reject(ended);
    }
    pending.clear();
  };

  const renderPage: RenderPage = (path, language, data) => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    return new Promise<string>((resolve, reject) => {
      // The one time limit on a render. One that never lets go of the thread (a loop) would hold
      // every render after it: past RENDER_TIMEOUT_MS the thread is ended, everything waiting on
      // it fails at once, and a new one is started at the next render.
      const stuck = setTimeout(() => {
        state = 'crashed';
        console.warn(`web app: a render of ${path} took more than ${RENDER_TIMEOUT_MS} ms`);
        endWith(
          new Error(`no page after ${RENDER_TIMEOUT_MS} ms: the renderer's thread was ended`),
        );
        void worker.terminate();
      }, RENDER_TIMEOUT_MS);
      pending.set(id, { resolve, reject, stuck });
      try {
        worker.postMessage({ id, path, language, data });
      } catch (error) {
        // Data that cannot cross (PageData is plain JSON: should not happen).
        pending.delete(id);
        clearTimeout(stuck);
        reject(error);
      }
    });
  };
  const cannotLoad = (error: unknown) => {
    if (state !== 'loading') return;
    state = 'stopped';
    console.warn(`web app: cannot load the page renderer ${file}`, error);
    settle(undefined);
    void worker.terminate();
  };

  worker.on('message', (answer: WorkerAnswer) => {
    if ('ready' in answer) {
      if (state !== 'loading') return;
      state = 'ready';
      settle(renderPage);
    } else if ('failed' in answer) cannotLoad(answer.failed);
    else {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (waiting) clearTimeout(waiting.stuck);
      if ('html' in answer) waiting?.resolve(answer.html);
      else waiting?.reject(new Error(answer.error));
    }
  });
  // An uncaught error ends the thread: 'exit' follows.
  let uncaught: Error | undefined;
  worker.on('error', (error) => {
    uncaught = error;
  });
  worker.on('exit', (code) => {
    const error = uncaught ?? new Error(`the page renderer's thread ended (exit code ${code})`);
    cannotLoad(error);
    if (state === 'ready') {
      state = 'crashed';
      console.warn(
        `web app: the page renderer ${file} stopped; it starts again when next asked`,
        error,
      );
    }
    endWith(error);
  });

  return {
    renderPage: loaded,
    stop: () => {
      if (state === 'loading') settle(undefined);
      if (state === 'loading' || state === 'ready') state = 'stopped';
      void worker.terminate();
    },
    crashed: () => state === 'crashed',
  };
}
