import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  browserWithOnlyTheCookie,
  consoleErrors,
  holdAppScript,
  markDrawn,
  tookOver,
} from './drawn-pages';
import { SYNCED_SINCE_LOAD, signUpByApi } from './helpers';
import { ideasProjectMutations, push, seedIdeasProject } from './seed';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

/** The page is in the DOM before its stylesheets arrive; the browser paints only after them. */
async function stylesheetsLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );
}

it('draws the landing page before its script, in the browser’s language, and keeps it when the script takes over', async () => {
  const context = await suite.browser.newContext({ locale: 'en-US' });
  const release = await holdAppScript(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto(`${suite.app.url}/`, { waitUntil: 'commit' });

  const title = page.getByRole('heading', {
    name: 'Run Design Thinking projects from start to finish',
  });
  await title.waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  // Styled already: Mantine's colours hang on the color-scheme attribute the app would set.
  await stylesheetsLoaded(page);
  const signIn = page.getByRole('link', { name: 'Sign in', exact: true });
  expect(await signIn.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  // A mark on the drawn node: hydration takes the node over, drawing anew would lose it.
  await markDrawn(title);

  release();
  // Hydrated: React owns the very node that was drawn before the script (drawing anew would
  // have replaced it), and the header's language selector answers.
  await tookOver(page);
  await page.getByLabel('Language').selectOption('es');
  await page.getByRole('heading', { name: 'Lleva proyectos de Design Thinking' }).waitFor();
  expect(errors).toEqual([]);

  // The choice is a cookie too: the next first paint is already in Spanish.
  const html = await (await page.request.get(`${suite.app.url}/`)).text();
  expect(html).toContain('Lleva proyectos de Design Thinking de principio a fin');
  expect(html).toContain('<html lang="es"');
  await context.close();
});

it('keeps what was typed into the login form before its script ran, and submits only after', async () => {
  const setup = await suite.browser.newContext({ locale: 'pt-BR' });
  const setupPage = await setup.newPage();
  await setupPage.goto(`${suite.app.url}/login`);
  const account = await signUpByApi(setupPage);
  await setup.close();

  const context = await suite.browser.newContext({ locale: 'pt-BR' });
  const release = await holdAppScript(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto(`${suite.app.url}/login`, { waitUntil: 'commit' });
  await page.getByLabel('Nome de usuário').fill(account.email);
  await page.getByLabel(/^Senha/).fill(account.password);
  const submit = page.getByRole('button', { name: 'Entrar', exact: true }).last();
  expect(await submit.isDisabled()).toBe(true);
  // Enter before the script: no native submission (it would put the password in the address).
  await page.getByLabel(/^Senha/).press('Enter');
  await page.waitForTimeout(300);
  expect(page.url()).toBe(`${suite.app.url}/login`);

  release();
  // The script now downloads, runs and hydrates the page: 0.9–1.7 s on a busy 2-core machine,
  // past expect.poll's 1 s default.
  await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
  expect(await page.getByLabel('Nome de usuário').inputValue()).toBe(account.email);
  await submit.click();
  await page.waitForURL(`${suite.app.url}/`);
  await page.getByRole('heading', { name: /Olá/ }).first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it('draws the library with its articles before its script, and keeps them for offline reading without asking for them again', async () => {
  const context = await suite.browser.newContext({ locale: 'en-US' });
  const release = await holdAppScript(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const articleRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/articles')) {
      articleRequests.push(request.url());
    }
  });
  await page.goto(`${suite.app.url}/library`, { waitUntil: 'commit' });

  // Drawn by the server, before any script, with every published article.
  const article = page.getByRole('link', {
    name: 'Como preparar e conduzir uma entrevista de empatia',
  });
  await article.waitFor();
  expect(await page.getByRole('tab', { selected: true }).textContent()).toMatch(/^All/);
  // Styled by the library's own stylesheet, which the app's script would otherwise bring.
  await stylesheetsLoaded(page);
  expect(await article.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('none');
  const drawnWith = await page.evaluate(
    () => JSON.parse(document.getElementById('trilha-page-data')?.textContent ?? '{}').articles,
  );
  expect(drawnWith.length).toBeGreaterThan(1);
  expect(await page.locator('a[href^="/library/article/"]').count()).toBe(drawnWith.length);
  await markDrawn(article);

  release();
  await tookOver(page);
  // The page's data became the device's copy of the library, as a list from the server does:
  // the articles a visitor's (Free) plan opens, which came with their text.
  const readable = drawnWith.filter((listed: { locked: boolean }) => !listed.locked).length;
  expect(readable).toBeGreaterThan(0);
  expect(readable).toBeLessThan(drawnWith.length);
  await expect.poll(() => page.evaluate(countCachedArticles)).toBe(readable);
  expect(articleRequests).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it('draws the library signed in for a browser that kept only its session cookie, and keeps it when the script takes over', async () => {
  const { context, setup } = await browserWithOnlyTheCookie(suite.browser, suite.app.url);
  await setup.close();
  const release = await holdAppScript(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto(`${suite.app.url}/library`, { waitUntil: 'commit' });

  // Before any script: the articles, and the header of a signed-in user.
  const article = page.getByRole('link', {
    name: 'Como preparar e conduzir uma entrevista de empatia',
  });
  await article.waitFor();
  expect(await page.getByRole('link', { name: 'Dashboard' }).count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);
  await markDrawn(article);
  // The signed-in header's parts come in their own chunks, loaded before hydrating.
  await markDrawn(page.getByTestId('sync-indicator'));

  release();
  await tookOver(page, 2);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL(`${suite.app.url}/dashboard`);
  expect(errors).toEqual([]);
  await context.close();
});

it('draws a project for a browser that kept only its session cookie; the device keeps those rows as its first pull and syncs on from there', async () => {
  let projectId = '';
  const { context, setup, setupPage } = await browserWithOnlyTheCookie(
    suite.browser,
    suite.app.url,
    async (page) => {
      projectId = await seedIdeasProject(page, 30);
    },
  );
  const release = await holdAppScript(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const pulls: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/sync/pull')) pulls.push(new URL(request.url()));
  });
  await page.goto(`${suite.app.url}/projects/${projectId}`, { waitUntil: 'commit' });

  // Before any script: the project, its phase, and its newest ideas.
  const title = page.getByRole('heading', { name: 'Oficina com 30 ideias' });
  await title.waitFor();
  const firstCard = page.getByTestId('idea-card').first();
  await firstCard.waitFor();
  // (All were pushed at once, so their order among themselves is the ids'.)
  expect(await firstCard.getByRole('heading').textContent()).toMatch(/^Ideia 000\d\d$/);
  // The cards go from plain flow to the window's rows once hydrated: the title stays.
  await markDrawn(title);
  await markDrawn(page.getByTestId('sync-indicator'));

  release();
  await tookOver(page, 2);
  await page.locator(SYNCED_SINCE_LOAD).waitFor();
  // The drawn rows are the device's: its first pull already named this project.
  expect(await page.evaluate(countIdeasStored)).toBe(30);
  expect(pulls.length).toBeGreaterThan(0);
  expect(pulls.every((pull) => pull.searchParams.has('cursor'))).toBe(true);

  // A change made elsewhere after the drawing comes like any other.
  const [newest] = ideasProjectMutations(1).mutations.filter((m) => m.name === 'idea.create');
  await push(setupPage, [
    { name: 'idea.create', args: { ...newest?.args, projectId, title: 'Depois do desenho' } },
  ]);
  await page.getByRole('heading', { name: 'Depois do desenho' }).waitFor();
  expect(await page.evaluate(countIdeasStored)).toBe(31);
  expect(errors).toEqual([]);
  await setup.close();
  await context.close();
});

/** How many ideas the signed-in user's database holds on the device. */
function countIdeasStored() {
  return new Promise<number>((resolve, reject) => {
    void indexedDB.databases().then((databases) => {
      // trilha-<user id> (sync/src/client/database.ts), beside the library's trilha-library.
      const name = databases
        .map((database) => database.name)
        .find((candidate) => /^trilha-[0-9a-f-]{36}$/.test(candidate ?? ''));
      if (!name) return resolve(0);
      const opening = indexedDB.open(name);
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const counting = opening.result.transaction('ideas').objectStore('ideas').count();
        counting.onsuccess = () => resolve(counting.result);
        counting.onerror = () => reject(counting.error);
      };
    }, reject);
  });
}

/** How many articles the library keeps on the device (web/src/features/library/article-cache). */
function countCachedArticles() {
  return new Promise<number>((resolve, reject) => {
    const opening = indexedDB.open('trilha-library');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains('articles')) return resolve(0);
      const counting = database.transaction('articles').objectStore('articles').count();
      counting.onsuccess = () => resolve(counting.result);
      counting.onerror = () => reject(counting.error);
    };
  });
}
