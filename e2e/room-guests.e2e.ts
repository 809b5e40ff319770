import { expect, it } from 'vitest';
import { SYNCED_SINCE_LOAD, screenshot } from './helpers';
import { freshProjectOn, PHONE } from './room/devices';
import { joinRoomAs, openIdeas, openRoom } from './room/room-steps';
import { appAndBrowser } from './suite';

// At the address a phone on the laptop's hotspot opens: plain http, not a secure context.
const suite = appAndBrowser({ insecureHost: 'sala.test' });

it('a facilitator opens a room, a phone joins it with a name, adds an idea, and the facilitator sees it signed', async () => {
  const { page: facilitator, projectId } = await freshProjectOn(
    suite,
    { viewport: { width: 1280, height: 900 } },
    'Oficina da sala',
  );
  // The room works in phase 3, where ideas are written (a guest does not change the phase).
  await openIdeas(facilitator);

  const { panel, joinUrl } = await openRoom(facilitator);
  const code = (await panel.getByTestId('room-code').innerText()).replace(/\s/g, '');
  expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
  expect(joinUrl).toBe(`${suite.app.url}/join/${code}`);
  await panel.getByTestId('room-qr').waitFor();
  await panel.getByText('Ninguém entrou ainda').waitFor();
  await screenshot(facilitator, 'room-panel-desktop');

  // A participant's phone: no account, only a name.
  const phoneContext = await suite.browser.newContext({ locale: 'pt-BR', ...PHONE });
  const phone = await phoneContext.newPage();
  await phone.goto(joinUrl);
  await phone.getByText('Oficina da sala', { exact: false }).waitFor();
  expect(await phone.evaluate(() => window.isSecureContext)).toBe(false);
  await screenshot(phone, 'room-join-phone');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await joinRoomAs(phone, 'Bia');
  expect(phone.url()).toBe(`${suite.app.url}/projects/${projectId}`);
  await phone.getByRole('heading', { name: 'Oficina da sala' }).waitFor();

  // The facilitator's panel lists her within a few seconds.
  await panel.getByTestId('room-guests').getByText('Bia').waitFor({ timeout: 10_000 });
  await screenshot(facilitator, 'room-panel-guest-desktop');
  await facilitator.setViewportSize({ width: 390, height: 844 });
  await screenshot(facilitator, 'room-panel-phone');
  await facilitator.setViewportSize({ width: 1280, height: 900 });
  await facilitator.keyboard.press('Escape');

  // A guest is offered notes, not the project's settings, sharing or exports.
  const actions = phone.getByTestId('project-actions');
  expect(await actions.getByRole('button', { name: 'Compartilhar' }).count()).toBe(0);
  expect(await actions.getByRole('button', { name: /Exportar/ }).count()).toBe(0);
  expect(await actions.getByRole('button', { name: 'Abrir sala' }).count()).toBe(0);
  const capture = phone.getByLabel('Anotar ideia');
  await capture.fill('Fila pelo celular');
  await capture.press('Enter');
  await phone.getByTestId('idea-card').filter({ hasText: 'Fila pelo celular' }).waitFor();
  // The guest votes on their idea (+1), and the vote reaches the facilitator.
  const phoneCard = phone.getByTestId('idea-card').filter({ hasText: 'Fila pelo celular' });
  await phoneCard.getByRole('button', { name: /^Votar \(\+1\)\. 0 votos/ }).click();
  await phoneCard.getByRole('button', { name: /^Votar \(\+1\)\. 1 voto/ }).waitFor();
  await phone.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
  await screenshot(phone, 'room-guest-project-phone');

  // The facilitator sees it live, with who wrote it.
  const card = facilitator.getByTestId('idea-card').filter({ hasText: 'Fila pelo celular' });
  await card.waitFor({ timeout: 10_000 });
  await card.getByText('por Bia').waitFor();
  await card.getByRole('button', { name: /^Votar \(\+1\)\. 1 voto/ }).waitFor({ timeout: 10_000 });
  // A guest edits and deletes what they wrote; the facilitator, as an editor, anything.
  await phone
    .getByRole('button', { name: /Editar ideia Fila pelo celular/ })
    .first()
    .waitFor();

  await phone.setViewportSize({ width: 1280, height: 900 });
  await screenshot(phone, 'room-guest-project-desktop');

  // The presenter shows how to join while the room is open.
  await facilitator.goto(`${suite.app.url}/projects/${projectId}/present`);
  await facilitator.getByTestId('presenter-room').getByTestId('room-qr').waitFor();
  expect(
    (await facilitator.getByTestId('presenter-room').getByTestId('room-code').innerText()).replace(
      /\s/g,
      '',
    ),
  ).toBe(code);
  await screenshot(facilitator, 'room-presenter-desktop');
  await phoneContext.close();
});

it('a member at a join link is warned first; a guest stays in the room’s project, and is told when it closes', async () => {
  const { page: facilitator, projectId } = await freshProjectOn(
    suite,
    { viewport: { width: 1280, height: 900 } },
    'Oficina que fecha',
  );
  await facilitator.getByRole('button', { name: 'Abrir sala' }).click();
  const panel = facilitator.getByRole('dialog', { name: 'Sala do projeto' });
  const joinUrl = await panel.getByLabel('Link para entrar').inputValue();

  // The facilitator's own browser at the link: joining would sign her out of her account there.
  const member = await facilitator.context().newPage();
  await member.setViewportSize({ width: 390, height: 844 });
  await member.goto(joinUrl);
  await member.getByText('Entrar como convidado encerra sua sessão').waitFor();
  await screenshot(member, 'room-join-signed-in-phone');
  await member.setViewportSize({ width: 1280, height: 800 });
  await screenshot(member, 'room-join-signed-in-desktop');
  await member.close();

  const phoneContext = await suite.browser.newContext({ locale: 'pt-BR', ...PHONE });
  const phone = await phoneContext.newPage();
  await phone.goto(joinUrl);
  await phone.getByLabel('Seu nome').fill('Caio');
  await phone.getByRole('button', { name: 'Entrar na sala' }).click();
  await phone.waitForURL(`${suite.app.url}/projects/${projectId}`);
  await phone.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });

  // A member's screens, typed into the address bar, lead back to the room's project.
  for (const path of ['/chat', '/pricing', '/dashboard', '/profile']) {
    await phone.goto(`${suite.app.url}${path}`);
    await phone.waitForURL(`${suite.app.url}/projects/${projectId}`);
  }
  await phone.getByRole('heading', { name: 'Oficina que fecha' }).waitFor({ timeout: 30_000 });
  await phone.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });

  // Closing the room: the phone is told at once, in words.
  await panel.getByRole('button', { name: 'Fechar sala' }).click();
  await facilitator
    .getByRole('dialog', { name: 'Fechar a sala?' })
    .getByRole('button', { name: 'Fechar sala' })
    .click();
  await phone.waitForURL(`${suite.app.url}/login`, { timeout: 15_000 });
  await phone.getByText('A sala foi encerrada pelo facilitador.').waitFor();
  await screenshot(phone, 'room-closed-login-phone');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.setViewportSize({ width: 1280, height: 800 });
  await screenshot(phone, 'room-closed-login-desktop');
  await phoneContext.close();
});
