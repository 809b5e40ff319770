import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  browserWithOnlyTheCookie,
  consoleErrors,
  holdAppScript,
  hydrated,
  markDrawn,
  tookOver,
} from './drawn-pages';
import { SYNCED_SINCE_LOAD } from './helpers';
import { ideasProjectMutations, push } from './seed';
import { appAndBrowser } from './suite';

// Every page drawn before its script must be drawn as the script first draws it: React then
// takes the page over. A difference is a hydration mismatch: React logs it (error #418 in a
// production build) and draws the part anew. The browsers here are in a time zone that is not
// the server's, so that nothing drawn may depend on the device's zone either.

const suite = appAndBrowser();

const DESKTOP = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const TIME_ZONE = 'America/Sao_Paulo';

/** Console errors that are hydration mismatches, then every console error. */
function expectNoErrors(errors: string[]) {
  expect(errors.filter((error) => /#418|[Hh]ydrat/.test(error))).toEqual([]);
  expect(errors).toEqual([]);
}

/** Opens `path`, checks it came drawn (not the empty shell), and waits until it is hydrated. */
async function openDrawn(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto(`${suite.app.url}${path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  expect(await page.locator('#root[data-prerendered]').count(), path).toBe(1);
  await hydrated(page);
  return { page, errors };
}

// One language and screen per test: each is a dozen page loads on a shared, busy machine.
it.each([
  { locale: 'pt-BR', viewport: DESKTOP },
  { locale: 'en-US', viewport: PHONE },
  { locale: 'es-ES', viewport: DESKTOP },
  { locale: 'fr-FR', viewport: PHONE },
])(
  'hydrates the public pages and the library without an error ($locale, $viewport.width px)',
  async ({ locale, viewport }) => {
    // No service worker: it would answer the next navigations with the app shell.
    const context = await suite.browser.newContext({
      locale,
      viewport,
      timezoneId: TIME_ZONE,
      serviceWorkers: 'block',
    });
    for (const path of ['/', '/login', '/pricing', '/library']) {
      const { page, errors } = await openDrawn(context, path);
      expect({ path, errors }).toEqual({ path, errors: [] });
      await page.close();
    }
    await context.close();
  },
);

it.each([
  { locale: 'pt-BR', viewport: PHONE },
  { locale: 'en-US', viewport: DESKTOP },
])(
  'hydrates the library drawn for a browser that kept only its session cookie ($locale, $viewport.width px)',
  async ({ locale, viewport }) => {
    const { context, setup } = await browserWithOnlyTheCookie(
      suite.browser,
      suite.app.url,
      undefined,
      { locale, viewport, timezoneId: TIME_ZONE },
    );
    const { page, errors } = await openDrawn(context, '/library');
    await page.locator(SYNCED_SINCE_LOAD).waitFor();
    expectNoErrors(errors);
    await context.close();
    await setup.close();
  },
);

/** A project on its ideas with the room's timer running, started a minute ago. */
async function projectWithRunningTimer(setup: Page): Promise<string> {
  const { projectId, mutations } = ideasProjectMutations(12);
  await push(setup, [
    ...mutations,
    {
      name: 'timer.create',
      args: {
        id: crypto.randomUUID(),
        projectId,
        label: 'Brainstorm',
        durationMs: 10 * 60_000,
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        remainingMs: 10 * 60_000,
      },
    },
  ]);
  return projectId;
}

/**
 * Opens the project's page drawn by the server, holding its script back past the next second
 * (a slow phone's wait for its script), then lets it take the page over.
 */
async function openProjectDrawn(context: BrowserContext, projectId: string) {
  const release = await holdAppScript(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto(`${suite.app.url}/projects/${projectId}`, { waitUntil: 'commit' });
  const chip = page.getByTestId('timer-chip');
  await chip.waitFor();
  expect(await chip.getAttribute('data-phase')).toBe('running');
  // The chip as drawn: React keeps it if its first render matches, draws a new one otherwise.
  await markDrawn(chip);
  await markDrawn(page.getByTestId('sync-indicator'));
  await page.waitForTimeout(1_200);
  release();
  await tookOver(page, 2);
  await page.locator(SYNCED_SINCE_LOAD).waitFor();
  return { page, errors };
}

it.each([
  { locale: 'pt-BR', viewport: DESKTOP },
  { locale: 'pt-BR', viewport: PHONE },
  { locale: 'en-US', viewport: DESKTOP },
  { locale: 'en-US', viewport: PHONE },
])(
  'hydrates a project page drawn for a browser holding only its cookie, its running timer too ($locale, $viewport.width px)',
  async ({ locale, viewport }) => {
    let projectId = '';
    const { context, setup } = await browserWithOnlyTheCookie(
      suite.browser,
      suite.app.url,
      async (page) => {
        projectId = await projectWithRunningTimer(page);
      },
      { locale, viewport, timezoneId: TIME_ZONE },
    );
    const { page, errors } = await openProjectDrawn(context, projectId);
    // Hydrated, the timer counts with the device's clock again.
    const chip = page.getByTestId('timer-chip');
    const shown = await chip.textContent();
    await expect.poll(() => chip.textContent(), { timeout: 5_000 }).not.toBe(shown);
    expectNoErrors(errors);
    await context.close();
    await setup.close();
  },
);
