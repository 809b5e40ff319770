import { expect, it } from 'vitest';
import {
  createProject,
  newContext,
  screenshot,
  signIn,
  signUpByApi,
  waitForServiceWorker,
} from './helpers';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

it('after one visit, the app opens offline for the signed-in user and says it is offline', async () => {
  const context = await newContext(suite.browser);
  const page = await context.newPage();
  await page.goto(suite.app.url);
  const account = await signUpByApi(page);
  await signIn(page, suite.app.url, account);
  await createProject(page, suite.app.url, 'Oficina na escola');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto(`${suite.app.url}/projects`);
  await page.getByText('Oficina na escola').first().waitFor();
  await page.getByTestId('sync-indicator').getByText('Offline').waitFor();
  await screenshot(page, 'offline-projects');
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await context.close();
});
