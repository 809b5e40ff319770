import type { Page } from 'playwright-core';
import { SYNCED_SINCE_LOAD } from '../helpers';

// Steps of the room helper (timer, presenter, silent round) for browser scenarios: plain
// functions on a Playwright page, in pt-BR, with no assertions of their own beyond waiting for
// what each step produces.

/** 'm:ss' or 'h:mm:ss' → milliseconds. */
export function countdownMs(text: string): number {
  const parts = text.trim().split(':').map(Number);
  if (parts.length < 2 || parts.some(Number.isNaN)) throw new Error(`not a countdown: ${text}`);
  return parts.reduce((total, part) => total * 60 + part, 0) * 1000;
}

/** The project page's timer chip. */
export const timerChip = (page: Page) => page.getByTestId('timer-chip');

/** The time left on the project page's timer chip, in milliseconds. */
export async function readTimerChip(page: Page): Promise<number> {
  return countdownMs((await timerChip(page).innerText()).trim());
}

/** Opens the timer panel from the project page and returns it. */
export async function openTimerPanel(page: Page) {
  await timerChip(page).click();
  const panel = page.getByRole('dialog', { name: 'Cronômetro da atividade' });
  await panel.waitFor();
  return panel;
}

/**
 * On the project page: names the activity, picks a preset duration (3, 5, 10 or 15 minutes),
 * starts the timer and closes the panel once the chip counts.
 */
export async function startActivityTimer(
  page: Page,
  options: { activity: string; minutes: 3 | 5 | 10 | 15 },
) {
  const panel = await openTimerPanel(page);
  const activity = panel.getByLabel('Atividade');
  await activity.fill(options.activity);
  await activity.press('Enter');
  await panel.getByRole('button', { name: `${options.minutes} min`, exact: true }).click();
  await panel.getByTestId('timer-display').getByText(`${options.minutes}:00`).waitFor();
  await panel.getByRole('button', { name: 'Iniciar', exact: true }).click();
  await panel.getByText('Contando').waitFor();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  await page.locator('[data-testid="timer-chip"][data-phase="running"]').waitFor();
}

/** Opens phase 3 (Idear) on the project page, where the ideas are written. */
export async function openIdeas(page: Page) {
  await page
    .getByRole('button', { name: /Fase 3: Idear/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /Nova Ideia|Iniciar rodada silenciosa|Revelar notas/ })
    .first()
    .waitFor();
}

/** From the project page: 'Abrir sala'; the room's panel and the link its phones join from. */
export async function openRoom(page: Page) {
  await page.getByRole('button', { name: 'Abrir sala' }).click();
  const panel = page.getByRole('dialog', { name: 'Sala do projeto' });
  const joinUrl = await panel.getByLabel('Link para entrar').inputValue();
  return { panel, joinUrl };
}

/**
 * On a room's join page: enters with `name` and waits for the project's page after a full sync
 * (a guest's first pull of the project).
 */
export async function joinRoomAs(page: Page, name: string) {
  await page.getByLabel('Seu nome').fill(name);
  await page.getByRole('button', { name: 'Entrar na sala' }).click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
}

/** In the ideas tool: starts a silent round. */
export async function startSilentRound(page: Page) {
  await page.getByRole('button', { name: 'Iniciar rodada silenciosa' }).click();
  await page.getByTestId('silent-round-open').waitFor();
}

/** In the ideas tool: writes an idea through the 'Nova Ideia' dialog. */
export async function writeIdea(page: Page, title: string, description: string) {
  await page.getByRole('button', { name: 'Nova Ideia' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Título/).fill(title);
  await dialog.getByLabel(/^Descrição/).fill(description);
  await dialog.getByRole('button', { name: 'Criar Ideia' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(title).first().waitFor();
}

/** Waits until `count` notes show face down on this page. */
export async function waitForHiddenNotes(page: Page, count: number) {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="hidden-note-card"]').length === n,
    count,
    { timeout: 30_000 },
  );
}

/** In the ideas tool, during a round: reveals every note. */
export async function revealSilentRound(page: Page) {
  await page.getByRole('button', { name: 'Revelar notas' }).click();
  await page.getByRole('button', { name: 'Iniciar rodada silenciosa' }).waitFor();
}

/** From the project page: the presenter view, through the 'Apresentar' action. */
export async function openPresenter(page: Page) {
  await page.getByRole('link', { name: 'Apresentar' }).click();
  await page.waitForURL(/\/present$/);
  await page.getByTestId('presenter').waitFor();
}

/** The time left on the presenter's big countdown, in milliseconds. */
export async function readPresenterCountdown(page: Page): Promise<number> {
  return countdownMs(await page.getByTestId('timer-display').innerText());
}
