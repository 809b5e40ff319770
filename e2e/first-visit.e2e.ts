import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpByApi } from './helpers';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

/**
 * Holds back the app's script (the entry chunk) until `release()`: what a slow phone sees
 * between the page's HTML and its script. (Pages are opened with `waitUntil: 'commit'`: the
 * DOMContentLoaded event waits for module scripts.)
 */
async function holdAppScript(context: BrowserContext) {
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

/** Console errors, but not a failed request (the signed-out session check answers 401). */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
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
  const signIn = page.getByRole('link', { name: 'Sign in', exact: true });
  expect(await signIn.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  // A mark on the drawn node: hydration takes the node over, drawing anew would lose it.
  await title.evaluate((node) => node.setAttribute('data-drawn-before-script', ''));

  release();
  // Hydrated: React owns the very node that was drawn before the script (drawing anew would
  // have replaced it), and the header's language selector answers.
  await page.waitForFunction(() => {
    const drawn = document.querySelector('[data-drawn-before-script]');
    return drawn !== null && Object.keys(drawn).some((key) => key.startsWith('__reactFiber'));
  });
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
  await expect.poll(() => submit.isEnabled()).toBe(true);
  expect(await page.getByLabel('Nome de usuário').inputValue()).toBe(account.email);
  await submit.click();
  await page.waitForURL(`${suite.app.url}/`);
  await page.getByRole('heading', { name: /Olá/ }).first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
