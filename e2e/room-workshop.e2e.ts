import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshot } from './helpers';
import {
  accountWithProject,
  apiJson,
  roomDevice,
  setOnline,
  settle,
  TABLET_LANDSCAPE,
  TABLET_PORTRAIT,
} from './room/devices';
import {
  makeWallPhoto,
  observationPhotoSources,
  openObservations,
  recordObservationWithPhotos,
} from './room/photos-steps';
import { openTimerPanel, readTimerChip, startActivityTimer } from './room/room-steps';
import {
  addParticipants,
  applyToVotes,
  createSession,
  type ResultRow,
  readRefused,
  readResults,
  reveal,
  spendDots,
} from './room/voting-steps';
import {
  addWallGroup,
  captureNotes,
  dragIdeaToCell,
  dragNoteToGroup,
  matrixCell,
  openIdeateTab,
  TEN_NOTES,
  wallCluster,
} from './room/wall-steps';
import { appAndBrowser } from './suite';

// Issue 18's whole workshop in one run: two tablets passed around a table lose the wifi for the
// voting, the wall, the matrix and a photo, then reconnect; both end with the same room.

const suite = appAndBrowser();

const TEN_MINUTES = 10 * 60_000;

/** The project page with the timer chip counting down. */
async function runningTimer(page: Page) {
  await page.locator('[data-testid="timer-chip"][data-phase="running"]').waitFor();
  return readTimerChip(page);
}

it('a workshop on two tablets without wifi: dots, timer, notes, wall, matrix and a photo merge on reconnect', async () => {
  const { account, projectId } = await accountWithProject(suite, 'Oficina da clínica');
  const projectPath = `/projects/${projectId}`;
  const a = await roomDevice(suite, account, TABLET_LANDSCAPE, projectPath);
  const b = await roomDevice(suite, account, TABLET_PORTRAIT, projectPath);

  // Ten notes on tablet A: type, Enter, the next one; the field keeps the cursor throughout.
  await openIdeateTab(a, 'Brainstorming');
  await captureNotes(a, 'Anotar ideia', TEN_NOTES);
  const field = a.getByRole('textbox', { name: 'Anotar ideia' });
  expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
  await screenshot(a, 'workshop-ten-notes-tablet-1024');

  // The facilitator starts a 10-minute timer and a dot vote on the ideas (3 dots, names shown).
  await startActivityTimer(a, { activity: 'Votação das ideias', minutes: 10 });
  const sessionId = await createSession(a, {
    title: 'Quais ideias prototipar?',
    budget: 3,
    anonymous: false,
  });
  const sessionPath = `${projectPath}/voting/${sessionId}`;
  await settle(a);
  // Online, tablet B shows the same countdown (each device counts with its own clock).
  await settle(b);
  const countdownOnB = await runningTimer(b);
  expect(TEN_MINUTES - countdownOnB).toBeLessThan(60_000);
  await b.goto(`${suite.app.url}${sessionPath}`);
  await b.getByTestId('participant-picker').waitFor({ timeout: 30_000 });

  // The wifi goes down for both tablets.
  await setOnline(false, a, b);

  // The timer survives a reload without a network.
  await a.goto(`${suite.app.url}${projectPath}`);
  const beforeReload = await runningTimer(a);
  await a.reload();
  const afterReload = await runningTimer(a);
  expect(afterReload).toBeLessThanOrEqual(beforeReload);
  expect(afterReload).toBeGreaterThan(TEN_MINUTES - 5 * 60_000);
  await openTimerPanel(a);
  await screenshot(a, 'workshop-timer-offline-tablet-1024');
  await a.keyboard.press('Escape');

  // Dots: Ana and Bruno on A; Carla and Davi on B; then Ana again on B, which does not know
  // her three dots on A: her fourth dot is one too many.
  await a.goto(`${suite.app.url}${sessionPath}`);
  await addParticipants(a, ['Ana', 'Bruno']);
  await spendDots(a, 'Ana', [
    'Senha por SMS',
    'Fila virtual pelo celular',
    'Totem de autoatendimento',
  ]);
  await spendDots(a, 'Bruno', [
    'Senha por SMS',
    'Fila virtual pelo celular',
    'Lembrete na véspera',
  ]);
  await addParticipants(b, ['Carla', 'Davi']);
  await spendDots(b, 'Carla', ['Senha por SMS', 'Totem de autoatendimento', 'Lembrete na véspera']);
  await spendDots(b, 'Davi', [
    'Senha por SMS',
    'Fila virtual pelo celular',
    'Totem de autoatendimento',
  ]);
  await addParticipants(b, ['ana']);
  await spendDots(b, 'ana', ['Lembrete na véspera']);
  await screenshot(b, 'workshop-names-offline-tablet-768');

  // Still offline on A: a note dragged by touch into a new cluster, another onto the matrix.
  await a.goto(`${suite.app.url}${projectPath}`);
  await openIdeateTab(a, 'Categorização');
  await addWallGroup(a, 'Agendamento');
  await dragNoteToGroup(a, 'Agendar pelo WhatsApp', 'Agendamento', 'touch');
  await screenshot(a, 'workshop-wall-offline-tablet-1024');
  await openIdeateTab(a, 'Priorização');
  await dragIdeaToCell(a, 'Cadeiras para acompanhantes', { impact: 4, feasibility: 5 }, 'touch');
  await screenshot(a, 'workshop-matrix-offline-tablet-1024');

  // Still offline on B: a photo of the paper wall into an observation.
  await b.goto(`${suite.app.url}${projectPath}`);
  await openObservations(b);
  const photo = await makeWallPhoto(b, {
    name: 'parede.jpg',
    caption: 'Parede da oficina',
    width: 2400,
    height: 1800,
  });
  await recordObservationWithPhotos(b, {
    location: 'Sala da oficina',
    context: 'Fim da votação',
    behavior: 'O grupo agrupou as notas de agendamento',
    photos: [photo],
  });
  const [photoOnB] = await observationPhotoSources(b, 'Sala da oficina', 1);

  // The wifi is back: A syncs first, so its dots arrive first.
  await setOnline(true, a);
  await settle(a);
  await setOnline(true, b);
  await settle(b);
  await settle(a);

  // The facilitator reveals on A; both tablets show the same totals and the refused dot.
  await a.goto(`${suite.app.url}${sessionPath}`);
  await reveal(a);
  await settle(b);
  await b.goto(`${suite.app.url}${sessionPath}`);
  // Tied items share a rank; their order on screen is the session's item order, the same on
  // every device, so the two tablets are compared with each other and ties by title here.
  const byRankThenTitle = (rows: ResultRow[]) =>
    [...rows].sort((x, y) => x.rank - y.rank || x.title.localeCompare(y.title));
  const [resultsOnA, resultsOnB] = [await readResults(a), await readResults(b)];
  expect(resultsOnB).toEqual(resultsOnA);
  expect(byRankThenTitle(resultsOnA)).toEqual([
    { title: 'Senha por SMS', dots: 4, rank: 1 },
    { title: 'Fila virtual pelo celular', dots: 3, rank: 2 },
    { title: 'Totem de autoatendimento', dots: 3, rank: 2 },
    { title: 'Lembrete na véspera', dots: 2, rank: 4 },
  ]);
  for (const page of [a, b])
    expect(await readRefused(page)).toEqual(['Ana — 1 ponto recusado: acima do orçamento']);
  await screenshot(a, 'workshop-results-tablet-1024');
  await screenshot(b, 'workshop-results-tablet-768');

  // 'Somar aos votos' on A: the dots become the ideas' votes, once, and B learns it was done.
  await applyToVotes(a);
  await settle(a);
  await settle(b);
  await b.getByTestId('votes-applied').waitFor();

  // B has A's cluster and rating; A has B's photo, byte for byte.
  await b.goto(`${suite.app.url}${projectPath}`);
  await openIdeateTab(b, 'Categorização');
  await wallCluster(b, 'Agendamento').getByText('Agendar pelo WhatsApp').waitFor();
  await openIdeateTab(b, 'Priorização');
  await matrixCell(b, 4, 5).getByText('Cadeiras para acompanhantes').waitFor();
  await screenshot(b, 'workshop-matrix-synced-tablet-768');
  await a.goto(`${suite.app.url}${projectPath}`);
  await openObservations(a);
  expect(await observationPhotoSources(a, 'Sala da oficina', 1)).toEqual([photoOnB]);

  // And the server agrees with both.
  const ideas = await apiJson<
    { title: string; category: string; impact: number | null; votes: number }[]
  >(a, 'GET', `/api/projects/${projectId}/ideas`);
  expect(ideas).toHaveLength(10);
  const votes = Object.fromEntries(
    ideas.filter((idea) => idea.votes > 0).map((idea) => [idea.title, idea.votes]),
  );
  expect(votes).toEqual({
    'Senha por SMS': 4,
    'Fila virtual pelo celular': 3,
    'Totem de autoatendimento': 3,
    'Lembrete na véspera': 2,
  });
  expect(ideas.find((idea) => idea.title === 'Agendar pelo WhatsApp')?.category).toBe(
    'Agendamento',
  );
  expect(ideas.find((idea) => idea.title === 'Cadeiras para acompanhantes')?.impact).toBe(4);
  await a.context().close();
  await b.context().close();
});
