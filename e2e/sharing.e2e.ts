import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createProject, screenshot, signedInPage as signedInPageOf } from './helpers';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

const signedInPage = (name: string, email: string) =>
  signedInPageOf(suite.browser, suite.app.url, name, email);

/** A change made by the user of `page` (through the API, as any of their devices could). */
async function renameProject(page: Page, projectId: string, name: string) {
  const status = await page.evaluate(
    async ([id, newName]) =>
      (
        await fetch(`/api/projects/${id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: newName }),
        })
      ).status,
    [projectId, name] as const,
  );
  expect(status).toBe(200);
}

it('the owner invites, the editor joins through the link, and each sees the other’s change live', async () => {
  // The first account is the administrator: no plan stands in the way of sharing.
  const owner = await signedInPage('Olga Dona', `olga.${Date.now()}@example.com`);
  await createProject(owner, suite.app.url, 'Oficina compartilhada');
  await owner.getByTestId('project-card').filter({ hasText: 'Oficina compartilhada' }).click();
  await owner.waitForURL(/\/projects\/[0-9a-f-]+$/);
  const projectId = owner.url().split('/').at(-1) ?? '';

  await owner.getByRole('button', { name: 'Compartilhar' }).click();
  await owner.getByRole('button', { name: 'Gerar link de convite' }).click();
  const link = owner.getByLabel('Link de convite (Editor)');
  await link.waitFor();
  const inviteUrl = await link.inputValue();
  expect(inviteUrl).toMatch(new RegExp(`^${suite.app.url}/invite/[A-Za-z0-9_-]{22}$`));
  await owner.getByTestId('invitation-qr').waitFor();
  await screenshot(owner, 'sharing-dialog-desktop');
  await owner.setViewportSize({ width: 320, height: 700 });
  await screenshot(owner, 'sharing-dialog-phone');
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.keyboard.press('Escape');

  const editor = await signedInPage('Edu Editor', `edu.${Date.now()}@example.com`);
  await editor.goto(inviteUrl);
  await editor
    .getByText('Você foi convidado para o projeto "Oficina compartilhada" como Editor.')
    .waitFor();
  await screenshot(editor, 'sharing-invite-page');
  await editor.getByRole('button', { name: 'Entrar no projeto' }).click();
  await editor.waitForURL(`${suite.app.url}/projects/${projectId}`);
  await editor.getByRole('heading', { name: 'Oficina compartilhada' }).waitFor();

  // A change by the owner shows on the editor's open page, without a reload, in under 2 s.
  let started = Date.now();
  await renameProject(owner, projectId, 'Oficina ao vivo');
  await editor.getByRole('heading', { name: 'Oficina ao vivo' }).waitFor({ timeout: 2_000 });
  const ownerToEditor = Date.now() - started;

  // And the other way round.
  started = Date.now();
  await renameProject(editor, projectId, 'Oficina dos dois');
  await owner.getByRole('heading', { name: 'Oficina dos dois' }).waitFor({ timeout: 2_000 });
  const editorToOwner = Date.now() - started;
  console.log(`live update: owner→editor ${ownerToEditor} ms, editor→owner ${editorToOwner} ms`);

  // A viewer joins through a viewer link and is told, on the project page, that they only read.
  await owner.getByRole('button', { name: 'Compartilhar' }).click();
  await owner.getByRole('dialog').getByText('Leitor', { exact: true }).first().click();
  await owner.getByRole('button', { name: 'Gerar link de convite' }).click();
  const viewerUrl = await owner.getByLabel('Link de convite (Leitor)').inputValue();
  const viewer = await signedInPage('Vera Leitora', `vera.${Date.now()}@example.com`);
  await viewer.goto(viewerUrl);
  await viewer.getByRole('button', { name: 'Entrar no projeto' }).click();
  await viewer.waitForURL(`${suite.app.url}/projects/${projectId}`);
  await viewer.getByTestId('viewer-notice').waitFor();
  // ...and offered nothing to change: the tools list the records without 'Novo …' buttons.
  await viewer.getByTestId('phase-tools').getByRole('heading').first().waitFor();
  expect(await viewer.getByRole('button', { name: /^(Novo|Nova) / }).count()).toBe(0);
  await screenshot(viewer, 'sharing-viewer-notice');
  // The owner's dialog lists the three of them with their roles.
  await owner.getByText('Vera Leitora').waitFor();

  await editor.goto(`${suite.app.url}/projects`);
  await editor.getByText('Compartilhado').first().waitFor();
  await screenshot(editor, 'sharing-shared-card');
});
