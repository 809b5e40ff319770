import type { Page } from 'playwright-core';

// Steps of the voting helper (dot-voting sessions) for browser scenarios: plain functions on a
// Playwright page, in pt-BR, that wait for what each step produces and assert nothing else.

export interface NewVotingSession {
  title: string;
  /** Dots per person (default 3). */
  budget?: number;
  allowStacking?: boolean;
  /** Default true, as in the dialog. */
  anonymous?: boolean;
}

export interface ResultRow {
  title: string;
  dots: number;
  rank: number;
}

/** On the project page: opens the tool whose voting panel is wanted and waits for the panel. */
export async function openVotingPanel(page: Page, target: 'ideas' | 'hmwQuestions' = 'ideas') {
  const [phase, tab] =
    target === 'ideas' ? [/Fase 3: Idear/, 'Priorização'] : [/Fase 2: Definir/, 'Perguntas HMW'];
  await page.getByRole('button', { name: phase }).first().click();
  await page.getByRole('tab', { name: tab }).click();
  await page.getByTestId('voting-sessions').waitFor();
}

/**
 * On the project page: 'Nova votação' in the tool's panel, fills the dialog and creates the
 * session; returns its id once its page is open.
 */
export async function createSession(
  page: Page,
  session: NewVotingSession,
  target: 'ideas' | 'hmwQuestions' = 'ideas',
): Promise<string> {
  await openVotingPanel(page, target);
  await page.getByTestId('voting-sessions').getByRole('button', { name: 'Nova votação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova votação' });
  await dialog.getByLabel('Título').fill(session.title);
  await dialog.getByLabel('Pontos por pessoa').fill(String(session.budget ?? 3));
  const switches: [string, boolean][] = [
    ['Permitir vários pontos no mesmo item', session.allowStacking ?? false],
    ['Votação anônima', session.anonymous ?? true],
  ];
  for (const [label, wanted] of switches) {
    await dialog.getByRole('switch', { name: label }).setChecked(wanted);
  }
  await dialog.getByRole('button', { name: 'Criar votação' }).click();
  await page.waitForURL(/\/voting\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: session.title }).waitFor();
  return page.url().split('/').at(-1) ?? '';
}

/** On a session page: adds people by name (each waits for its name button). */
export async function addParticipants(page: Page, names: readonly string[]) {
  const field = page.getByTestId('participant-picker').getByLabel('Nome');
  for (const name of names) {
    await field.fill(name);
    await field.press('Enter');
    await page
      .getByRole('button', { name: new RegExp(`^Votar como ${name}( \\(já votou\\))?$`) })
      .waitFor();
  }
}

/**
 * On a session page, at the names: `person` taps their name, places one dot on each title in
 * turn (a title twice places two, where stacking is allowed) and finishes their turn.
 */
export async function spendDots(page: Page, person: string, itemTitles: readonly string[]) {
  await page
    .getByRole('button', { name: new RegExp(`^Votar como ${person}( \\(já votou\\))?$`) })
    .click();
  await page.getByRole('heading', { name: `Vez de ${person}` }).waitFor();
  for (const title of itemTitles) {
    const left = await dotsLeftText(page);
    const place = page.getByRole('button', { name: `Colocar um ponto em ${title}`, exact: true });
    await place.click();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="dots-left"]')?.textContent !== before,
      left,
    );
  }
  await page.getByRole('button', { name: 'Concluir minha vez' }).click();
  await page.getByTestId('participant-picker').waitFor();
}

/** 'Restam N de M pontos' of the open ballot. */
export async function dotsLeftText(page: Page): Promise<string> {
  return (await page.getByTestId('dots-left').textContent()) ?? '';
}

/** On a session page while voting: 'Revelar resultados', confirmed; waits for the results. */
export async function reveal(page: Page) {
  await page.getByRole('button', { name: 'Revelar resultados' }).click();
  await page
    .getByRole('dialog', { name: 'Revelar resultados?' })
    .getByRole('button', { name: 'Revelar resultados' })
    .click();
  await page.getByTestId('voting-results').waitFor();
}

/** The ranked results shown (items with dots), in order. */
export async function readResults(page: Page): Promise<ResultRow[]> {
  await page.getByTestId('voting-results').waitFor();
  return page.getByTestId('result-item').evaluateAll((items) =>
    items.map((item) => ({
      title: item.getAttribute('data-item-text') ?? '',
      dots: Number(item.getAttribute('data-dots')),
      rank: Number(item.getAttribute('data-rank')),
    })),
  );
}

/** The facilitator's list of refused dots ('Ana — 1 ponto recusado: acima do orçamento'). */
export async function readRefused(page: Page): Promise<string[]> {
  const list = page.getByTestId('refused-dots');
  if ((await list.count()) === 0) return [];
  return list.getByRole('listitem').allTextContents();
}

/** On a revealed session page: 'Somar aos votos', confirmed; waits for the applied note. */
export async function applyToVotes(page: Page) {
  await page.getByRole('button', { name: 'Somar aos votos' }).click();
  await page
    .getByRole('dialog', { name: 'Somar aos votos?' })
    .getByRole('button', { name: 'Somar aos votos' })
    .click();
  await page.getByTestId('votes-applied').waitFor();
}
