import type { Locator, Page } from 'playwright-core';
import { quadrantOf } from '../../web/src/project-data/room/matrix-layout';
import { chooseInMenu } from '../menu';

// Steps of the wall helper (quick capture, the wall, the matrix) for browser scenarios: plain
// functions on a Playwright page, in pt-BR, that wait for what each step produces.

/** Ten sticky notes of a brainstorm about a clinic's waiting room. */
export const TEN_NOTES = [
  'Senha por SMS',
  'Painel da fila na recepção',
  'Agendar pelo WhatsApp',
  'Lembrete na véspera',
  'Cadeiras para acompanhantes',
  'Triagem por prioridade',
  'Fila virtual pelo celular',
  'Café na sala de espera',
  'Totem de autoatendimento',
  'Horário estendido às sextas',
];

/** Opens phase 3 (Idear) on the project page, on one of its tabs. */
export async function openIdeateTab(
  page: Page,
  tab: 'Brainstorming' | 'Categorização' | 'Priorização',
) {
  await page
    .getByRole('button', { name: /Fase 3: Idear/ })
    .first()
    .click();
  await page.getByRole('tab', { name: tab }).click();
  const ready = {
    Brainstorming: page.getByRole('textbox', { name: 'Anotar ideia' }),
    Categorização: page.getByRole('heading', { name: 'Parede de ideias' }),
    Priorização: page.getByRole('heading', { name: 'Matriz impacto × viabilidade' }),
  }[tab];
  await ready.waitFor();
}

/**
 * Types each note into a quick-capture field and presses Enter, nothing else: the field must
 * clear and keep the focus for the next one. Resolves once the field counts them all.
 */
export async function captureNotes(page: Page, fieldLabel: string, notes: readonly string[]) {
  const field = page.getByRole('textbox', { name: fieldLabel });
  await field.click();
  for (const note of notes) {
    await page.keyboard.type(note);
    await page.keyboard.press('Enter');
  }
  await page.getByText(`${notes.length} notas salvas`).waitFor();
}

/** The wall's group named `name` ('Sem categoria' for ideas without one). */
export const wallCluster = (page: Page, name: string) =>
  page.locator(`[data-testid="wall-cluster"][aria-label="${name}"]`);

/** The sticky note of the idea titled `title` on the wall. */
export const wallNote = (page: Page, title: string) =>
  page.getByTestId('wall-note').filter({ hasText: title });

/** On the wall: names a new, empty group. */
export async function addWallGroup(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Nome do novo grupo' }).fill(name);
  await page.getByRole('button', { name: 'Novo grupo' }).click();
  await wallCluster(page, name).waitFor();
}

/** On the wall: opens the menu of the group `name` and picks `action` in it. */
async function groupAction(page: Page, name: string, action: string) {
  await chooseInMenu(page, page.getByRole('button', { name: `Ações do grupo “${name}”` }), action);
}

/** On the wall: renames a group in place (Enter saves) and waits for the new name. */
export async function renameWallGroup(page: Page, from: string, to: string) {
  await groupAction(page, from, 'Renomear');
  const field = page.getByRole('textbox', { name: 'Nome do grupo' });
  await field.fill(to);
  await field.press('Enter');
  await wallCluster(page, to).waitFor();
}

/** On the wall: deletes a group, confirming when it holds notes, and waits until it is gone. */
export async function deleteWallGroup(page: Page, name: string) {
  const holdsNotes = (await wallCluster(page, name).getByTestId('wall-note').count()) > 0;
  await groupAction(page, name, 'Excluir grupo');
  if (holdsNotes) {
    const dialog = page.getByRole('dialog', { name: `Excluir o grupo “${name}”?` });
    await dialog.getByRole('button', { name: 'Excluir grupo' }).click();
  }
  await wallCluster(page, name).waitFor({ state: 'detached' });
}

/**
 * A real mouse drag: press on the middle of `from`, travel in small steps to the middle of
 * `to` (the first steps pass the drag's activation distance), release.
 */
export async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const start = await centerOf(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 5 });
  const end = await centerOf(to);
  await page.mouse.move(end.x, end.y, { steps: 15 });
  await page.mouse.move(end.x + 2, end.y + 2, { steps: 2 });
  await page.mouse.up();
}

/** A point on the screen, in CSS pixels from the viewport's top left corner. */
export interface Point {
  x: number;
  y: number;
}

/**
 * A finger on a touch screen, driven through the DevTools protocol (touch events, not a mouse):
 * it rests on `from` longer than the press delay, so the note lifts instead of the page
 * scrolling, and is then moved by the returned steps. `from` is first scrolled to the middle
 * of the screen unless `asItIs` (the page stays where the scenario put it). Needs a context
 * created with `hasTouch: true`.
 */
export async function pressAndHold(page: Page, from: Locator, options: { asItIs?: boolean } = {}) {
  const cdp = await page.context().newCDPSession(page);
  let at = options.asItIs ? await middleOf(from) : await centerOf(from);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [],
    });
  await touch('touchStart', at);
  // Held until the note lifts (the wall's press-and-hold is 250 ms): a move before that is a
  // scroll, and on a busy page the hold's timer may fire late.
  await page.waitForTimeout(300);
  await page.locator('[data-dragging]').first().waitFor({ timeout: 5_000 });
  const SLIDE_STEPS = 15;
  return {
    /** Slides in small steps to a point of the screen. */
    async slideTo(point: Point) {
      const start = at;
      for (let step = 1; step <= SLIDE_STEPS; step += 1) {
        const ratio = step / SLIDE_STEPS;
        at = { x: start.x + (point.x - start.x) * ratio, y: start.y + (point.y - start.y) * ratio };
        await touch('touchMove', at);
      }
    },
    /**
     * Slides onto the middle of `target` where it is on the screen now (never scrolled into
     * view first), aiming again at each step in case the page moves under the finger.
     */
    async slideOnto(target: Locator) {
      for (let step = SLIDE_STEPS; step >= 1; step -= 1) {
        const aim = await middleOf(target);
        at = { x: at.x + (aim.x - at.x) / step, y: at.y + (aim.y - at.y) / step };
        await touch('touchMove', at);
      }
    },
    /** Stays still, as a finger does over its target before it lifts. */
    rest: (ms: number) => page.waitForTimeout(ms),
    async lift() {
      await touch('touchEnd');
      await cdp.detach();
    },
  };
}

/**
 * A real finger drag from `from` to `to`, scrolled into the middle of the screen once the note
 * has lifted (see `pressAndHold`).
 */
export async function touchDrag(page: Page, from: Locator, to: Locator) {
  const finger = await pressAndHold(page, from);
  const end = await centerOf(to);
  await finger.slideTo(end);
  // Rest over the target before lifting, as a finger does: the drag finds what is under it in
  // an animation frame, which a busy page may run after an immediate lift (100 ms was once too
  // little for the phone's drag while the whole browser suite ran on two cores).
  await finger.rest(300);
  await finger.slideTo({ x: end.x + 2, y: end.y + 2 });
  await finger.rest(300);
  await finger.lift();
}

/**
 * The middle of an element, once scrolled to the middle of the screen: 'if needed' would leave
 * it at an edge, under the app's sticky header, where a press lands on the header instead.
 */
async function centerOf(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return middleOf(locator);
}

/** The middle of an element where it is on the screen now. */
async function middleOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** On the wall: drags the note of `title` into the group `group` and waits until it is there. */
export async function dragNoteToGroup(
  page: Page,
  title: string,
  group: string,
  how: 'mouse' | 'touch' = 'mouse',
) {
  const note = wallNote(page, title).locator('[aria-roledescription]');
  const target = wallCluster(page, group);
  await (how === 'mouse' ? mouseDrag : touchDrag)(page, note, target);
  await target.getByText(title).waitFor();
}

/**
 * On the wall, with the keyboard alone: Space picks the focused note up, the arrow key carries
 * it until the group lights up under it, Space drops it.
 */
export async function keyboardMoveNote(
  page: Page,
  title: string,
  group: string,
  direction: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp',
) {
  await wallNote(page, title).locator('[aria-roledescription]').focus();
  await page.keyboard.press('Space');
  const target = wallCluster(page, group);
  for (let press = 0; press < 80 && !(await target.getAttribute('data-over')); press += 1)
    await page.keyboard.press(direction);
  await page.keyboard.press('Space');
  await target.getByText(title).waitFor();
}

/** On the wall: moves a note with its 'Mover para…' menu instead of dragging. */
export async function moveNoteByMenu(page: Page, title: string, group: string) {
  const opener = page.getByRole('button', { name: `Mover “${title}” para outro grupo` });
  await chooseInMenu(page, opener, group);
  await wallCluster(page, group).getByText(title).waitFor();
}

/** The matrix cell of impact × feasibility (both 1 to 5). */
export const matrixCell = (page: Page, impact: number, feasibility: number) =>
  page.getByTestId(`matrix-cell-${impact}-${feasibility}`);

/**
 * Where an idea rated `ratings` shows on the matrix: its cell on the board, or its quadrant on
 * a phone (only one of the two is drawn).
 */
export const matrixPlace = (page: Page, ratings: { impact: number; feasibility: number }) =>
  page.locator(
    [
      `[data-testid="matrix-cell-${ratings.impact}-${ratings.feasibility}"]`,
      `[data-testid="matrix-quadrant-${quadrantOf(ratings.impact, ratings.feasibility)}"]`,
    ].join(', '),
  );

/** On the matrix: drags an idea (from the tray or another cell) onto a cell. */
export async function dragIdeaToCell(
  page: Page,
  title: string,
  cell: { impact: number; feasibility: number },
  how: 'mouse' | 'touch' = 'mouse',
) {
  const idea = page.getByTestId('matrix-note').filter({ hasText: title });
  const target = matrixCell(page, cell.impact, cell.feasibility);
  await (how === 'mouse' ? mouseDrag : touchDrag)(page, idea, target);
  await target.getByTestId('matrix-note').filter({ hasText: title }).waitFor();
}

/** On the matrix: rates an idea with the picker that a tap opens. */
export async function rateWithPicker(
  page: Page,
  title: string,
  ratings: { impact: number; feasibility: number },
) {
  await page.getByTestId('matrix-note').filter({ hasText: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog
    .getByRole('radiogroup', { name: 'Impacto' })
    .getByText(String(ratings.impact))
    .click();
  await dialog
    .getByRole('radiogroup', { name: 'Viabilidade' })
    .getByText(String(ratings.feasibility))
    .click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.waitFor({ state: 'detached' });
  await matrixPlace(page, ratings).getByText(title).waitFor();
}

/** Opens phase 1 (Empatizar) on the project page, on one of its tools. */
export async function openEmpathizeTool(page: Page, tool: 'Mapas de Empatia' | 'Observações') {
  await page
    .getByRole('button', { name: /Fase 1: Empatizar/ })
    .first()
    .click();
  await page.getByRole('tab', { name: tool }).click();
}

/** In the empathy maps tool: appends each note to a quadrant of the first map with Enter. */
export async function captureIntoQuadrant(
  page: Page,
  quadrant: 'Diz' | 'Pensa' | 'Faz' | 'Sente',
  notes: readonly string[],
) {
  const capture = page.getByTestId('capture-empathy');
  await capture.getByText(quadrant, { exact: true }).click();
  await captureNotes(page, `Anotar em “${quadrant}”`, notes);
}

/** In the observations tool: fills the context bar, then notes each behaviour with Enter. */
export async function captureObservations(
  page: Page,
  context: { location: string; context: string },
  behaviours: readonly string[],
) {
  const capture = page.getByTestId('capture-observations');
  await capture.getByRole('textbox', { name: 'Local' }).fill(context.location);
  await capture.getByRole('textbox', { name: 'Contexto' }).fill(context.context);
  await captureNotes(page, 'Comportamento observado', behaviours);
}
