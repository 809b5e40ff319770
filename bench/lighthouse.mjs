// `npm run bench:lighthouse`: Lighthouse's mobile performance audit (its default: a mid-range
// phone, simulated slow 4G and 4x CPU slowdown), RUNS times per page, medians printed.
//
// Pages: /, /login, /pricing and /library (goal ≥ 95; /library both as a visitor and signed in,
// when its first sync runs beside it), and a signed-in project page with PROJECT_IDEAS ideas
// (goal ≥ 90) on three devices: a new one (Lighthouse's default: nothing stored, not even the
// app; the server draws its page, docs/perf-log.md, issue 12 tenth part), one with the app installed that has not opened this project yet, and one that has
// opened it before. The app runs as `npm start` serves it (e2e/server.ts) on a
// fresh database with the production build in BENCH_WEB_DIST_DIR (default web/dist: run
// `npx vite build` first); Chromium is Debian's (CHROMIUM_PATH). Nothing leaves the machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ideasProjectMutations } from '../e2e/seed.ts';
import { startApp } from '../e2e/server.ts';
import { HttpSession } from './lib/http-session.ts';
import { median } from './lib/stats.ts';
import { pushWrites } from './lib/workshop.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const PROJECT_IDEAS = Number(process.env.PROJECT_IDEAS ?? 500);
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, process.env.BENCH_WEB_DIST_DIR ?? 'web/dist');

// REPORT_DIR=dir keeps every run's full Lighthouse report there (JSON), to see why a page scores
// what it does (its request chains, its main-thread work), and its trace with the JavaScript
// profiler's samples (which make the run a little slower): `npm run bench:long-tasks -- file`
// says what each long task ran.
const REPORT_DIR = process.env.REPORT_DIR;
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });

const app = await startApp({ webDistDir: dist });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const session = new HttpSession(app.url);
  await session.signUp('bench-lighthouse@example.com');
  const { projectId, mutations } = ideasProjectMutations(PROJECT_IDEAS);
  await pushWrites(session, mutations);
  const pages = [
    { path: '/', signedIn: false },
    { path: '/login', signedIn: false },
    { path: '/pricing', signedIn: false },
    { path: '/library', label: '/library (visitor)', signedIn: false },
    { path: '/library', label: '/library (signed in)', signedIn: true },
    {
      path: `/projects/${projectId}`,
      label: `/projects/:id (${PROJECT_IDEAS} ideas)`,
      signedIn: true,
    },
    // A tablet with the app installed opening this project for the first time: the service
    // worker and its files are kept, IndexedDB is emptied before each run, so the project comes
    // with a first sync, as it does when a facilitator opens a project made on another device.
    {
      path: `/projects/${projectId}`,
      label: `/projects/:id (${PROJECT_IDEAS} ideas; app installed; project new)`,
      signedIn: true,
      keepStorage: true,
      emptyIndexedDb: true,
    },
    // The same page on a device that has opened it before, as a facilitator's tablet has: the
    // service worker, its files and the project in IndexedDB are kept between runs (Lighthouse
    // clears them by default, which makes the measures above it first visits).
    // One unmeasured run first fills them.
    {
      path: `/projects/${projectId}`,
      label: `/projects/:id (${PROJECT_IDEAS} ideas; returning device)`,
      signedIn: true,
      keepStorage: true,
    },
  ];
  // A second connection to the same Chromium, to empty one kind of storage between runs
  // (Lighthouse either clears everything or nothing): a tab of the app's origin deletes every
  // IndexedDB database it finds.
  const [profile] = (await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)).contexts();
  const emptyIndexedDb = async () => {
    const tab = await profile.newPage();
    await tab.goto(`${app.url}/favicon.ico`);
    await tab.evaluate(async () => {
      const deleted = (name) =>
        new Promise((done, fail) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = done;
          request.onerror = () => fail(request.error);
          request.onblocked = () => fail(new Error(`${name} is held open`));
        });
      for (const { name } of await indexedDB.databases()) await deleted(name);
    });
    await tab.close();
  };
  // ONLY=/pricing,/login measures just those pages (/projects/:id: the project page; a label
  // such as '/library (visitor)' picks one of two measures of a path).
  const only = process.env.ONLY?.split(',');
  const chosen = (page) =>
    !only ||
    only.some(
      (name) => page.path === name || page.label === name || page.label?.startsWith(`${name} (`),
    );
  console.log(`Lighthouse ${RUNS}x per page, mobile, medians:`);
  for (const page of pages.filter(chosen)) {
    const runs = [];
    const failures = [];
    const audit = () =>
      lighthouse(`${app.url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: page.signedIn ? { cookie: session.cookie } : undefined,
        disableStorageReset: page.keepStorage === true,
        additionalTraceCategories: REPORT_DIR ? 'disabled-by-default-v8.cpu_profiler' : undefined,
      });
    if (page.keepStorage) await audit();
    for (let i = 0; i < RUNS; i++) {
      if (page.emptyIndexedDb) await emptyIndexedDb();
      const result = await audit();
      const { categories, audits, runtimeError } = result.lhr;
      if (REPORT_DIR) {
        const name = `${(page.label ?? page.path).replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`;
        writeFileSync(join(REPORT_DIR, name), JSON.stringify(result.lhr));
        // The run's trace too: Chromium's DevTools (Performance, "Load profile") opens it.
        writeFileSync(
          join(REPORT_DIR, name.replace(/\.json$/, '.trace.json')),
          JSON.stringify(result.artifacts.Trace),
        );
      }
      // A run Lighthouse could not finish (say, no paint within its timeout on a loaded
      // machine) has no score: reported, and left out of the medians.
      if (categories.performance.score === null) {
        failures.push(runtimeError?.code ?? 'no score');
        continue;
      }
      runs.push({
        score: Math.round(categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      });
    }
    if (runs.length === 0) {
      console.log(`  ${(page.label ?? page.path).padEnd(28)} no score: ${failures.join(', ')}`);
      continue;
    }
    const m = (key) => median(runs.map((run) => run[key]));
    console.log(
      `  ${(page.label ?? page.path).padEnd(28)} score ${String(m('score')).padStart(3)}  ` +
        `FCP ${(m('fcp') / 1000).toFixed(1)} s  LCP ${(m('lcp') / 1000).toFixed(1)} s  ` +
        `TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(2)}  (scores ${runs.map((run) => run.score).join(', ')}` +
        `${failures.length > 0 ? `; failed: ${failures.join(', ')}` : ''})`,
    );
  }
} finally {
  chrome.kill();
  await app.stop();
}
