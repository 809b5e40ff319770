import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { SIGNUP_PROFILE } from '../api/test/signup-fixture';

/** Screenshots are kept as test artefacts (gitignored). */
export const ARTIFACTS = fileURLToPath(new URL('../test-artifacts/e2e/', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

let counter = 0;
export function newAccount() {
  counter += 1;
  return {
    name: 'Ana Souza',
    email: `ana.${Date.now()}.${counter}@example.com`,
    password: 'Segura123',
  };
}

/** What the signup screens send for `account` (POST /api/auth/signup). */
export function signupBody(account: { name: string; email: string; password: string }) {
  return {
    name: account.name,
    email: account.email,
    password: account.password,
    ...SIGNUP_PROFILE,
  };
}

/** Creates an account through the API, as the signup screens would (faster for other scenarios). */
export async function signUpByApi(page: Page, account = newAccount()) {
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  }, signupBody(account));
  if (status !== 201) throw new Error(`signup answered ${status}`);
  return account;
}

/** Signs in through the login screen. */
export async function signIn(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Nome de usuário').fill(account.email);
  await page.getByLabel(/^Senha/).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Creates a project through the 'Novo Projeto' dialog and waits for its card. */
export async function createProject(page: Page, baseUrl: string, name: string) {
  await page.goto(`${baseUrl}/projects`);
  await page.getByRole('button', { name: 'Novo Projeto' }).first().click();
  await page.getByLabel('Nome do projeto').fill(name);
  await page.getByRole('button', { name: 'Criar Projeto' }).click();
  await page.getByText(name).first().waitFor();
}

/** Waits until a service worker controls the page (after one visit, the next load is offline-ready). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}

export async function newContext(browser: { newContext(o: object): Promise<BrowserContext> }) {
  return browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
}

/** A new account, signed up through the API and in through the login screen, in its own browser. */
export async function signedInPage(
  browser: { newContext(o: object): Promise<BrowserContext> },
  baseUrl: string,
  name: string,
  email: string,
): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(baseUrl);
  const account = await signUpByApi(page, { name, email, password: 'Segura123' });
  await signIn(page, baseUrl, account);
  return page;
}

/** The sync indicator once a full push and pull has completed since the page loaded. */
export const SYNCED_SINCE_LOAD =
  '[data-testid="sync-indicator"][data-pending="0"][data-synced-since-load="true"]';

/** Creates a project through the API (when the dialog is not what a scenario tests); its id. */
export async function createProjectByApi(page: Page, name: string): Promise<string> {
  const project = await page.evaluate(async (projectName) => {
    const response = await fetch('/api/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: projectName }),
    });
    return (await response.json()) as { id: string };
  }, name);
  return project.id;
}
