import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { type RunningApp, startApp } from './server';

/** What a test file of the browser suite works with. */
export interface Suite {
  app: RunningApp;
  browser: Browser;
}

/**
 * The app exactly as `npm start` serves it, on a fresh embedded database, and Debian's Chromium:
 * started before the file's tests, stopped after them. Read `suite.app` and `suite.browser`
 * inside tests (they are set once the file's `beforeAll` has run).
 */
export function appAndBrowser(): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.app, suite.browser] = await Promise.all([startApp(), launchChromium()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.stop();
  });
  return suite;
}
