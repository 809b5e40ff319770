import { it } from 'vitest';
import {
  createProjectByApi,
  newContext,
  SYNCED_SINCE_LOAD,
  screenshot,
  signIn,
  signUpByApi,
} from './helpers';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };

it('shows the newest work on the dashboard, and asks before cancelling a subscription', async () => {
  const context = await newContext(suite.browser);
  const page = await context.newPage();
  await page.goto(suite.app.url);
  await signUpByApi(page); // the first account is the administrator
  const account = await signUpByApi(page);
  await signIn(page, suite.app.url, account);
  const projectId = await createProjectByApi(page, 'Clínica sem filas');
  for (const title of ['Agendamento por voz', 'Fila virtual por SMS', 'Totem de triagem']) {
    await page.evaluate(
      async ({ id, ideaTitle }) => {
        await fetch(`/api/projects/${id}/ideas`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ title: ideaTitle, description: 'Ideia da oficina' }),
        });
      },
      { id: projectId, ideaTitle: title },
    );
  }

  // The dashboard's recent activity: the newest records first, each with its project.
  await page.setViewportSize(TABLET);
  await page.goto(`${suite.app.url}/dashboard`);
  await page.locator(SYNCED_SINCE_LOAD).waitFor();
  const items = page.getByTestId('activity-item');
  await items.filter({ hasText: 'Totem de triagem' }).waitFor();
  await items.first().getByText('Totem de triagem').waitFor();
  await screenshot(page, 'cleanup-dashboard-tablet');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'cleanup-dashboard-phone');

  // The trial of Pro, then cancelling it: one confirmation dialog, the same everywhere.
  await page.setViewportSize(TABLET);
  await page.goto(`${suite.app.url}/pricing`);
  await page.getByRole('button', { name: 'Assinar Pro' }).click();
  await page.getByText('Teste grátis iniciado!').waitFor();
  await page.goto(`${suite.app.url}/profile`);
  const billing = page.getByRole('region', { name: 'Plano e cobrança' });
  await billing.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar assinatura?' });
  await dialog.getByText(/Você mantém o plano Pro até/).waitFor();
  await screenshot(page, 'cleanup-confirm-cancel-tablet');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'cleanup-confirm-cancel-phone');
  await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await billing.getByRole('button', { name: 'Retomar assinatura' }).waitFor();
  await context.close();
});
