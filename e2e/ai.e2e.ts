import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type OpenAiStandIn,
  STAND_IN_ANALYSIS,
  STAND_IN_REPLY,
  STAND_IN_SUGGESTIONS,
  startOpenAiStandIn,
} from '../api/test/openai-stand-in';
import { pdfText } from '../web/test/pdf-text';
import { launchChromium } from './browser';
import {
  createProject,
  newContext,
  SYNCED_SINCE_LOAD,
  screenshot,
  signIn,
  signUpByApi,
} from './helpers';
import { type RunningApp, startApp } from './server';

const PROJECT = 'Feira Livre Digital';

let standIn: OpenAiStandIn;
let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  // startApp passes its environment on: the app's SDK talks to the stand-in.
  process.env.OPENAI_API_KEY = 'sk-e2e';
  process.env.OPENAI_BASE_URL = standIn.url;
  [app, browser] = await Promise.all([startApp(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await standIn?.close();
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
});

it('chats with the mentor (streamed), analyses a project and exports the analysis as a PDF', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(app.url);
  const account = await signUpByApi(page);
  await signIn(page, app.url, account);
  await createProject(page, app.url, PROJECT);

  // The mentor: the nav entry, a question sent with Enter, the reply written in as it streams.
  await page.goto(`${app.url}/dashboard`);
  await page.getByRole('navigation').getByRole('link', { name: 'Chat IA' }).click();
  await page.waitForURL(`${app.url}/chat`);
  await page.getByText('Olá! Sou seu mentor de Design Thinking.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Fase 2: Definir' }).click();
  const input = page.getByRole('textbox', { name: 'Sua mensagem' });
  await input.fill('Por onde começo?');
  await input.press('Enter');
  // Partway through the stream, only the first words are on screen.
  await page.getByText('Comece pelas pessoas:', { exact: false }).first().waitFor();
  await page.getByText(STAND_IN_REPLY).waitFor();
  expect(standIn.requests.some((request) => request.body.stream === true)).toBe(true);
  await page.getByRole('button', { name: STAND_IN_SUGGESTIONS[0] }).click();
  expect(await input.inputValue()).toBe(STAND_IN_SUGGESTIONS[0]);
  await screenshot(page, 'ai-chat-desktop');
  await page.setViewportSize({ width: 320, height: 740 });
  await screenshot(page, 'ai-chat-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The analysis: generated online, then read back from the synced local copy after a reload.
  await page.goto(`${app.url}/projects`);
  await page.getByText(PROJECT).first().click();
  await page.getByRole('tab', { name: 'Análise Inteligente IA' }).click();
  await page.getByRole('button', { name: 'Gerar Análise IA' }).click();
  await page.getByText('Análise IA Gerada').waitFor();
  await page.getByText(STAND_IN_ANALYSIS.executiveSummary).waitFor();
  await page.getByText('Projeto Desenvolvido').waitFor();
  await screenshot(page, 'ai-analysis-desktop');
  await page.setViewportSize({ width: 320, height: 740 });
  await screenshot(page, 'ai-analysis-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  // The reloaded page is drawn before its script takes it over: a tap on the drawn tab before
  // then does nothing (seen on a slow machine, where the test clicked it in that moment).
  await page.locator(SYNCED_SINCE_LOAD).waitFor({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Análise Inteligente IA' }).click();
  await page.getByText(STAND_IN_ANALYSIS.executiveSummary).waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar PDF' }).click(),
  ]);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(new Uint8Array(pdf))).toContain(PROJECT);
  await page.getByText('PDF Gerado').waitFor();

  // Offline: the last analysis stays, a new one is refused plainly, the PDF is still made.
  await context.setOffline(true);
  await page.getByText('Uma nova análise precisa de conexão', { exact: false }).waitFor();
  expect(await page.getByRole('button', { name: 'Gerar nova análise' }).isDisabled()).toBe(true);
  const [offlineDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar PDF' }).click(),
  ]);
  expect(await offlineDownload.failure()).toBeNull();
  // And the mentor says it needs a connection, keeping what was being written.
  await page.getByRole('navigation').getByRole('link', { name: 'Chat IA' }).click();
  await page.getByText('O mentor de IA precisa de internet', { exact: false }).waitFor();
  await page.getByRole('textbox', { name: 'Sua mensagem' }).fill('Uma dúvida para depois');
  await input.press('Enter');
  expect(await page.getByRole('textbox', { name: 'Sua mensagem' }).inputValue()).toBe(
    'Uma dúvida para depois',
  );
  await screenshot(page, 'ai-chat-offline');
  await context.close();
});
