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
export function appAndBrowser(options: { insecureHost?: string } = {}): Suite {
  const suite = {} as Suite;
  // An insecure host is served as http://<host>:<port>, a name the browser maps to the loopback:
  // a laptop's address on a room's hotspot, which browsers do not treat as a secure context.
  const host = options.insecureHost;
  beforeAll(async () => {
    [suite.app, suite.browser] = await Promise.all([
      startApp(host ? { appHost: host } : {}),
      launchChromium(host ? [`--host-resolver-rules=MAP ${host} 127.0.0.1`] : []),
    ]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.stop();
  });
  return suite;
}
