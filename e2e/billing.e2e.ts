import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  createProject,
  newContext,
  screenshot,
  signIn,
  signUpByApi,
  waitForServiceWorker,
} from './helpers';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

const LIMIT_MESSAGE = 'Você atingiu o limite de 3 projetos do plano Free.';

async function openNewProjectDialog(page: Page) {
  await page.getByRole('button', { name: 'Novo Projeto' }).first().click();
  await page.getByRole('dialog').waitFor();
}

it('a free account reaches its project limit offline and sees the message; choosing Pro starts the trial', async () => {
  const context = await newContext(suite.browser);
  const page = await context.newPage();
  await page.goto(suite.app.url);
  await signUpByApi(page); // the first account is the administrator, who has no limits
  const account = await signUpByApi(page);
  await signIn(page, suite.app.url, account);
  for (const name of ['Oficina 1', 'Oficina 2', 'Oficina 3']) {
    await createProject(page, suite.app.url, name);
  }
  await waitForServiceWorker(page);

  // Offline: the plan cached on the device still says no to a fourth project.
  await context.setOffline(true);
  await page.goto(`${suite.app.url}/projects`);
  await page.getByText('Oficina 3').first().waitFor();
  await openNewProjectDialog(page);
  const notice = page.getByTestId('plan-limit-notice');
  await notice.getByText(LIMIT_MESSAGE).waitFor();
  expect(await page.getByRole('button', { name: 'Criar Projeto' }).isDisabled()).toBe(true);
  expect(await notice.getByRole('link', { name: 'Ver planos' }).getAttribute('href')).toBe(
    '/pricing',
  );
  await screenshot(page, 'billing-limit-offline-desktop');
  await page.setViewportSize({ width: 320, height: 720 });
  await screenshot(page, 'billing-limit-offline-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back online, choosing Pro starts the 7-day trial: no card, no payment page.
  await context.setOffline(false);
  await page.goto(`${suite.app.url}/pricing`);
  await page.getByRole('button', { name: 'Assinar Pro' }).click();
  await page.getByText('Teste grátis iniciado!').waitFor();
  await page.waitForURL(`${suite.app.url}/dashboard`);

  await page.goto(`${suite.app.url}/profile`);
  const billing = page.getByRole('region', { name: 'Plano e cobrança' });
  await billing.getByText('Plano Pro').waitFor();
  await billing.getByText('Em teste grátis').waitFor();
  await billing.getByText('Projetos 3 de 20').waitFor();
  await billing.getByText(/^Teste grátis até \d{2}\/\d{2}\/\d{4}$/).waitFor();
  await screenshot(page, 'billing-profile-trial-desktop');
  await page.setViewportSize({ width: 320, height: 720 });
  await screenshot(page, 'billing-profile-trial-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The trial's limits apply at once: a fourth project can be created.
  await createProject(page, suite.app.url, 'Oficina 4');

  // The page Stripe Checkout returns to: a trial is not a payment, so it stays "processing".
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(`${suite.app.url}/checkout/return?session_id=cs_none`);
  await page.getByText('Pagamento em processamento').waitFor({ timeout: 30_000 });
  await screenshot(page, 'billing-checkout-return-phone');
  await context.close();
});
