import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { freePort, type RunningApp, startApp } from './server';

/** What a test file of the browser suite works with. */
export interface Suite {
  app: RunningApp;
  browser: Browser;
}

/** A room's hub (`app`, started with UPSTREAM_URL) and the cloud Trilha it brings the room to. */
export interface HubSuite extends Suite {
  cloud: RunningApp;
}

type AppOptions = NonNullable<Parameters<typeof startApp>[0]>;

interface SuiteOptions {
  /**
   * Served as http://<host>:<port>, a name the browser maps to the loopback: a laptop's address
   * on a room's hotspot, which browsers do not treat as a secure context.
   */
  insecureHost?: string;
  /** More of the app's environment (a setting the file is about). */
  env?: Readonly<Record<string, string>>;
}

/**
 * The app exactly as `npm start` serves it, on a fresh embedded database, and Debian's Chromium:
 * started before the file's tests, stopped after them. Read `suite.app` and `suite.browser`
 * inside tests (they are set once the file's `beforeAll` has run).
 */
export function appAndBrowser(options: SuiteOptions = {}): Suite {
  return appsAndBrowser<Suite>(options, async (start, appOptions) => ({
    app: await start(appOptions),
  }));
}

/**
 * As appAndBrowser, with a second app as the cloud: the first is its hub (UPSTREAM_URL names
 * the cloud, at localhost, which the cloud's APP_URL also says, so the Origin the hub sends is
 * the cloud's own). Both start at once, on the cloud's port chosen first.
 */
export function hubCloudAndBrowser(options: SuiteOptions = {}): HubSuite {
  return appsAndBrowser<HubSuite>(options, async (start, appOptions) => {
    const cloudPort = await freePort();
    const [app, cloud] = await Promise.all([
      start({
        ...appOptions,
        env: { ...appOptions.env, UPSTREAM_URL: `http://localhost:${cloudPort}` },
      }),
      start({ port: cloudPort }),
    ]);
    return { app, cloud };
  });
}

/** Starts the file's apps (through `start`, which stops every app it started after the file). */
function appsAndBrowser<S extends Suite>(
  options: SuiteOptions,
  startApps: (
    start: (appOptions: AppOptions) => Promise<RunningApp>,
    appOptions: AppOptions,
  ) => Promise<Omit<S, 'browser'>>,
): S {
  const suite = {} as S;
  const running: RunningApp[] = [];
  const start = async (appOptions: AppOptions) => {
    const app = await startApp(appOptions);
    running.push(app);
    return app;
  };
  const host = options.insecureHost;
  beforeAll(async () => {
    const [apps, browser] = await Promise.all([
      startApps(start, {
        ...(host ? { appHost: host } : {}),
        ...(options.env ? { env: options.env } : {}),
      }),
      launchChromium(host ? [`--host-resolver-rules=MAP ${host} 127.0.0.1`] : []),
    ]);
    Object.assign(suite, apps, { browser });
  });
  afterAll(async () => {
    await suite.browser?.close();
    await Promise.all(running.map((app) => app.stop()));
  });
  return suite;
}
