import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ARTIFACTS, screenshot } from './helpers';
import {
  accountWithProject,
  apiJson,
  PHONE,
  roomDevice,
  settle,
  TABLET_LANDSCAPE,
} from './room/devices';
import {
  addParticipants,
  createSession,
  openVotingPanel,
  readResults,
  reveal,
} from './room/voting-steps';
import { appAndBrowser } from './suite';

// Dot voting at the sizes of the room. Two tablets voting offline, the overspend across them and
// the merged totals are the workshop scenario's (room-workshop.e2e.ts).

const suite = appAndBrowser();

it('a phone and a landscape tablet: the ballot and the names fit', async () => {
  const { account, projectId } = await accountWithProject(suite, 'Oficina no celular');
  const page = await roomDevice(suite, account, PHONE, `/projects/${projectId}`);
  for (const question of ['Como reduzir a espera?', 'Como avisar a vez?']) {
    await apiJson(page, 'POST', `/api/projects/${projectId}/hmw-questions`, { question });
  }
  await settle(page);
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
  await page.setViewportSize(TABLET_LANDSCAPE.viewport);
  await screenshot(page, 'voting-ballot-1024');
  await page.getByRole('button', { name: 'Concluir minha vez' }).click();
  await reveal(page);
  expect(await readResults(page)).toEqual([{ title: 'Como avisar a vez?', dots: 2, rank: 1 }]);

  await page.setViewportSize(PHONE.viewport);
  await page.goto(`${suite.app.url}/projects/${projectId}`);
  await openVotingPanel(page, 'hmwQuestions');
  await page.getByTestId('voting-sessions').getByText('Revelada').waitFor();
  await page.getByTestId('voting-sessions').screenshot({
    path: join(ARTIFACTS, 'voting-panel-390.png'),
  });
  await page.context().close();
});
