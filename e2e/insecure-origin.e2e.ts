import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './browser';
import {
  createProject,
  newAccount,
  SYNCED_SINCE_LOAD,
  screenshot,
  signIn,
  signUpByApi,
} from './helpers';
import { PHONE } from './room/devices';
import { openIdeas, writeIdea } from './room/room-steps';
import { type RunningApp, startApp } from './server';

// Issue 31, the hub: a laptop serves the room's phones over plain http://<its address>:<port>,
// which is not a secure context (no crypto.randomUUID, service worker, Web Locks, Clipboard
// API, storage persistence). 'sala.test' stands for the laptop's address: the browser maps it
// to the loopback, and the app's APP_URL names it, so the page's origin is http://sala.test:<port>.

const HOST = 'sala.test';
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startApp({ appHost: HOST }),
    launchChromium([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A device of the room, at the hub's insecure origin. */
async function device(shape: { viewport: { width: number; height: number }; hasTouch?: boolean }) {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: shape.viewport,
    hasTouch: shape.hasTouch ?? false,
  });
  return context.newPage();
}

const syncLabel = (page: Page) => page.getByTestId('sync-indicator').innerText();

it('a facilitator and a phone work together at an insecure http origin: project, idea, live, vote', async () => {
  const laptop = await device({ viewport: { width: 1280, height: 900 } });
  await laptop.goto(app.url);
  expect(new URL(laptop.url()).host).toBe(`${HOST}:${app.port}`);
  const context = await laptop.evaluate(() => ({
    secure: window.isSecureContext,
    randomUUID: typeof crypto.randomUUID,
    serviceWorker: 'serviceWorker' in navigator,
  }));
  // The browser itself withholds what only secure contexts get.
  expect(context).toEqual({ secure: false, randomUUID: 'undefined', serviceWorker: false });

  const account = await signUpByApi(laptop, newAccount());
  await signIn(laptop, app.url, account);

  // The 'Novo Projeto' dialog creates the project (its id made without crypto.randomUUID).
  await createProject(laptop, app.url, 'Oficina sem internet');
  await expect.poll(() => laptop.getByRole('dialog').count()).toBe(0);
  await laptop.getByRole('link', { name: /Oficina sem internet/ }).click();
  await laptop.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectPath = new URL(laptop.url()).pathname;
  await laptop.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
  expect(await syncLabel(laptop)).not.toMatch(/Offline/);

  // A phone on the hotspot, signed in to the same account, on the same project.
  const phone = await device(PHONE);
  await signIn(phone, app.url, account);
  await phone.goto(`${app.url}${projectPath}`);
  await phone.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
  await openIdeas(phone);

  // The laptop writes an idea; the phone receives it live (no reload), and votes on it.
  await openIdeas(laptop);
  await writeIdea(laptop, 'Mapa da jornada no corredor', 'Post-its na parede do corredor');
  await phone.getByText('Mapa da jornada no corredor').first().waitFor({ timeout: 15_000 });
  const phoneCard = phone
    .locator('[data-testid="idea-card"]')
    .filter({ hasText: 'Mapa da jornada no corredor' });
  await phoneCard.getByRole('button', { name: /^Votar \(\+1\)\. 0 votos/ }).click();
  await phoneCard.getByRole('button', { name: /^Votar \(\+1\)\. 1 voto/ }).waitFor();

  // The vote reaches the laptop live too, and both devices end with nothing left to send.
  const laptopCard = laptop
    .locator('[data-testid="idea-card"]')
    .filter({ hasText: 'Mapa da jornada no corredor' });
  await laptopCard
    .getByRole('button', { name: /^Votar \(\+1\)\. 1 voto/ })
    .waitFor({ timeout: 15_000 });
  for (const page of [laptop, phone]) {
    await page.locator('[data-testid="sync-indicator"][data-pending="0"]').waitFor();
    expect(await syncLabel(page)).not.toMatch(/Offline/);
  }

  // The facilitator invites someone: the link is at the hub's address (not APP_URL's
  // localhost), and 'Copiar' copies it without the Clipboard API.
  await laptop.getByRole('button', { name: 'Compartilhar' }).first().click();
  const share = laptop.getByRole('dialog', { name: 'Compartilhar projeto' });
  await share.getByRole('button', { name: 'Gerar link de convite' }).click();
  const link = await share.getByRole('textbox', { name: /Link de convite/ }).inputValue();
  expect(link).toMatch(new RegExp(`^http://${HOST}:${app.port}/invite/`));
  await share.getByRole('button', { name: 'Copiar' }).click();
  await share.getByRole('button', { name: 'Copiado' }).waitFor({ timeout: 5_000 });
  await laptop.keyboard.press('Escape');
  await share.waitFor({ state: 'detached' });

  await screenshot(laptop, 'insecure-origin-laptop');
  await screenshot(phone, 'insecure-origin-phone');
});
