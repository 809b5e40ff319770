import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signIn, signUpByApi } from './helpers';
import { accountWithProject, apiJson, PHONE, roomDevice, TABLET_LANDSCAPE } from './room/devices';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

/** The server's heartbeat period (api/src/live/routes.ts): a stream's loop ends only after it. */
const HEARTBEAT_MS = 25_000;
/** Well under the 30 s periodic pull: an update this quick came through the live stream. */
const LIVE_WITHIN_MS = 3_000;

/** A member of the owner's project, signed up and joined through an invitation, by API. */
async function joinedMember(owner: Page, projectId: string, role: 'viewer' | 'editor') {
  const context = await suite.browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(suite.app.url);
  const account = await signUpByApi(page);
  await signIn(page, suite.app.url, account);
  const invitation = await apiJson<{ code: string }>(
    owner,
    'POST',
    `/api/projects/${projectId}/invitations`,
    { role },
  );
  await apiJson(page, 'POST', `/api/invitations/${invitation.code}/accept`);
  await context.close();
  return account;
}

it('a reloaded tablet and phone keep receiving live updates after the heartbeat', async () => {
  const { account, projectId } = await accountWithProject(suite, 'Oficina ao vivo');
  const path = `/projects/${projectId}`;
  const owner = await roomDevice(suite, account, TABLET_LANDSCAPE, path);
  const viewers = await Promise.all(
    [TABLET_LANDSCAPE, PHONE].map(async (shape) => {
      const member = await joinedMember(owner, projectId, 'viewer');
      return roomDevice(suite, member, shape, path);
    }),
  );

  // A reload closes each viewer's stream and opens a new one; the closed stream's loop ends at
  // its next heartbeat, and must then leave the new stream alone.
  await Promise.all(viewers.map((viewer) => viewer.reload()));
  await Promise.all(
    viewers.map((viewer) =>
      viewer.getByRole('heading', { name: 'Oficina ao vivo' }).waitFor({ timeout: 30_000 }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS + 3_000));

  // Three changes a few seconds apart: a lucky periodic pull could catch one, never all three.
  for (const round of [1, 2, 3]) {
    const name = `Oficina ao vivo ${round}`;
    const renamed = await apiJson<{ name: string }>(owner, 'PUT', `/api/projects/${projectId}`, {
      name,
    });
    expect(renamed.name).toBe(name);
    await Promise.all(
      viewers.map((viewer) =>
        viewer.getByRole('heading', { name }).waitFor({ timeout: LIVE_WITHIN_MS }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 4_000));
  }
}, 300_000);
