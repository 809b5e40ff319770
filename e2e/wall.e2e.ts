import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SYNCED_SINCE_LOAD, screenshot } from './helpers';
import { accountWithProject, apiJson, freshProjectOn, roomDevice, settle } from './room/devices';
import {
  addWallGroup,
  captureIntoQuadrant,
  captureNotes,
  captureObservations,
  deleteWallGroup,
  dragIdeaToCell,
  dragNoteToGroup,
  keyboardMoveNote,
  moveNoteByMenu,
  openEmpathizeTool,
  openIdeateTab,
  rateWithPicker,
  renameWallGroup,
  TEN_NOTES,
  wallCluster,
  wallNote,
} from './room/wall-steps';
import { appAndBrowser } from './suite';

const suite = appAndBrowser();

interface Device {
  name: string;
  viewport: { width: number; height: number };
  hasTouch: boolean;
}
const TABLET_LANDSCAPE: Device = {
  name: 'tablet-1024',
  viewport: { width: 1024, height: 768 },
  hasTouch: false,
};
const TABLET_TOUCH: Device = {
  name: 'tablet-touch-768',
  viewport: { width: 768, height: 1024 },
  hasTouch: true,
};
const PHONE: Device = { name: 'phone-390', viewport: { width: 390, height: 844 }, hasTouch: true };

/** The project's ideas as the server has them (after a sync). */
async function serverIdeas(page: Page, projectId: string) {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/projects/${id}/ideas`);
    return (await response.json()) as {
      title: string;
      description: string;
      category: string;
      impact: number | null;
      feasibility: number | null;
    }[];
  }, projectId);
}

async function waitForSync(page: Page) {
  await page
    .locator('[data-testid="sync-indicator"][data-pending="0"]')
    .waitFor({ timeout: 30_000 });
}

it.each([TABLET_LANDSCAPE, TABLET_TOUCH])(
  'on a $name: ten notes with Enter alone, one dragged into a group and onto a matrix cell',
  async (device) => {
    const { page, projectId } = await freshProjectOn(suite, device, 'Oficina da fila');

    // Quick capture: Enter alone, ten times; the field never needs a click in between.
    await openIdeateTab(page, 'Brainstorming');
    await captureNotes(page, 'Anotar ideia', TEN_NOTES);
    await expect.poll(() => page.getByTestId('idea-card').count()).toBe(10);
    // The focus never left the field.
    await expect
      .poll(() =>
        page
          .getByRole('textbox', { name: 'Anotar ideia' })
          .evaluate((field) => field === document.activeElement),
      )
      .toBe(true);
    await screenshot(page, `wall-capture-${device.name}`);

    // The wall: a new group, a note dragged into it with the mouse, another moved by the menu.
    await openIdeateTab(page, 'Categorização');
    await addWallGroup(page, 'Comunicação');
    await dragNoteToGroup(page, 'Senha por SMS', 'Comunicação');
    await moveNoteByMenu(page, 'Lembrete na véspera', 'Comunicação');
    if (device.hasTouch) {
      // A finger: press and hold, then slide (the TouchSensor, not the mouse).
      await addWallGroup(page, 'Conforto');
      await dragNoteToGroup(page, 'Café na sala de espera', 'Conforto', 'touch');
    }
    let inCommunication = 2;
    if (!device.hasTouch) {
      // The keyboard alone, with the move spoken in the user's language.
      await keyboardMoveNote(page, 'Triagem por prioridade', 'Comunicação', 'ArrowRight');
      expect(await page.locator('[id^="DndLiveRegion"]').textContent()).toContain(
        '“Triagem por prioridade” solta em Comunicação.',
      );
      inCommunication = 3;
    }
    expect(await wallCluster(page, 'Comunicação').getByTestId('wall-note').count()).toBe(
      inCommunication,
    );
    await screenshot(page, `wall-groups-${device.name}`);

    // The matrix: one idea dragged onto a cell, one rated with the picker.
    await openIdeateTab(page, 'Priorização');
    await dragIdeaToCell(page, 'Senha por SMS', { impact: 5, feasibility: 4 });
    await rateWithPicker(page, 'Totem de autoatendimento', { impact: 2, feasibility: 1 });
    if (device.hasTouch)
      await dragIdeaToCell(
        page,
        'Fila virtual pelo celular',
        { impact: 4, feasibility: 2 },
        'touch',
      );
    await expect
      .poll(() => page.getByRole('list', { name: 'Quadrantes' }).textContent())
      .toContain('Ganhos rápidos · 1');
    await screenshot(page, `wall-matrix-${device.name}`);

    // All of it reached the server like any edit.
    await waitForSync(page);
    await expect
      .poll(async () => {
        const ideas = await serverIdeas(page, projectId);
        const sms = ideas.find((idea) => idea.title === 'Senha por SMS');
        return { count: ideas.length, sms: sms && [sms.category, sms.impact, sms.feasibility] };
      })
      .toEqual({ count: 10, sms: ['Comunicação', 5, 4] });
    const ideas = await serverIdeas(page, projectId);
    expect(ideas.find((idea) => idea.title === 'Lembrete na véspera')?.category).toBe(
      'Comunicação',
    );
    expect(ideas.find((idea) => idea.title === 'Totem de autoatendimento')).toMatchObject({
      impact: 2,
      feasibility: 1,
    });
    if (device.hasTouch) {
      expect(ideas.find((idea) => idea.title === 'Café na sala de espera')?.category).toBe(
        'Conforto',
      );
      expect(ideas.find((idea) => idea.title === 'Fila virtual pelo celular')).toMatchObject({
        impact: 4,
        feasibility: 2,
      });
    }
    await page.context().close();
  },
);

it('on a phone (390 px): capture, the wall and the matrix fit, a drag still works on the wall and a tap rates on the matrix', async () => {
  const { page } = await freshProjectOn(suite, PHONE, 'Oficina no celular');
  await openIdeateTab(page, 'Brainstorming');
  await captureNotes(page, 'Anotar ideia', TEN_NOTES.slice(0, 4));
  await screenshot(page, `wall-capture-${PHONE.name}`);

  await openIdeateTab(page, 'Categorização');
  await addWallGroup(page, 'Agendamento');
  await dragNoteToGroup(page, 'Agendar pelo WhatsApp', 'Agendamento', 'touch');
  await screenshot(page, `wall-groups-${PHONE.name}`);

  // The phone's matrix is its four quadrants (too narrow for 25 cells): a tap rates.
  await openIdeateTab(page, 'Priorização');
  await rateWithPicker(page, 'Senha por SMS', { impact: 5, feasibility: 5 });
  await rateWithPicker(page, 'Lembrete na véspera', { impact: 3, feasibility: 5 });
  expect(
    await page
      .getByRole('region', { name: 'Tarefas menores' })
      .getByText('Lembrete na véspera')
      .isVisible(),
  ).toBe(true);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `wall-matrix-${PHONE.name}`);
  await page.context().close();
});

it('on a touch tablet: notes appended to an empathy-map quadrant and observations under a context bar', async () => {
  const { page, projectId } = await freshProjectOn(suite, TABLET_TOUCH, 'Pesquisa na clínica');
  await page.evaluate(async (id) => {
    await fetch(`/api/projects/${id}/empathy-maps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Paciente na fila', says: ['Quero ser atendida logo'] }),
    });
  }, projectId);
  await page.reload();
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });

  await openEmpathizeTool(page, 'Mapas de Empatia');
  await captureIntoQuadrant(page, 'Sente', ['Ansiedade com a espera', 'Medo de perder a vez']);
  await page.getByTestId('empathy-map').getByText('Medo de perder a vez').waitFor();
  await screenshot(page, 'wall-empathy-capture-tablet-touch-768');

  await openEmpathizeTool(page, 'Observações');
  await captureObservations(page, { location: 'Recepção', context: 'Segunda de manhã' }, [
    'Pega a senha e volta para a porta',
    'Pergunta duas vezes quanto falta',
  ]);
  await expect.poll(() => page.getByTestId('observation').count()).toBe(2);
  await screenshot(page, 'wall-observation-capture-tablet-touch-768');

  await waitForSync(page);
  const maps = await page.evaluate(async (id) => {
    const response = await fetch(`/api/projects/${id}/empathy-maps`);
    return (await response.json()) as { says: string[]; feels: string[] }[];
  }, projectId);
  expect(maps).toMatchObject([
    {
      says: ['Quero ser atendida logo'],
      feels: ['Ansiedade com a espera', 'Medo de perder a vez'],
    },
  ]);
  await page.context().close();
});

it('a group prepared empty on a tablet reaches a phone, stays after a reload, and is renamed and deleted on both', async () => {
  const { account, projectId } = await accountWithProject(suite, 'Oficina preparada');
  const path = `/projects/${projectId}`;
  const tablet = await roomDevice(suite, account, TABLET_LANDSCAPE, path);
  const phone = await roomDevice(suite, account, PHONE, path);
  await apiJson(tablet, 'POST', `/api/projects/${projectId}/ideas`, {
    title: 'Senha por SMS',
    description: 'Avisar a vez',
  });
  for (const page of [tablet, phone]) {
    await openIdeateTab(page, 'Categorização');
    await wallNote(page, 'Senha por SMS').waitFor({ timeout: 30_000 });
  }

  // Prepared before the session: an empty group, on every device, and still there after a reload.
  await addWallGroup(tablet, 'Canais digitais');
  await wallCluster(phone, 'Canais digitais').waitFor({ timeout: 30_000 });
  expect(await wallCluster(phone, 'Canais digitais').getByTestId('wall-note').count()).toBe(0);
  await waitForSync(tablet);
  await settle(tablet);
  await openIdeateTab(tablet, 'Categorização');
  await wallCluster(tablet, 'Canais digitais').waitFor();
  await screenshot(tablet, 'wall-prepared-group-tablet-1024');
  await screenshot(phone, 'wall-prepared-group-phone-390');

  // A note filed on the phone; the group renamed on the tablet carries it on both.
  await moveNoteByMenu(phone, 'Senha por SMS', 'Canais digitais');
  await wallCluster(tablet, 'Canais digitais')
    .getByText('Senha por SMS')
    .waitFor({ timeout: 30_000 });
  await renameWallGroup(tablet, 'Canais digitais', 'Atendimento digital');
  await wallCluster(phone, 'Atendimento digital')
    .getByText('Senha por SMS')
    .waitFor({ timeout: 30_000 });
  expect(await wallCluster(phone, 'Canais digitais').count()).toBe(0);
  await screenshot(phone, 'wall-renamed-group-phone-390');

  // Deleted on the phone (it holds a note, so it asks): the note is back in 'Sem categoria'.
  await deleteWallGroup(phone, 'Atendimento digital');
  await wallCluster(tablet, 'Atendimento digital').waitFor({
    state: 'detached',
    timeout: 30_000,
  });
  await wallCluster(tablet, 'Sem categoria').getByText('Senha por SMS').waitFor();
  await waitForSync(phone);
  const ideas = await serverIdeas(phone, projectId);
  expect(ideas.map((idea) => [idea.title, idea.category])).toEqual([['Senha por SMS', '']]);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await tablet.context().close();
  await phone.context().close();
});
