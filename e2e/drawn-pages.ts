import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUpByApi } from './helpers';

// Pages drawn before their script (at build time, or by the server): holding the script back,
// seeing React take a page over, and the console errors a mismatch would log.

/**
 * Holds back the app's script (the entry chunk) until `release()`: what a slow phone sees
 * between the page's HTML and its script. (Pages are opened with `waitUntil: 'commit'`: the
 * DOMContentLoaded event waits for module scripts.)
 */
export async function holdAppScript(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until React owns every node of #root: the page is hydrated (or drawn anew). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#root *')].every((node) =>
      Object.keys(node).some((key) => key.startsWith('__reactFiber')),
    ),
  );
}

/** Marks the node `locator` finds as drawn before the script (tookOver checks it is kept). */
export async function markDrawn(locator: Locator) {
  await locator.evaluate((node) => node.setAttribute('data-drawn-before-script', ''));
}

/**
 * Waits until React has hydrated the whole page and checks that it kept the `marked` nodes
 * marked by markDrawn (drawing anew would have replaced them). Hydration goes in slices
 * (main.tsx): a change made before it ends — a language chosen — would meet parts still drawn
 * by the server in the old language, which React reports as a mismatch and draws anew.
 */
export async function tookOver(page: Page, marked = 1) {
  await hydrated(page);
  expect(await page.locator('[data-drawn-before-script]').count()).toBe(marked);
}

/**
 * Console errors and uncaught errors — a hydration mismatch is one: React reports it as
 * "Minified React error #418" — but not a failed request (the signed-out session check
 * answers 401).
 */
export function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * A browser that signed in once (`setup`, still open: another device of the same account) and
 * then lost all the app's storage and its service worker but kept the cookie, as Safari does
 * after seven days away (and as a new device holding the cookie would be). `options` are the
 * new browser's (its locale, viewport, time zone).
 */
export async function browserWithOnlyTheCookie(
  browser: Browser,
  url: string,
  prepare?: (setup: Page) => Promise<void>,
  options: Parameters<Browser['newContext']>[0] = { locale: 'en-US' },
) {
  const setup = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const setupPage = await setup.newPage();
  await setupPage.goto(`${url}/login`);
  const account = await signUpByApi(setupPage);
  const signedIn = await setupPage.evaluate(
    async (login) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(login),
        })
      ).status,
    { username: account.email, password: account.password },
  );
  expect(signedIn).toBe(200);
  await prepare?.(setupPage);
  const context = await browser.newContext({
    ...options,
    serviceWorkers: 'block',
    storageState: { cookies: await setup.cookies(), origins: [] },
  });
  return { context, setup, setupPage };
}
