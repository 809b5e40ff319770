import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  createProjectByApi,
  SYNCED_SINCE_LOAD,
  screenshot,
  signedInPage as signedInPageOf,
} from './helpers';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

const signedInPage = (name: string, email: string) =>
  signedInPageOf(suite.browser, suite.app.url, name, email);

/** The project page's 'Comentários' tab, open. */
async function openCommentsTab(page: Page, projectId: string) {
  await page.goto(`${suite.app.url}/projects/${projectId}`);
  // Hydrated and synced: a click on the drawn page before would be lost.
  await page.locator(SYNCED_SINCE_LOAD).waitFor();
  await page.getByRole('tab', { name: /^Comentários/ }).click();
  const list = page.getByTestId('project-comments');
  await list.waitFor();
  return list;
}

it('the owner comments, a viewer in another browser sees it live and replies', async () => {
  // The first account is the administrator: no plan stands in the way of comments.
  const owner = await signedInPage('Olga Dona', `olga.${Date.now()}@example.com`);
  const projectId = await createProjectByApi(owner, 'Feira livre');
  const code = await owner.evaluate(async (id) => {
    const response = await fetch(`/api/projects/${id}/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'viewer' }),
    });
    return ((await response.json()) as { code: string }).code;
  }, projectId);
  const viewer = await signedInPage('Vera Leitora', `vera.${Date.now()}@example.com`);
  await viewer.goto(`${suite.app.url}/invite/${code}`);
  await viewer.getByRole('button', { name: 'Entrar no projeto' }).click();
  await viewer.waitForURL(`${suite.app.url}/projects/${projectId}`);

  const viewersList = await openCommentsTab(viewer, projectId);
  await viewersList.getByText('Nenhuma conversa em aberto.').waitFor();

  const ownersList = await openCommentsTab(owner, projectId);
  await ownersList.getByRole('button', { name: 'Comentar o projeto' }).click();
  const drawer = owner.getByTestId('comments-panel');
  await drawer.getByLabel(/Novo comentário/).fill('Precisamos ouvir mais feirantes, @Ver');
  await drawer.getByRole('button', { name: '@Vera Leitora' }).click();
  await drawer.getByRole('button', { name: 'Enviar' }).click();
  await drawer.getByTestId('comment-mention').waitFor();
  await screenshot(owner, 'comments-drawer-desktop');
  await owner.keyboard.press('Escape');

  // Live on the viewer's open page, without a reload.
  await viewersList.getByText('1 conversa em aberto').waitFor({ timeout: 5_000 });
  await viewersList.getByRole('button', { name: 'Abrir' }).click();
  const viewersDrawer = viewer.getByTestId('comments-panel');
  const thread = viewersDrawer.getByTestId('comment-thread');
  await thread.getByRole('button', { name: 'Responder' }).click();
  await thread.getByLabel(/Sua resposta/).fill('Posso ir no sábado');
  await thread.getByRole('button', { name: 'Enviar' }).click();
  // The reply is drawn as soon as it is stored, while the box that wrote it may still be open
  // with the same words: look for it among the comments.
  await thread.getByTestId('comment').getByText('Posso ir no sábado').waitFor();
  await viewer.setViewportSize({ width: 320, height: 700 });
  await screenshot(viewer, 'comments-drawer-phone');
  expect(await viewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    320,
  );

  // And the reply reaches the owner live.
  await ownersList.getByText('Posso ir no sábado').waitFor({ timeout: 5_000 });
  await screenshot(owner, 'comments-project-tab');
});
