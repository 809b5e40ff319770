import { expect, it } from 'vitest';
import { createProject, newAccount, newContext, screenshot, signIn } from './helpers';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

it('a newcomer signs up, completes the profile, signs in, creates a first project, and switches to English', async () => {
  const context = await newContext(suite.browser);
  const page = await context.newPage();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const account = newAccount();

  await page.goto(suite.app.url);
  await page
    .getByRole('heading', { name: 'Conduza projetos de Design Thinking do começo ao fim' })
    .waitFor();
  await screenshot(page, '01-landing');
  await page.getByRole('link', { name: 'Começar grátis' }).first().click();

  await page.waitForURL(`${suite.app.url}/signup`);
  await page.getByLabel('Nome completo').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Senha/).fill(account.password);
  await page.getByLabel('Confirmar senha').fill(account.password);
  await expect.poll(() => page.getByText('Forte').count()).toBeGreaterThan(0);
  await screenshot(page, '02-signup');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.waitForURL(`${suite.app.url}/complete-profile`);
  await page.getByLabel('Cargo/função').fill('Facilitadora de workshops');
  await page
    .getByLabel(/Área de atuação/)
    .first()
    .click();
  await page.getByRole('option', { name: 'Design', exact: true }).click();
  await page
    .getByLabel(/Experiência/)
    .first()
    .click();
  await page.getByRole('option', { name: 'Sênior (6-10 anos)' }).click();
  await page.getByLabel('Estado').fill('SP');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('CEP').fill('01310-100');
  await screenshot(page, '03-complete-profile');
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await page.waitForURL(`${suite.app.url}/login`);
  // Said in a notification, like every message of the app: never a browser alert.
  await page.getByText('Conta criada com sucesso! Entre com seu email e senha.').waitFor();
  expect(alerts).toEqual([]);
  await signIn(page, suite.app.url, account);
  await page.getByText(`Olá, ${account.name}`, { exact: false }).first().waitFor();
  await screenshot(page, '04-dashboard');

  await createProject(page, suite.app.url, 'Clínica sem filas');
  await screenshot(page, '05-first-project');

  await page.getByLabel('Idioma').selectOption('en');
  await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).waitFor();
  await page.reload();
  await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).waitFor();
  await page.getByText('Clínica sem filas').first().waitFor();
  expect(await page.evaluate(() => localStorage.getItem('trilha-language'))).toBe('en');
  await screenshot(page, '06-english');
  await context.close();
});
