import { expect, it } from 'vitest';
import {
  createProject,
  newContext,
  SYNCED_SINCE_LOAD,
  screenshot,
  signIn,
  signUpByApi,
} from './helpers';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

const PHONE = { width: 360, height: 780 };

it('completes a project, earns badges, and an administrator reads it without owning it', async () => {
  // The first account of a fresh database is the administrator.
  const adminContext = await newContext(suite.browser);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(suite.app.url);
  const admin = await signUpByApi(adminPage);

  const context = await newContext(suite.browser);
  const page = await context.newPage();
  await page.goto(suite.app.url);
  const account = await signUpByApi(page);
  await signIn(page, suite.app.url, account);
  await createProject(page, suite.app.url, 'Clínica sem filas');
  await page
    .getByRole('link', { name: /Clínica sem filas/ })
    .first()
    .click();
  await page.waitForURL(/\/projects?\//);
  const projectId = page.url().split('/').pop() ?? '';

  await page.getByRole('tab', { name: 'Entrevistas' }).click();
  await page.getByRole('button', { name: /^Nova Entrevista/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Nome do participante/).fill('Dona Maria');
  // Enter in a question opens the next one instead of saving the dialog.
  await dialog.getByLabel('Pergunta 1', { exact: true }).fill('Como você marca consultas?');
  await dialog.getByLabel('Pergunta 1', { exact: true }).press('Enter');
  await expect
    .poll(() =>
      dialog
        .getByLabel('Pergunta 2', { exact: true })
        .evaluate((e) => e === document.activeElement),
    )
    .toBe(true);
  await dialog.getByRole('button', { name: /^Criar Entrevista/ }).click();
  await page.getByText('Entrevista criada!').first().waitFor();

  // Votes: the card under the finger stays put while people vote, then the list settles.
  await page
    .getByRole('button', { name: /Fase 3: Idear/ })
    .first()
    .click();
  for (const title of ['Senha por SMS', 'Painel na recepção']) {
    await page
      .getByRole('button', { name: /^Nova Ideia/ })
      .first()
      .click();
    const form = page.getByRole('dialog');
    await form.getByLabel(/^Título/).fill(title);
    await form.getByLabel(/^Descrição/).fill('Avisar a vez de cada paciente');
    await form.getByRole('button', { name: /^Criar Ideia/ }).click();
    await form.waitFor({ state: 'detached' });
  }
  const cards = page.getByTestId('idea-card');
  await expect.poll(() => cards.first().textContent()).toContain('Painel na recepção');
  await cards
    .nth(1)
    .getByRole('button', { name: /^Votar/ })
    .click();
  await expect.poll(() => cards.nth(1).textContent()).toContain('+1 · 1');
  expect(await cards.first().textContent()).toContain('Painel na recepção');
  await expect
    .poll(() => cards.first().textContent(), { timeout: 5000 })
    .toContain('Senha por SMS');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'issue11-ideas-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Concluir projeto' }).click();
  await page.getByText('Projeto concluído!').first().waitFor();
  await page.getByRole('button', { name: 'Reabrir projeto' }).waitFor();
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 60_000 });
  await page.setViewportSize(PHONE);
  await screenshot(page, 'issue11-project-completed-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'issue11-project-completed-desktop');

  await page.goto(`${suite.app.url}/dashboard`);
  const achievements = page.getByTestId('achievements');
  await achievements.waitFor();
  expect(await page.getByTestId('achievements-points').textContent()).toBe('80 pontos');
  expect(await page.getByTestId('badge-firstInterview').getAttribute('data-earned')).toBe('true');
  expect(await page.getByTestId('badge-projectCompleted').getAttribute('data-earned')).toBe('true');
  await achievements.screenshot({
    path: `${process.cwd()}/test-artifacts/e2e/issue11-achievements-desktop.png`,
  });
  await page.setViewportSize(PHONE);
  await achievements.screenshot({
    path: `${process.cwd()}/test-artifacts/e2e/issue11-achievements-phone.png`,
  });

  // The administrator's list opens the read-only view, not the admin's own (empty) device.
  await signIn(adminPage, suite.app.url, admin);
  await adminPage.goto(`${suite.app.url}/admin`);
  await adminPage.getByRole('tab', { name: /Projetos/ }).click();
  const open = adminPage.getByRole('link', { name: /Abrir Clínica sem filas/ });
  expect(await open.getAttribute('href')).toBe(`/admin/projects/${projectId}`);
  await adminPage.goto(`${suite.app.url}/admin/projects/${projectId}`);
  await adminPage.getByRole('heading', { name: 'Clínica sem filas' }).waitFor();
  await adminPage.getByText('Somente leitura').waitFor();
  expect(await adminPage.getByTestId('admin-tool-interviews').textContent()).toContain(
    'Dona Maria',
  );
  expect(await adminPage.getByText('Concluído').count()).toBeGreaterThan(0);
  expect(await adminPage.getByRole('button', { name: /Editar|Excluir|Concluir/ }).count()).toBe(0);
  await screenshot(adminPage, 'issue11-admin-project-desktop');
  await adminPage.setViewportSize(PHONE);
  await screenshot(adminPage, 'issue11-admin-project-phone');
  const overflow = await adminPage.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);

  await context.close();
  await adminContext.close();
});
