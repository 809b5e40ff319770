import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshot } from './helpers';
import { apiJson, type DeviceShape, freshProjectOn, TABLET_LANDSCAPE } from './room/devices';
import {
  matrixCell,
  openIdeateTab,
  pressAndHold,
  rateWithPicker,
  TEN_NOTES,
} from './room/wall-steps';
import { appAndBrowser } from './suite';

// Issue 29: the impact × feasibility matrix on a touch tablet, where the page moved under a
// resting finger, and on phones, where the board was wider than the screen.

const suite = appAndBrowser();

interface StoredIdea {
  title: string;
  impact: number | null;
  feasibility: number | null;
}

/** A device of this shape on the Prioritization tab of a fresh project holding `ideas`. */
async function matrixOn(shape: DeviceShape, ideas: readonly Partial<StoredIdea>[]) {
  const { page, projectId } = await freshProjectOn(
    suite,
    shape,
    'Matriz da clínica',
    async (api, id) => {
      for (const idea of ideas)
        await apiJson(api, 'POST', `/api/projects/${id}/ideas`, {
          description: idea.title,
          ...idea,
        });
    },
  );
  await openIdeateTab(page, 'Priorização');
  return { page, projectId };
}

/** The idea's ratings as the server has them, once this device has sent everything. */
async function storedRatings(page: Page, projectId: string, title: string) {
  await page
    .locator('[data-testid="sync-indicator"][data-pending="0"]')
    .waitFor({ timeout: 30_000 });
  const ideas = await apiJson<StoredIdea[]>(page, 'GET', `/api/projects/${projectId}/ideas`);
  const idea = ideas.find((each) => each.title === title);
  return idea && { impact: idea.impact, feasibility: idea.feasibility };
}

const ideaChip = (page: Page, title: string) =>
  page.getByTestId('matrix-note').filter({ hasText: title });
/** The test id of the board's cell that holds the idea titled `title` (null in the tray). */
const cellOf = (page: Page, title: string) =>
  ideaChip(page, title).evaluate(
    (chip) => chip.closest('[data-testid^="matrix-cell-"]')?.getAttribute('data-testid') ?? null,
  );
const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** A touch tablet (1024×768) on the matrix of a project with six unrated ideas. */
async function touchTabletMatrix() {
  const { page, projectId } = await matrixOn(
    TABLET_LANDSCAPE,
    TEN_NOTES.slice(0, 6).map((title) => ({ title })),
  );
  return { page, projectId, target: matrixCell(page, 4, 4) };
}
const HEIGHT = TABLET_LANDSCAPE.viewport.height;

it('on a touch tablet (1024×768): a finger resting on a cell low on the screen drops the idea there', async () => {
  const { page, projectId, target } = await touchTabletMatrix();
  // As reported: the guide open under the matrix (so the page goes on below it), the cell
  // impact 4 · feasibility 4 low on the screen (its middle at 84% of the height), an idea of the
  // tray above it lifts, and the finger slides onto the cell, rests, and lifts.
  await page.getByRole('button', { name: 'Como priorizar' }).click();
  await target.evaluate((cell, y) => {
    const box = cell.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - y);
  }, HEIGHT * 0.84);
  const finger = await pressAndHold(page, ideaChip(page, 'Senha por SMS'), { asItIs: true });
  const before = await scrollTop(page);
  await finger.slideOnto(target);
  await finger.rest(800);
  const rested = await scrollTop(page);
  await finger.lift();
  await expect.poll(() => cellOf(page, 'Senha por SMS')).toBe('matrix-cell-4-4');
  // The page stays still under a finger resting on a cell (it used to run on to the bottom row).
  expect(rested - before).toBe(0);
  expect(await storedRatings(page, projectId, 'Senha por SMS')).toEqual({
    impact: 4,
    feasibility: 4,
  });
  await page.context().close();
});

it('on a touch tablet (1024×768): after the page scrolled during the drag, the idea lands where the finger lifts', async () => {
  const { page, projectId, target } = await touchTabletMatrix();
  // The page scrolls while the finger is held at the screen's bottom edge; the finger then
  // follows the cell to where it went, rests, and lifts.
  const finger = await pressAndHold(page, ideaChip(page, 'Agendar pelo WhatsApp'));
  const start = await scrollTop(page);
  await finger.slideTo({ x: 512, y: HEIGHT - 4 });
  await expect.poll(() => scrollTop(page), { timeout: 10_000 }).toBeGreaterThan(start + 40);
  await finger.slideOnto(target);
  await finger.rest(800);
  await finger.lift();
  await expect.poll(() => cellOf(page, 'Agendar pelo WhatsApp')).toBe('matrix-cell-4-4');
  expect(await storedRatings(page, projectId, 'Agendar pelo WhatsApp')).toEqual({
    impact: 4,
    feasibility: 4,
  });
  await screenshot(page, 'matrix-touch-tablet-1024');
  await page.context().close();
});

const PHONES: (DeviceShape & { name: string })[] = [
  { name: 'phone-390', viewport: { width: 390, height: 844 }, hasTouch: true },
  { name: 'phone-320', viewport: { width: 320, height: 640 }, hasTouch: true },
];

it.each(PHONES)(
  'on a $name: the four quadrants fit the screen, long words included, and a tap rates',
  async (phone) => {
    const { page, projectId } = await matrixOn(phone, [
      { title: 'Senha por SMS' },
      { title: 'Painel da fila na recepção', impact: 5, feasibility: 5 },
      { title: 'Autoatendimento multiprofissional', impact: 4, feasibility: 4 },
      { title: 'Cadeiras para acompanhantes', impact: 1, feasibility: 5 },
      { title: 'Triagem por prioridade', impact: 5, feasibility: 1 },
    ]);
    const width = phone.viewport.width;
    const board = page.getByTestId('matrix');
    await board.evaluate((element) => element.scrollIntoView({ block: 'start' }));

    // No sideways scroll: neither the page's nor inside the matrix.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const boardBox = await board.boundingBox();
    expect(boardBox && boardBox.x >= 0 && boardBox.x + boardBox.width <= width).toBe(true);
    expect(await board.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

    // The four quadrants are side by side on the screen, the quick wins' name in view.
    for (const name of ['Grandes apostas', 'Ganhos rápidos', 'Evitar', 'Tarefas menores']) {
      const quadrant = board.getByRole('region', { name });
      const box = await quadrant.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, name).toBe(true);
      // Nothing of the name hangs out of its quadrant.
      const label = quadrant.getByText(name, { exact: true });
      expect(await label.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    }
    const quickWins = await board.getByText('Ganhos rápidos', { exact: true }).boundingBox();
    expect(
      quickWins &&
        quickWins.x >= 0 &&
        quickWins.x + quickWins.width <= width &&
        quickWins.y >= 0 &&
        quickWins.y + quickWins.height <= phone.viewport.height,
    ).toBe(true);

    // A long word stays inside its note, and its note inside its quadrant.
    const longWord = ideaChip(page, 'Autoatendimento multiprofissional');
    expect(await longWord.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const [chip, quadrant] = await Promise.all([
      longWord.boundingBox(),
      board.getByRole('region', { name: 'Ganhos rápidos' }).boundingBox(),
    ]);
    expect(chip && quadrant && chip.x + chip.width <= quadrant.x + quadrant.width + 0.5).toBe(true);
    await screenshot(page, `matrix-${phone.name}`);

    // A tap places an idea, with the picker.
    await rateWithPicker(page, 'Senha por SMS', { impact: 5, feasibility: 4 });
    expect(
      await board.getByRole('region', { name: 'Ganhos rápidos' }).getByText('I5 · V4').count(),
    ).toBe(1);
    expect(await storedRatings(page, projectId, 'Senha por SMS')).toEqual({
      impact: 5,
      feasibility: 4,
    });
    await page.context().close();
  },
);
