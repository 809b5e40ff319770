import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, SYNCED_SINCE_LOAD, signIn, signUpByApi } from './helpers';
import { seedIdeasProject } from './seed';
import { appAndBrowser } from './suite';

// Issue 12: a workshop's long lists render only the cards near the screen, a vote shows at
// once with its toast, and the page still scrolls through every card.

const suite = appAndBrowser();
const IDEAS = 300;

/** What the screen shows (a full-page picture of 300 cards would be 30,000 px tall). */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });

const cardsInPage = (page: Page) => page.locator('[data-testid="idea-card"]').count();

async function openBigProject(viewport: { width: number; height: number }) {
  const context = await suite.browser.newContext({ locale: 'pt-BR', viewport });
  const page = await context.newPage();
  await page.goto(suite.app.url);
  const account = await signUpByApi(page);
  await signIn(page, suite.app.url, account);
  const projectId = await seedIdeasProject(page, IDEAS);
  await page.goto(`${suite.app.url}/projects/${projectId}`);
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="idea-card"]').first().waitFor();
  return { context, page };
}

it('lists 300 ideas a screenful at a time, votes at once with one toast, scrolls to the end (tablet)', async () => {
  const { context, page } = await openBigProject({ width: 768, height: 1024 });
  expect(await cardsInPage(page)).toBeLessThan(40);

  const vote = page.getByRole('button', { name: /^Votar \(\+1\)\. 0 votos/ }).first();
  const card = page.locator('[data-testid="idea-card"]').first();
  const title = await card.getByRole('heading').textContent();
  const thirdTitle = await page
    .locator('[data-testid="idea-card"]')
    .nth(2)
    .getByRole('heading')
    .textContent();
  await vote.click();
  await expect
    .poll(() => card.getByRole('button', { name: /^Votar \(\+1\)\./ }).getAttribute('aria-label'))
    .toMatch(/^Votar \(\+1\)\. 1 voto/);
  const toasts = page.getByRole('region', { name: 'Avisos (F8)' });
  await toasts.getByText('Voto registrado!').waitFor();
  await screenshot(page, 'long-list-tablet-vote');

  // The page is as tall as every card (two columns on a tablet, rows of 150 px and more):
  // scrolling to its end shows the last ones; the cards of the top have left the page, but
  // for the one holding keyboard focus (its vote button), kept for the next Tab.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan((IDEAS / 2) * 150);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.getByRole('heading', { name: thirdTitle ?? '' }).count()).toBe(0);
  expect(await page.getByRole('heading', { name: title ?? '' }).count()).toBe(1);
  expect(await cardsInPage(page)).toBeGreaterThan(0);
  expect(await cardsInPage(page)).toBeLessThan(40);
  await screenshot(page, 'long-list-tablet-end');
  await context.close();
});

it('keeps the keyboard on the cards while tabbing down a long list (phone)', async () => {
  const { context, page } = await openBigProject({ width: 390, height: 844 });
  expect(await cardsInPage(page)).toBeLessThan(30);
  await page
    .getByRole('button', { name: /^Votar \(\+1\)\./ })
    .first()
    .focus();
  // Each card holds three buttons (vote, edit, delete): 60 presses walk about 20 cards down.
  for (let i = 0; i < 60; i++) await page.keyboard.press('Tab');
  const focused = await page.evaluate(
    () => document.activeElement?.closest('[data-testid="idea-card"]') !== null,
  );
  expect(focused).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.keyboard.press('F8');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
    'Avisos (F8)',
  );
  await screenshot(page, 'long-list-phone');
  await context.close();
});
