import { expect, it } from 'vitest';
import { createProject, newContext, screenshot, signIn, signUpByApi } from './helpers';
import { chooseInMenu } from './menu';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

const projectNames = (page: import('playwright-core').Page) =>
  page.evaluate(async () =>
    ((await (await fetch('/api/projects')).json()) as { name: string }[]).map((p) => p.name),
  );

it("never shows one user's project to another, in the interface or through the API", async () => {
  const first = await newContext(suite.browser);
  const firstPage = await first.newPage();
  await firstPage.goto(suite.app.url);
  const ana = await signUpByApi(firstPage);
  await signIn(firstPage, suite.app.url, ana);
  await createProject(firstPage, suite.app.url, 'Projeto secreto da Ana');
  // On the server after the next push: 300 ms after the write, behind the first sync after
  // signing in if that is still running (expect.poll's 1 s default was too short for that).
  await expect
    .poll(() => projectNames(firstPage), { timeout: 15_000 })
    .toContain('Projeto secreto da Ana');

  const second = await newContext(suite.browser);
  const secondPage = await second.newPage();
  await secondPage.goto(suite.app.url);
  const bruno = await signUpByApi(secondPage, {
    name: 'Bruno Lima',
    email: `bruno.${Date.now()}@example.com`,
    password: 'Segura123',
  });
  await signIn(secondPage, suite.app.url, bruno);
  await secondPage.goto(`${suite.app.url}/projects`);
  await secondPage.getByText('Nenhum projeto criado').waitFor();
  expect(await projectNames(secondPage)).toEqual([]);
  await screenshot(secondPage, 'isolation-other-context');
  await second.close();

  // Same browser: Ana signs out, Bruno signs in — none of Ana's local data shows.
  await chooseInMenu(firstPage, firstPage.getByRole('button', { name: 'Menu do usuário' }), 'Sair');
  await firstPage.getByRole('link', { name: 'Entrar' }).first().waitFor();
  await signIn(firstPage, suite.app.url, bruno);
  await firstPage.goto(`${suite.app.url}/projects`);
  await firstPage.getByText('Nenhum projeto criado').waitFor();
  expect(await firstPage.getByText('Projeto secreto da Ana').count()).toBe(0);
  await screenshot(firstPage, 'isolation-same-context');
  await first.close();
});
