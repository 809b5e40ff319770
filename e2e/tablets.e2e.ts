import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  newContext,
  SYNCED_SINCE_LOAD,
  screenshot,
  signIn,
  signUpByApi,
  waitForServiceWorker,
} from './helpers';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

/** Creates records through the REST API (the server's state both tablets start from). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : null,
      });
      return response.status === 204 ? null : response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** A tablet signed in as the facilitator, on the project's page, with the app cached. */
async function tablet(account: { email: string; password: string }, projectId: string) {
  const context = await newContext(suite.browser);
  const page = await context.newPage();
  await signIn(page, suite.app.url, account);
  await waitForServiceWorker(page);
  await page.goto(`${suite.app.url}/projects/${projectId}`);
  return { context, page };
}

/** Reloads, then waits for a full push and pull after the reload with nothing left to send. */
async function settle(page: Page) {
  await page.reload();
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
}

async function openPhase(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).first().click();
}

async function goOffline(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.setOffline(true);
}

it('two tablets offline: votes add up and edits of different fields both survive', async () => {
  const setup = await (await newContext(suite.browser)).newPage();
  await setup.goto(suite.app.url);
  const account = await signUpByApi(setup);
  await signIn(setup, suite.app.url, account);
  const project = await api<{ id: string }>(setup, 'POST', '/api/projects', {
    name: 'Oficina em dois tablets',
  });
  const idea = await api<{ id: string }>(setup, 'POST', `/api/projects/${project.id}/ideas`, {
    title: 'Senha por SMS',
    description: 'Avisar a vez pelo celular',
  });
  await api(setup, 'POST', `/api/projects/${project.id}/personas`, {
    name: 'Carla',
    occupation: 'Enfermeira',
  });
  await setup.close();

  const a = await tablet(account, project.id);
  const b = await tablet(account, project.id);
  await goOffline(a.context, b.context);

  // Tablet A: three votes; tablet B: two — all offline.
  for (const [{ page }, presses] of [
    [a, 3],
    [b, 2],
  ] as const) {
    await openPhase(page, /Fase 3: Idear/);
    for (let press = 0; press < presses; press++) {
      const button = page.getByRole('button', { name: /^Votar \(\+1\)/ });
      await expect.poll(() => button.isEnabled()).toBe(true);
      await button.click();
    }
    await page
      .getByRole('button', { name: /^Votar \(\+1\)/ })
      .getByText(`+1 · ${presses}`)
      .waitFor();
  }
  expect(idea.id).toBeTruthy();

  // Different fields of the same persona.
  for (const [{ page }, field, value] of [
    [a, 'Ocupação', 'Enfermeira-chefe'],
    [b, 'Biografia', 'Trabalha em dois hospitais'],
  ] as const) {
    await openPhase(page, /Fase 1: Empatizar/);
    await page.getByRole('tab', { name: 'Personas' }).click();
    await page.getByRole('button', { name: 'Editar Carla' }).click();
    await page.getByLabel(field).fill(value);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText(value).first().waitFor();
  }

  // Both reconnect.
  for (const { context } of [a, b]) await context.setOffline(false);
  await settle(a.page);
  await settle(b.page);
  await settle(a.page);

  for (const { page } of [a, b]) {
    await openPhase(page, /Fase 3: Idear/);
    await page
      .getByRole('button', { name: /^Votar \(\+1\)/ })
      .getByText('+1 · 5')
      .waitFor();
    await openPhase(page, /Fase 1: Empatizar/);
    await page.getByRole('tab', { name: 'Personas' }).click();
    await page.getByText('Enfermeira-chefe').first().waitFor();
    await page.getByText('Trabalha em dois hospitais').first().waitFor();
  }
  await screenshot(a.page, 'tablets-converged');
  await a.context.close();
  await b.context.close();
});

it('a delete on one tablet wins over an offline edit on the other, which shows the refusal', async () => {
  const setup = await (await newContext(suite.browser)).newPage();
  await setup.goto(suite.app.url);
  const account = await signUpByApi(setup);
  await signIn(setup, suite.app.url, account);
  const project = await api<{ id: string }>(setup, 'POST', '/api/projects', {
    name: 'Excluir contra editar',
  });
  await api(setup, 'POST', `/api/projects/${project.id}/personas`, {
    name: 'Davi',
    occupation: 'Motorista',
  });
  await setup.close();

  const a = await tablet(account, project.id);
  const b = await tablet(account, project.id);
  for (const { page } of [a, b]) {
    await page.getByRole('tab', { name: 'Personas' }).click();
    await page.getByText('Davi').first().waitFor();
  }

  // B edits offline; A deletes online.
  await b.context.setOffline(true);
  await b.page.getByRole('button', { name: 'Editar Davi' }).click();
  await b.page.getByLabel('Ocupação').fill('Motorista de aplicativo');
  await b.page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await b.page.getByText('Motorista de aplicativo').first().waitFor();
  await a.page.getByRole('button', { name: 'Excluir Davi' }).click();
  await a.page.getByText('Nenhuma persona criada').waitFor();
  // The delete reaches the server first: that is the race this scenario is about.
  await expect
    .poll(() => api<unknown[]>(a.page, 'GET', `/api/projects/${project.id}/personas`))
    .toEqual([]);

  await b.context.setOffline(false);
  await b.page.reload();
  await b.page.getByRole('tab', { name: 'Personas' }).click();
  await b.page.getByText('Nenhuma persona criada').waitFor({ timeout: 30_000 });
  await b.page.getByTestId('sync-indicator').click();
  await b.page.getByTestId('sync-rejection').first().waitFor();
  expect(await b.page.getByTestId('sync-rejection').first().textContent()).toContain(
    'Persona não encontrada',
  );
  await screenshot(b.page, 'delete-wins-rejection');
  // Read, the refusal leaves the tablet: the header's red count goes, and stays gone after a
  // reload and a full sync.
  const refusedCount = b.page.getByTestId('sync-indicator').locator('.mantine-Badge-root', {
    hasText: /^1$/,
  });
  await refusedCount.waitFor();
  // By keyboard: Escape closes the details and gives focus back to the indicator; Enter opens
  // them again, and Tab reaches 'Marcar como lidas' (the details are drawn at the page's end).
  const indicator = b.page.getByTestId('sync-indicator');
  await b.page.keyboard.press('Escape');
  await b.page.getByTestId('sync-rejection').first().waitFor({ state: 'detached' });
  await expect
    .poll(() => indicator.evaluate((button) => button === document.activeElement))
    .toBe(true);
  await b.page.keyboard.press('Enter');
  const markRead = b.page.getByRole('button', { name: 'Marcar como lidas' });
  await markRead.waitFor();
  // Focus lands on the words first, so opening never arms the action.
  await expect.poll(() => b.page.evaluate(() => document.activeElement?.tagName)).toBe('DIV');
  await b.page.keyboard.press('Tab');
  await expect
    .poll(() => markRead.evaluate((button) => button === document.activeElement))
    .toBe(true);
  await b.page.keyboard.press('Enter');
  await b.page.getByTestId('sync-rejection').waitFor({ state: 'detached' });
  await refusedCount.waitFor({ state: 'detached' });
  // The button went with the list; focus stayed in the details, so Escape still closes them.
  expect(await b.page.evaluate(() => document.activeElement === document.body)).toBe(false);
  await b.page.keyboard.press('Escape');
  await expect
    .poll(() => indicator.evaluate((button) => button === document.activeElement))
    .toBe(true);
  await b.page.reload();
  await b.page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
  expect(await refusedCount.count()).toBe(0);
  await a.page.reload();
  await a.page.getByRole('tab', { name: 'Personas' }).click();
  await a.page.getByText('Nenhuma persona criada').waitFor();
  await a.context.close();
  await b.context.close();
});
