/**
 * npm run bench:project-load — a project page of PROJECT_IDEAS ideas loading on a phone, in
 * Debian's Chromium against the production build (BENCH_WEB_DIST_DIR, default web/dist: run
 * `npx vite build` first), served by the real app on a fresh embedded database:
 *
 * 1. new device: the project's address opened over emulated slow 4G (150 ms round trips,
 *    1.6 Mbps down, 750 kbps up), until its first idea card is on screen;
 * 2. new device, CPU slowed 4x (network as it is): the main thread's blocking time during the
 *    load — what long tasks take past 50 ms, after the first paint, as Lighthouse's TBT counts
 *    it — from the browser's own long-task entries over the first LOAD_WINDOW_MS: the first
 *    sync's work (the sync client's schemas, writing the pulled rows) and the first render;
 * 3. returning device (service worker, files and IndexedDB kept from an unmeasured first
 *    visit), CPU slowed 4x: its blocking time the same way.
 *
 * Medians of RUNS. With BASELINE_WEB_DIST_DIR, that build is measured too, alternating run by
 * run with this one, and the ratios are printed. Figures are printed, never asserted: these
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
const FIRST_CARD = '[data-record-id]';
const VIEWPORT = { width: 412, height: 823 };

/** One build under test: its server, a signed-in account and the seeded project. */
interface Subject {
  label: string;
  app: RunningApp;
  cookie: { name: string; value: string; url: string };
  projectUrl: string;
  returning?: BrowserContext;
  newDevice: number[];
  newDeviceBlocking: number[];
  blocking: number[];
}

async function subject(label: string, webDistDir: string): Promise<Subject> {
  const app = await startApp({ webDistDir });
  const session = new HttpSession(app.url);
  await session.signUp('bench-project-load@example.com');
  const { projectId, mutations } = ideasProjectMutations(PROJECT_IDEAS);
  await pushWrites(session, mutations);
  const [name = '', value = ''] = session.cookie.split('=');
  return {
    label,
    app,
    cookie: { name, value, url: app.url },
    projectUrl: `${app.url}/projects/${projectId}`,
    newDevice: [],
    newDeviceBlocking: [],
    blocking: [],
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

async function newDeviceBlocking(browser: Browser, target: Subject): Promise<number> {
  const context = await signedInContext(browser, target);
  try {
    return await loadBlocking(context, target.projectUrl);
  } finally {
    await context.close();
  }
}

async function newDeviceLoad(browser: Browser, target: Subject): Promise<number> {
  const context = await signedInContext(browser, target);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const start = Date.now();
    await page.goto(target.projectUrl);
    await page.locator(FIRST_CARD).first().waitFor({ timeout: 60_000 });
    return Date.now() - start;
  } finally {
    await context.close();
  }
}

/** Opened once, unmeasured, and kept: the service worker, its files and the synced project. */
async function returningDevice(browser: Browser, target: Subject): Promise<BrowserContext> {
  const context = await signedInContext(browser, target);
  const page = await context.newPage();
  await page.goto(target.projectUrl);
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, {
    timeout: 60_000,
  });
  await page.close();
  return context;
}

/** The main thread's blocking time while `url` loads in `context`, CPU slowed 4x. */
async function loadBlocking(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    await page.locator(FIRST_CARD).first().waitFor({ timeout: 60_000 });
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

const browser = await launchChromium();
const subjects: Subject[] = [];
try {
  subjects.push(await subject('this build', process.env.BENCH_WEB_DIST_DIR ?? 'web/dist'));
  const baseline = process.env.BASELINE_WEB_DIST_DIR;
  if (baseline) subjects.push(await subject('baseline', baseline));
  for (const target of subjects) target.returning = await returningDevice(browser, target);
  for (let run = 0; run < RUNS; run++) {
    for (const target of subjects) {
      target.newDevice.push(await newDeviceLoad(browser, target));
      target.newDeviceBlocking.push(await newDeviceBlocking(browser, target));
      if (target.returning)
        target.blocking.push(await loadBlocking(target.returning, target.projectUrl));
    }
  }
  console.log(`Project page of ${PROJECT_IDEAS} ideas, medians of ${RUNS}:`);
  for (const target of subjects) {
    console.log(
      `  ${target.label.padEnd(10)} new device, slow 4G, to the first card: ` +
        `${(median(target.newDevice) / 1000).toFixed(2)} s  ` +
        `(${target.newDevice.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`,
    );
    const blockingLine = (label: string, figures: number[]) =>
      console.log(
        `  ${''.padEnd(10)} ${label}, 4x CPU, blocking time: ` +
          `${Math.round(median(figures))} ms  (${figures.map(Math.round).join(', ')})`,
      );
    blockingLine('new device', target.newDeviceBlocking);
    blockingLine('returning device', target.blocking);
  }
  const [current, base] = subjects;
  if (current && base) {
    const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(2);
    console.log(
      `  this build / baseline: new device ${ratio(current.newDevice, base.newDevice)}x, ` +
        `its blocking ${ratio(current.newDeviceBlocking, base.newDeviceBlocking)}x, ` +
        `returning device's blocking ${ratio(current.blocking, base.blocking)}x`,
    );
  }
} finally {
  for (const target of subjects) {
    await target.returning?.close();
    await target.app.stop();
  }
  await browser.close();
}
