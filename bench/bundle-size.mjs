// `npm run bench:bundle` (also run by `npm run build`): the JavaScript a first visit to the
// landing page downloads, gzipped, against the budget — as Chromium fetches it, not as the build
// graph predicts: the entry and its preloads, the landing route's chunk, the locale chunks of the
// visitor's language, workbox-window and the update prompt that load once the page is up.
//
// Runs the app as `npm start` serves it (tsx api/src/server.ts, via e2e/server.ts) on a fresh
// database, opens / in Debian's Chromium (a 360 px phone, pt-BR, no cache) and waits until the
// network has been quiet for QUIET_MS. Every same-origin script the page fetched is counted at
// the gzip size of its file in the build. The service worker's own precache downloads run after
// that, in the background, and are not part of the page's load.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/browser.ts';
import { startApp } from '../e2e/server.ts';

const BUDGET_BYTES = 150_000; // 150 kB gzip (kB = 1000 bytes, as Vite's own build report)
const QUIET_MS = 1_500;

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, process.env.BUNDLE_DIST_DIR ?? 'web/dist');

const app = await startApp({ webDistDir: dist });
const browser = await launchChromium();
/** @type {{ file: string; raw: number; gzip: number }[]} */
const scripts = [];
try {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    lastRequestAt = Date.now();
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === app.url) {
      const data = readFileSync(join(dist, decodeURIComponent(url.pathname)));
      scripts.push({ file: url.pathname.slice(1), raw: data.length, gzip: gzipSync(data).length });
    }
  });
  await page.goto(`${app.url}/`, { waitUntil: 'load' });
  while (Date.now() - lastRequestAt < QUIET_MS) await page.waitForTimeout(250);
} finally {
  await browser.close();
  await app.stop();
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1).padStart(6)} kB`;
const width = Math.max(...scripts.map((row) => row.file.length));
console.log('\nScripts Chromium fetched for the landing page (/):');
for (const row of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${row.file.padEnd(width)}  ${kB(row.gzip)} gzip  ${kB(row.raw)} raw`);
}
const total = scripts.reduce((sum, row) => sum + row.gzip, 0);
const raw = scripts.reduce((sum, row) => sum + row.raw, 0);
const verdict = total <= BUDGET_BYTES ? 'within budget' : 'OVER BUDGET';
console.log(
  `\nLanding page JavaScript: ${scripts.length} scripts, ${kB(total).trim()} gzip (${kB(raw).trim()} raw) of ${kB(BUDGET_BYTES).trim()} — ${verdict}\n`,
);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
