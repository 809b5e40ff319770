import { type PullResponse, SYNC_SCHEMA_VERSION } from '@trilha/sync';
import type { Page } from 'playwright-core';
import { createProjectByApi, SYNCED_SINCE_LOAD, signIn, signUpByApi } from '../helpers';
import type { Suite } from '../suite';

// The devices of a room for browser scenarios: an account with a project, and each tablet,
// phone or projector as a browser context of its own (its own IndexedDB, its own service
// worker), signed in to that account.

export interface DeviceShape {
  viewport: { width: number; height: number };
  /** A touch screen: drags are made with touch events. */
  hasTouch?: boolean;
}

export const TABLET_PORTRAIT: DeviceShape = {
  viewport: { width: 768, height: 1024 },
  hasTouch: true,
};
export const TABLET_LANDSCAPE: DeviceShape = {
  viewport: { width: 1024, height: 768 },
  hasTouch: true,
};
export const PHONE: DeviceShape = { viewport: { width: 390, height: 844 }, hasTouch: true };
export const PROJECTOR: DeviceShape = { viewport: { width: 1280, height: 720 } };

/**
 * A new account on a device of this shape, on a fresh project's page after a full sync, for
 * scenarios that stay online (unlike `roomDevice`, the page is not made ready to reload
 * offline). `seed` writes records through the API before the page opens.
 */
export async function freshProjectOn(
  suite: Suite,
  shape: DeviceShape,
  projectName: string,
  seed?: (page: Page, projectId: string) => Promise<void>,
) {
  const context = await suite.browser.newContext({
    locale: 'pt-BR',
    viewport: shape.viewport,
    hasTouch: shape.hasTouch ?? false,
  });
  const page = await context.newPage();
  await page.goto(suite.app.url);
  const account = await signUpByApi(page);
  await signIn(page, suite.app.url, account);
  const projectId = await createProjectByApi(page, projectName);
  await seed?.(page, projectId);
  // The first visit's service worker downloads the whole app; on a busy machine the project
  // page's load, competing with it, once took longer than a navigation may. (No service worker
  // at an insecure http address: nothing to wait for there.)
  await page.evaluate(async () => {
    if ('serviceWorker' in navigator) await navigator.serviceWorker.ready;
  });
  await page.goto(`${suite.app.url}/projects/${projectId}`);
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
  return { page, projectId };
}

/** A new account with one project, both made through the API (the setup device is closed). */
export async function accountWithProject(suite: Suite, projectName: string) {
  const context = await suite.browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(suite.app.url);
  const account = await signUpByApi(page);
  await signIn(page, suite.app.url, account);
  const projectId = await createProjectByApi(page, projectName);
  await context.close();
  return { account, projectId };
}

/**
 * A device of the room signed in to `account`, with the app cached by its service worker (so it
 * reloads without a network), on `path`, after a full sync.
 */
export async function roomDevice(
  suite: Suite,
  account: { email: string; password: string },
  shape: DeviceShape,
  path: string,
): Promise<Page> {
  const context = await suite.browser.newContext({
    locale: 'pt-BR',
    viewport: shape.viewport,
    hasTouch: shape.hasTouch ?? false,
  });
  const page = await context.newPage();
  await signIn(page, suite.app.url, account);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`${suite.app.url}${path}`);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
  return page;
}

/** Reloads, then waits for a full push and pull since the reload with nothing left to send. */
export async function settle(page: Page) {
  await page.reload();
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
}

/** Takes devices off the network (or back on), as a room's wifi going down. */
export async function setOnline(online: boolean, ...pages: Page[]) {
  for (const page of pages) await page.context().setOffline(!online);
}

/** A REST call from a signed-in page; the parsed JSON answer. */
export async function apiJson<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async (call) => {
      const response = await fetch(call.path, {
        method: call.method,
        headers: call.body ? { 'content-type': 'application/json' } : {},
        body: call.body ? JSON.stringify(call.body) : null,
      });
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/**
 * The live rows of one kind in one project, as the server holds them: a first pull of a new
 * device (no cursor), read from a signed-in page.
 */
export async function serverRows(
  page: Page,
  entity: string,
  projectId: string,
): Promise<Record<string, unknown>[]> {
  return rowsOfFirstPull(
    await apiJson<PullResponse>(page, 'GET', firstPullPath()),
    entity,
    projectId,
  );
}

/** A new device's first pull (no cursor): the path to GET. */
export function firstPullPath(): string {
  const params = new URLSearchParams({
    clientId: crypto.randomUUID(),
    schemaVersion: String(SYNC_SCHEMA_VERSION),
    after: '0',
  });
  return `/api/sync/pull?${params}`;
}

/** The live rows of one kind in one project in a first pull's answer, of one page. */
export function rowsOfFirstPull(
  pull: PullResponse,
  entity: string,
  projectId: string,
): Record<string, unknown>[] {
  if (pull.hasMore) throw new Error('a first pull read as one page: this project has more');
  return pull.changes.flatMap((change) =>
    change.entity === entity && 'row' in change && change.row.projectId === projectId
      ? [change.row]
      : [],
  );
}
