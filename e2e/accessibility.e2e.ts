import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createProject, newContext, signIn, signUpByApi } from './helpers';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

/** Serious and critical axe violations of the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function check(page: Page, path: string, ready: string) {
  await page.goto(`${suite.app.url}${path}`);
  await page.getByText(ready, { exact: false }).first().waitFor();
  expect(await seriousViolations(page), path).toEqual([]);
}

it('has no serious or critical accessibility violations on the main screens', async () => {
  const context = await newContext(suite.browser);
  const page = await context.newPage();
  await check(page, '/', 'Conduza projetos de Design Thinking');
  await check(page, '/login', 'Nome de usuário');
  await check(page, '/signup', 'Confirmar senha');
  await check(page, '/pricing', 'Planos e preços');
  await check(page, '/library', 'Como preparar e conduzir uma entrevista de empatia');
  const articles = await page.evaluate(
    async () => (await (await fetch('/api/articles')).json()) as { id: string }[],
  );
  await check(page, `/library/article/${articles[0]?.id}`, 'Compartilhar');

  const account = await signUpByApi(page);
  await signIn(page, suite.app.url, account);
  await createProject(page, suite.app.url, 'Projeto acessível');
  await check(page, '/projects', 'Projeto acessível');
  await page.getByText('Projeto acessível').first().click();
  await page.waitForURL(/\/projects?\//);
  await page.getByText('Projeto acessível').first().waitFor();
  expect(await seriousViolations(page), 'project page').toEqual([]);
  await page.getByRole('tab', { name: 'Análise Inteligente IA' }).click();
  await page.getByText('Nenhuma análise gerada ainda.').waitFor();
  expect(await seriousViolations(page), 'analysis tab').toEqual([]);
  await check(page, '/profile', 'Meu Perfil');
  await check(page, '/chat', 'Sou seu mentor de Design Thinking');
  await context.close();
});
