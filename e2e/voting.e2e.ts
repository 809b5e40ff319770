import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  ARTIFACTS,
  newContext,
  SYNCED_SINCE_LOAD,
  screenshot,
  signIn,
  signUpByApi,
  waitForServiceWorker,
} from './helpers';
import {
  addParticipants,
  applyToVotes,
  createSession,
  openVotingPanel,
  readRefused,
  readResults,
  reveal,
  spendDots,
} from './room/voting-steps';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

const TABLET_PORTRAIT = { width: 768, height: 1024 };
const TABLET_LANDSCAPE = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

/** A REST call of the signed-in page (the server's state both tablets start from). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : null,
      });
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** A tablet signed in to the account, at `path`, with the app cached for offline use. */
async function tablet(account: { email: string; password: string }, path: string) {
  const context = await newContext(suite.browser);
  const page = await context.newPage();
  await page.setViewportSize(TABLET_PORTRAIT);
  await signIn(page, suite.app.url, account);
  await waitForServiceWorker(page);
  await page.goto(`${suite.app.url}${path}`);
  return { context, page };
}

/** Reloads, then waits for a full push and pull since the reload with nothing left to send. */
async function settle(page: Page) {
  await page.reload();
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
}

async function setOnline(online: boolean, ...contexts: BrowserContext[]) {
  for (const context of contexts) await context.setOffline(!online);
}

const IDEAS = ['Senha por SMS', 'Fila virtual', 'Totem na entrada', 'Cartão fidelidade'];

it('two tablets vote offline, one person overspends on both: the same totals everywhere', async () => {
  const setup = await (await newContext(suite.browser)).newPage();
  await setup.goto(suite.app.url);
  const account = await signUpByApi(setup);
  await signIn(setup, suite.app.url, account);
  const project = await api<{ id: string }>(setup, 'POST', '/api/projects', {
    name: 'Oficina da clínica',
  });
  for (const title of IDEAS) {
    await api(setup, 'POST', `/api/projects/${project.id}/ideas`, {
      title,
      description: `${title}: como funcionaria na recepção`,
    });
  }
  await setup.close();

  // Tablet A creates the session (3 dots, one per item, with names) while online.
  const a = await tablet(account, `/projects/${project.id}`);
  const sessionId = await createSession(a.page, {
    title: 'Quais ideias prototipar?',
    budget: 3,
    anonymous: false,
  });
  const sessionPath = `/projects/${project.id}/voting/${sessionId}`;
  await settle(a.page);
  const b = await tablet(account, sessionPath);
  await b.page.getByTestId('participant-picker').waitFor({ timeout: 30_000 });

  // Both tablets leave the network; two people vote on each.
  await setOnline(false, a.context, b.context);
  await addParticipants(a.page, ['Ana', 'Bruno']);
  await spendDots(a.page, 'Ana', ['Senha por SMS', 'Fila virtual', 'Totem na entrada']);
  await spendDots(a.page, 'Bruno', ['Senha por SMS', 'Fila virtual', 'Cartão fidelidade']);

  await addParticipants(b.page, ['Carla', 'Davi']);
  await spendDots(b.page, 'Carla', ['Senha por SMS', 'Totem na entrada', 'Cartão fidelidade']);
  await b.page.getByRole('button', { name: 'Votar como Davi' }).click();
  await screenshot(b.page, 'voting-ballot-768');
  await b.page.getByRole('button', { name: 'Concluir minha vez' }).click();
  await spendDots(b.page, 'Davi', ['Senha por SMS', 'Fila virtual', 'Totem na entrada']);
  // Ana again, on the other tablet, which does not know her three dots: one dot too many.
  await addParticipants(b.page, ['ana']);
  await spendDots(b.page, 'ana', ['Cartão fidelidade']);
  await screenshot(b.page, 'voting-names-768');

  // A reconnects first, then B: A's dots arrive at the server first.
  await setOnline(true, a.context);
  await settle(a.page);
  await setOnline(true, b.context);
  await settle(b.page);
  await settle(a.page);

  await reveal(a.page);
  await settle(b.page);
  const expected = [
    { title: 'Senha por SMS', dots: 4, rank: 1 },
    { title: 'Fila virtual', dots: 3, rank: 2 },
    { title: 'Totem na entrada', dots: 3, rank: 2 },
    { title: 'Cartão fidelidade', dots: 2, rank: 4 },
  ];
  const refused = ['Ana — 1 ponto recusado: acima do orçamento'];
  for (const { page } of [a, b]) {
    await page.getByTestId('voting-results').waitFor({ timeout: 30_000 });
    expect(await readResults(page)).toEqual(expected);
    expect(await readRefused(page)).toEqual(refused);
  }

  // 'Somar aos votos' on A; B sees it applied after its sync, and the ideas' votes are right.
  await applyToVotes(a.page);
  await settle(a.page);
  await settle(b.page);
  await b.page.getByTestId('votes-applied').waitFor();
  const ideas = await api<{ title: string; votes: number }[]>(
    a.page,
    'GET',
    `/api/projects/${project.id}/ideas`,
  );
  expect(Object.fromEntries(ideas.map((idea) => [idea.title, idea.votes]))).toEqual({
    'Senha por SMS': 4,
    'Fila virtual': 3,
    'Totem na entrada': 3,
    'Cartão fidelidade': 2,
  });

  // The session in the Ideas' prioritization tab, with its status.
  await a.page.goto(`${suite.app.url}/projects/${project.id}`);
  await openVotingPanel(a.page);
  await a.page.getByTestId('voting-sessions').getByText('Revelada').waitFor();
  await a.page.getByTestId('voting-sessions').scrollIntoViewIfNeeded();
  await a.page.getByTestId('voting-sessions').screenshot({
    path: join(ARTIFACTS, 'voting-panel-768.png'),
  });

  for (const [size, name] of [
    [TABLET_PORTRAIT, 'voting-results-768'],
    [TABLET_LANDSCAPE, 'voting-results-1024'],
    [PHONE, 'voting-results-390'],
  ] as const) {
    await b.page.setViewportSize(size);
    await screenshot(b.page, name);
  }
  await a.context.close();
  await b.context.close();
});

it('a phone and a landscape tablet: the ballot and the names fit', async () => {
  const setup = await (await newContext(suite.browser)).newPage();
  await setup.goto(suite.app.url);
  const account = await signUpByApi(setup);
  await signIn(setup, suite.app.url, account);
  const project = await api<{ id: string }>(setup, 'POST', '/api/projects', {
    name: 'Oficina no celular',
  });
  for (const question of ['Como reduzir a espera?', 'Como avisar a vez?']) {
    await api(setup, 'POST', `/api/projects/${project.id}/hmw-questions`, { question });
  }
  await setup.close();

  const { context, page } = await tablet(account, `/projects/${project.id}`);
  await page.setViewportSize(PHONE);
  const sessionId = await createSession(
    page,
    { title: 'Perguntas', budget: 2, allowStacking: true },
    'hmwQuestions',
  );
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  await addParticipants(page, ['Ana', 'Bruno']);
  await screenshot(page, 'voting-names-390');
  await page.getByRole('button', { name: 'Votar como Ana' }).click();
  for (let dot = 0; dot < 2; dot++) {
    await page.getByRole('button', { name: 'Colocar um ponto em Como avisar a vez?' }).click();
  }
  await page.getByTestId('dots-left').getByText('Restam 0 de 2 pontos').waitFor();
  await screenshot(page, 'voting-ballot-390');
  await page.setViewportSize(TABLET_LANDSCAPE);
  await screenshot(page, 'voting-ballot-1024');
  await page.getByRole('button', { name: 'Concluir minha vez' }).click();
  await reveal(page);
  expect(await readResults(page)).toEqual([{ title: 'Como avisar a vez?', dots: 2, rank: 1 }]);

  await page.setViewportSize(PHONE);
  await page.goto(`${suite.app.url}/projects/${project.id}`);
  await openVotingPanel(page, 'hmwQuestions');
  await page.getByTestId('voting-sessions').getByText('Revelada').waitFor();
  await page.getByTestId('voting-sessions').screenshot({
    path: join(ARTIFACTS, 'voting-panel-390.png'),
  });
  await context.close();
});
