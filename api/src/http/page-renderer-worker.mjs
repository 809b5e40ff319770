// The web build's page renderer, run in a worker thread by api/src/http/page-renderer.ts.
//
// Plain JavaScript, on purpose: the API runs under tsx, and this thread is started without its
// hooks (`execArgv: []`), so Node loads it, and the build's 7.3 MB renderer bundle it imports,
// as they are. Through tsx's hooks the bundle cost an API process some 630 MB more memory (its
// one dynamic `import(` makes tsx rewrite the whole file and map it: docs/scaling.md).
import { parentPort, workerData } from 'node:worker_threads';

/**
 * @typedef {(path: string, language: string, data?: unknown) => Promise<string>} RenderPage
 *   The bundle's export (RenderPage of @trilha/shared).
 * @typedef {{ id: number, path: string, language: string, data?: unknown }} RenderRequest
 *   A page to draw; `data` is the page's data (PageData, plain JSON, cloned on its way here).
 * @typedef {{ id: number, html: string } | { id: number, error: string }} RenderAnswer
 *   The page's HTML, or why it could not be drawn.
 * @typedef {{ ready: true } | { failed: Error }} LoadAnswer
 *   Posted once, after the bundle's import: whether it can draw pages.
 */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @type {RenderPage | undefined} */
let renderPage;
try {
  // The bundle's address (a file: URL), given by the thread that started this one.
  const address = /** @type {{ address: string }} */ (workerData).address;
  const loaded = (await import(address)).renderPage;
  if (typeof loaded !== 'function') throw new Error(`${address} exports no renderPage`);
  renderPage = loaded;
} catch (error) {
  // The thread then ends on its own: it listens to nothing.
  port.postMessage(
    /** @type {LoadAnswer} */ ({
      failed: error instanceof Error ? error : new Error(String(error)),
    }),
  );
}

if (renderPage) {
  const draw = renderPage;
  port.on('message', async (/** @type {RenderRequest} */ { id, path, language, data }) => {
    /** @type {RenderAnswer} */
    let answer;
    try {
      answer = { id, html: await draw(path, language, data) };
    } catch (error) {
      answer = { id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(answer);
  });
  port.postMessage(/** @type {LoadAnswer} */ ({ ready: true }));
}
