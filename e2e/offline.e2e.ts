import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './browser';
import {
  createProject,
  newContext,
  screenshot,
  signIn,
  signUpByApi,
  waitForServiceWorker,
} from './helpers';
import { type RunningApp, startApp } from './server';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

it('after one visit, the app opens offline for the signed-in user and says it is offline', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(app.url);
  const account = await signUpByApi(page);
  await signIn(page, app.url, account);
  await createProject(page, app.url, 'Oficina na escola');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto(`${app.url}/projects`);
  await page.getByText('Oficina na escola').first().waitFor();
  await page.getByTestId('sync-indicator').getByText('Offline').waitFor();
  await screenshot(page, 'offline-projects');
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await context.close();
});
