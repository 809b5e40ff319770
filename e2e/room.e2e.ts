import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshot } from './helpers';
import {
  accountWithProject,
  PHONE,
  PROJECTOR,
  roomDevice,
  serverRows,
  settle,
  TABLET_LANDSCAPE,
} from './room/devices';
import {
  countdownMs,
  openIdeas,
  openPresenter,
  openTimerPanel,
  readPresenterCountdown,
  readTimerChip,
  revealSilentRound,
  startActivityTimer,
  startSilentRound,
  timerChip,
  waitForHiddenNotes,
  writeIdea,
} from './room/room-steps';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

/** Two countdowns read back to back (the second read takes a few ms: ignore it). */
async function bothCountdowns(a: () => Promise<number>, b: () => Promise<number>) {
  return Promise.all([a(), b()]);
}

it('the timer counts on after a reload, and a second device and the projector show the same countdown', async () => {
  const { account, projectId } = await accountWithProject(suite, 'Oficina com cronômetro');
  const tablet = await roomDevice(suite, account, TABLET_LANDSCAPE, `/projects/${projectId}`);
  await startActivityTimer(tablet, { activity: 'Brainstorm silencioso', minutes: 5 });

  const started = await readTimerChip(tablet);
  expect(started).toBeLessThanOrEqual(5 * 60_000);
  expect(started).toBeGreaterThan(5 * 60_000 - 10_000);
  await expect.poll(() => readTimerChip(tablet), { timeout: 5_000 }).toBeLessThan(started);

  // A reload: the countdown is in this device's database and goes on from where it is.
  await tablet.reload();
  await tablet.locator('[data-testid="timer-chip"][data-phase="running"]').waitFor();
  const afterReload = await readTimerChip(tablet);
  expect(afterReload).toBeLessThan(started);
  expect(afterReload).toBeGreaterThan(5 * 60_000 - 30_000);
  await expect.poll(() => readTimerChip(tablet), { timeout: 5_000 }).toBeLessThan(afterReload);
  const panel = await openTimerPanel(tablet);
  await screenshot(tablet, 'room-timer-panel-tablet');
  await tablet.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });

  // A phone signed in to the same account shows the same countdown (±2 s).
  const phone = await roomDevice(suite, account, PHONE, `/projects/${projectId}`);
  await phone.locator('[data-testid="timer-chip"][data-phase="running"]').waitFor();
  const [onTablet, onPhone] = await bothCountdowns(
    () => readTimerChip(tablet),
    () => readTimerChip(phone),
  );
  expect(Math.abs(onTablet - onPhone)).toBeLessThanOrEqual(2_000);
  await screenshot(phone, 'room-project-actions-phone');
  await openTimerPanel(phone);
  await screenshot(phone, 'room-timer-panel-phone');
  await phone.keyboard.press('Escape');

  // The projector: the activity and the same countdown, huge.
  const projector = await roomDevice(suite, account, PROJECTOR, `/projects/${projectId}`);
  await openPresenter(projector);
  await projector.getByText('Brainstorm silencioso').waitFor();
  const [onTablet2, onProjector] = await bothCountdowns(
    () => readTimerChip(tablet),
    () => readPresenterCountdown(projector),
  );
  expect(Math.abs(onTablet2 - onProjector)).toBeLessThanOrEqual(2_000);
  await screenshot(projector, 'room-presenter-projector');
  await projector.getByRole('button', { name: 'Tela cheia' }).click();
  await projector.getByRole('button', { name: 'Sair da tela cheia' }).waitFor();
  expect(
    await projector.evaluate(() => document.fullscreenElement?.getAttribute('data-testid')),
  ).toBe('presenter');
  await screenshot(projector, 'room-presenter-fullscreen');
  await projector.getByRole('button', { name: 'Sair da tela cheia' }).click();
  await projector.getByRole('button', { name: 'Tela cheia' }).waitFor();

  // The facilitator pauses on the tablet: the phone and the projector follow, without a reload.
  const pausePanel = await openTimerPanel(tablet);
  await pausePanel.getByRole('button', { name: 'Pausar' }).click();
  await pausePanel.getByRole('button', { name: 'Continuar' }).waitFor();
  const pausedAt = countdownMs(await pausePanel.getByTestId('timer-display').innerText());
  await phone
    .locator('[data-testid="timer-chip"][data-phase="paused"]')
    .waitFor({ timeout: 30_000 });
  await projector
    .locator('[data-testid="timer-display"][data-phase="paused"]')
    .waitFor({ timeout: 30_000 });
  expect(Math.abs((await readTimerChip(phone)) - pausedAt)).toBeLessThanOrEqual(1_000);
  expect(await timerChip(phone).getAttribute('data-phase')).toBe('paused');
});

it.each([
  ['tablet', TABLET_LANDSCAPE],
  ['phone', PHONE],
] as const)(
  'a new project (%s): a finger-sized way back, and the activity typed before the first start is the one timer the presenter names',
  async (name, shape) => {
    const { account, projectId } = await accountWithProject(suite, `Oficina nova (${name})`);
    const projectPath = `/projects/${projectId}`;
    const page = await roomDevice(suite, account, shape, projectPath);
    // On the way: the page's way back is a finger's size (it was a 20 px line of text).
    const back = await page.getByRole('link', { name: 'Voltar para projetos' }).boundingBox();
    expect(back?.height).toBeGreaterThanOrEqual(44);
    expect(back?.width).toBeGreaterThanOrEqual(44);
    // The steps: the name typed, no Enter; '10 min' tapped (the field is left then).
    const panel = await openTimerPanel(page);
    await panel.getByLabel('Atividade').fill('Brainstorm silencioso');
    await panel.getByRole('button', { name: '10 min', exact: true }).click();
    await panel.getByTestId('timer-display').getByText('10:00').waitFor();
    await panel.getByRole('button', { name: 'Iniciar', exact: true }).click();
    await panel.getByText('Contando').waitFor();
    await screenshot(page, `room-first-timer-${name}`);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await openPresenter(page);
    await page.getByTestId('presenter-timer').getByText('Brainstorm silencioso').waitFor();
    expect(await page.getByText('Atividade sem nome').count()).toBe(0);
    await screenshot(page, `room-first-timer-presenter-${name}`);

    await page.goto(`${suite.app.url}${projectPath}`);
    await settle(page);
    const timers = await serverRows(page, 'timers', projectId);
    expect(timers).toMatchObject([{ label: 'Brainstorm silencioso', durationMs: 600_000 }]);
  },
);

it('a silent round: the note of device A is face down on device B until the reveal', async () => {
  const { account, projectId } = await accountWithProject(suite, 'Oficina com rodada silenciosa');
  const a = await roomDevice(suite, account, TABLET_LANDSCAPE, `/projects/${projectId}`);
  const b = await roomDevice(suite, account, PHONE, `/projects/${projectId}`);
  await openIdeas(a);
  await openIdeas(b);

  await startSilentRound(a);
  await b.getByTestId('silent-round-open').waitFor({ timeout: 30_000 });
  await writeIdea(a, 'Fila virtual', 'Senha pelo celular, aviso quando a vez chegar');
  // A wrote it: face up on A.
  expect(await a.getByTestId('hidden-note-card').count()).toBe(0);

  await waitForHiddenNotes(b, 1);
  expect(await b.getByText('Fila virtual').count()).toBe(0);
  await b.getByText('1 nota escondida neste aparelho').waitFor();
  await screenshot(b, 'room-silent-round-phone');
  await screenshot(a, 'room-silent-round-tablet');

  // The projector counts what is face down.
  const projector = await roomDevice(suite, account, PROJECTOR, `/projects/${projectId}/present`);
  await projector.getByText('Rodada silenciosa — 1 nota escondida').waitFor();
  await screenshot(projector, 'room-presenter-silent-round');

  await revealSilentRound(a);
  await b.getByText('Fila virtual').first().waitFor({ timeout: 30_000 });
  await waitForHiddenNotes(b, 0);
  await projector
    .getByText('Rodada silenciosa — 1 nota escondida')
    .waitFor({ state: 'detached', timeout: 30_000 });
  await screenshot(b, 'room-silent-round-revealed-phone');
});

/** Writes through the sync protocol, as another device of the account would. */
async function pushFromAnotherDevice(page: Page, mutations: { name: string; args: object }[]) {
  const status = await page.evaluate(
    async ({ list, schemaVersion }) => {
      const response = await fetch('/api/sync/push', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: crypto.randomUUID(),
          schemaVersion,
          mutations: list.map((mutation, index) => ({ id: index + 1, ...mutation })),
        }),
      });
      const body = (await response.json()) as { rejected: unknown[] };
      return { status: response.status, rejected: body.rejected.length };
    },
    { list: mutations, schemaVersion: SYNC_SCHEMA_VERSION },
  );
  expect(status).toEqual({ status: 200, rejected: 0 });
}

it('the projector follows a voting session: how many voted while voting, the ranking after the reveal', async () => {
  const { account, projectId } = await accountWithProject(suite, 'Oficina com votação');
  const projector = await roomDevice(suite, account, PROJECTOR, `/projects/${projectId}/present`);
  const id = () => crypto.randomUUID();
  const [idea1, idea2, session, ana, bruno] = [id(), id(), id(), id(), id()];
  const placedAt = new Date().toISOString();
  await pushFromAnotherDevice(projector, [
    ...[
      [idea1, 'Fila virtual'],
      [idea2, 'Totem na recepção'],
    ].map(([ideaId, title]) => ({
      name: 'idea.create',
      args: { id: ideaId, projectId, title, description: 'Da rodada' },
    })),
    {
      name: 'timer.create',
      args: {
        id: id(),
        projectId,
        label: 'Votação por pontos',
        durationMs: 180_000,
        remainingMs: 180_000,
        startedAt: placedAt,
      },
    },
    {
      name: 'votingSession.create',
      args: { id: session, projectId, title: 'Qual ideia prototipar?', target: 'ideas' },
    },
    ...[
      [ana, 'Ana'],
      [bruno, 'Bruno'],
    ].map(([personId, name]) => ({
      name: 'participant.create',
      args: { id: personId, projectId, sessionId: session, name },
    })),
    ...[
      [ana, idea1],
      [ana, idea2],
      [bruno, idea1],
    ].map(([participantId, itemId]) => ({
      name: 'dot.create',
      args: { id: id(), projectId, sessionId: session, participantId, itemId, placedAt },
    })),
  ]);
  await projector.getByText('2 pessoas votaram · 3 pontos').waitFor({ timeout: 30_000 });
  expect(await projector.getByText('Fila virtual').count()).toBe(0);
  await screenshot(projector, 'room-presenter-voting');

  await pushFromAnotherDevice(projector, [
    { name: 'votingSession.update', args: { id: session, changes: { status: 'revealed' } } },
  ]);
  await projector.getByTestId('voting-results').waitFor({ timeout: 30_000 });
  await projector.getByText('Fila virtual').first().waitFor();
  await screenshot(projector, 'room-presenter-voting-revealed');
});
