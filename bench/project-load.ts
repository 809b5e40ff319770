/**
 * npm run bench:project-load — a project page of PROJECT_IDEAS ideas and the library loading on
 * a phone, signed in, in Debian's Chromium against the production build (BENCH_WEB_DIST_DIR,
 * default web/dist: run `npx vite build` first), served by the real app on a fresh embedded
 * database. For each page:
 *
 * 1. new device (the session cookie, nothing else): the page's address opened over emulated
 *    slow 4G (150 ms round trips, 1.6 Mbps down, 750 kbps up), until its first card (an idea,
 *    an article) is on screen;
 * 2. new device, CPU slowed 4x (network as it is): the main thread's blocking time during the
 *    load — what long tasks take past 50 ms, after the first paint, as Lighthouse's TBT counts
 *    it — from the browser's own long-task entries over the first LOAD_WINDOW_MS: the first
 *    sync's work (the sync client's schemas, writing the pulled rows) and the first render;
 * 3. returning device (service worker, files and IndexedDB kept from an unmeasured first
 *    visit), CPU slowed 4x: its blocking time the same way.
 *
 * Medians of RUNS. With BASELINE_WEB_DIST_DIR and/or BASELINE_SERVER_ENV (`NAME=value,…`, more
 * of the baseline server's environment), a baseline is measured too, alternating run by run with
 * this one, and the ratios are printed. Figures are printed, never asserted: these
 * machines are noisy. Unlike Lighthouse's simulation, these are observed in the browser.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../e2e/browser';
import { SYNCED_SINCE_LOAD } from '../e2e/helpers';
import { ideasProjectMutations } from '../e2e/seed';
import { type RunningApp, startApp } from '../e2e/server';
import { HttpSession } from './lib/http-session';
import { median } from './lib/stats';
import { pushWrites } from './lib/workshop';

const RUNS = Number(process.env.RUNS ?? 5);
const PROJECT_IDEAS = Number(process.env.PROJECT_IDEAS ?? 500);
const LOAD_WINDOW_MS = Number(process.env.LOAD_WINDOW_MS ?? 8_000);
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const VIEWPORT = { width: 412, height: 823 };

/** A page under test, and what shows that its first screen of cards is there. */
interface PageUnderTest {
  name: string;
  path: string;
  firstCard: string;
}

interface Figures {
  newDevice: number[];
  newDeviceBlocking: number[];
  blocking: number[];
}

/** One build and server under test: a signed-in account and the seeded project. */
interface Subject {
  label: string;
  app: RunningApp;
  cookie: { name: string; value: string; url: string };
  pages: PageUnderTest[];
  returning?: BrowserContext;
  figures: Map<PageUnderTest, Figures>;
}

async function subject(
  label: string,
  webDistDir: string,
  env: Record<string, string> = {},
): Promise<Subject> {
  const app = await startApp({ webDistDir, env });
  const session = new HttpSession(app.url);
  const { projectId, mutations } = ideasProjectMutations(PROJECT_IDEAS);
  try {
    await session.signUp('bench-project-load@example.com');
    await pushWrites(session, mutations);
  } catch (error) {
    // Not a subject yet, so the end of the run would not stop its server.
    await app.stop();
    throw error;
  }
  const [name = '', value = ''] = session.cookie.split('=');
  const pages: PageUnderTest[] = [
    {
      name: `project page, ${PROJECT_IDEAS} ideas`,
      path: `/projects/${projectId}`,
      firstCard: '[data-record-id]',
    },
    { name: '/library', path: '/library', firstCard: 'main article' },
  ];
  return {
    label,
    app,
    cookie: { name, value, url: app.url },
    pages,
    figures: new Map(
      pages.map((page) => [page, { newDevice: [], newDeviceBlocking: [], blocking: [] }]),
    ),
  };
}

/**
 * A fresh browser profile, signed in: nothing cached, nothing in IndexedDB. Its pages keep the
 * browser's long-task entries (loadBlocking reads them).
 */
async function signedInContext(browser: Browser, target: Subject) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'pt-BR' });
  await context.addCookies([target.cookie]);
  await context.addInitScript(() => {
    const tasks: [number, number][] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  return context;
}

async function newDeviceBlocking(browser: Browser, target: Subject, page: PageUnderTest) {
  const context = await signedInContext(browser, target);
  try {
    return await loadBlocking(context, target, page);
  } finally {
    await context.close();
  }
}

async function newDeviceLoad(
  browser: Browser,
  target: Subject,
  { path, firstCard }: PageUnderTest,
) {
  const context = await signedInContext(browser, target);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const start = Date.now();
    await page.goto(target.app.url + path);
    await page.locator(firstCard).first().waitFor({ timeout: 60_000 });
    return Date.now() - start;
  } finally {
    await context.close();
  }
}

/** Opened once, unmeasured, and kept: the service worker, its files and the synced project. */
async function returningDevice(browser: Browser, target: Subject): Promise<BrowserContext> {
  const context = await signedInContext(browser, target);
  const page = await context.newPage();
  for (const { path, firstCard } of target.pages) {
    await page.goto(target.app.url + path);
    await page.locator(firstCard).first().waitFor({ timeout: 120_000 });
  }
  await page.goto(target.app.url + (target.pages[0]?.path ?? '/'));
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, {
    timeout: 60_000,
  });
  await page.close();
  return context;
}

/** The main thread's blocking time while `page` loads in `context`, CPU slowed 4x. */
async function loadBlocking(
  context: BrowserContext,
  target: Subject,
  { path, firstCard }: PageUnderTest,
): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(target.app.url + path);
    await page.locator(firstCard).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(LOAD_WINDOW_MS);
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { longTasks: [number, number][] }).longTasks;
      return tasks
        .filter(([start]) => start >= paint)
        .reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
    });
  } finally {
    await page.close();
  }
}

/** `NAME=value,NAME2=value2` as an environment. */
function environment(text = ''): Record<string, string> {
  return Object.fromEntries(
    text
      .split(',')
      .filter((pair) => pair.includes('='))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

const browser = await launchChromium();
const subjects: Subject[] = [];
try {
  const webDist = process.env.BENCH_WEB_DIST_DIR ?? 'web/dist';
  subjects.push(await subject('this build', webDist));
  const baselineDist = process.env.BASELINE_WEB_DIST_DIR;
  const baselineEnv = process.env.BASELINE_SERVER_ENV;
  if (baselineDist || baselineEnv)
    subjects.push(await subject('baseline', baselineDist ?? webDist, environment(baselineEnv)));
  for (const target of subjects) target.returning = await returningDevice(browser, target);
  for (let run = 0; run < RUNS; run++) {
    for (const target of subjects) {
      for (const [page, figures] of target.figures) {
        figures.newDevice.push(await newDeviceLoad(browser, target, page));
        figures.newDeviceBlocking.push(await newDeviceBlocking(browser, target, page));
        if (target.returning)
          figures.blocking.push(await loadBlocking(target.returning, target, page));
      }
    }
  }
  console.log(`Medians of ${RUNS} runs (each run's figures in brackets):`);
  for (const target of subjects) {
    for (const [page, figures] of target.figures) {
      console.log(
        `  ${target.label.padEnd(10)} ${page.name}: new device, slow 4G, to the first card: ` +
          `${(median(figures.newDevice) / 1000).toFixed(2)} s  ` +
          `(${figures.newDevice.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`,
      );
      const blockingLine = (label: string, values: number[]) =>
        console.log(
          `  ${''.padEnd(10)} ${label}, 4x CPU, blocking time: ` +
            `${Math.round(median(values))} ms  (${values.map(Math.round).join(', ')})`,
        );
      blockingLine('new device', figures.newDeviceBlocking);
      blockingLine('returning device', figures.blocking);
    }
  }
  const [current, base] = subjects;
  if (current && base) {
    const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(2);
    current.pages.forEach((page, i) => {
      const mine = current.figures.get(page);
      const theirs = base.figures.get(base.pages[i] as PageUnderTest);
      if (!mine || !theirs) return;
      console.log(
        `  this build / baseline, ${page.name}: new device ${ratio(mine.newDevice, theirs.newDevice)}x, ` +
          `its blocking ${ratio(mine.newDeviceBlocking, theirs.newDeviceBlocking)}x, ` +
          `returning device's blocking ${ratio(mine.blocking, theirs.blocking)}x`,
      );
    });
  }
} finally {
  for (const target of subjects) {
    await target.returning?.close();
    await target.app.stop();
  }
  await browser.close();
}
