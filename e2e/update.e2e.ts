import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { explainingFailure } from './explaining-failure';
import {
  createProject,
  newContext,
  screenshot,
  signIn,
  signUpByApi,
  waitForServiceWorker,
} from './helpers';
import { traceUpdate } from './pwa/update-trace';
import { E2E_WEB_DIST_DIR, type RunningApp, startApp } from './server';
import { untilStill } from './still';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'trilha-update-'));
const firstBuild = join(work, 'v1');
const secondBuild = join(work, 'v2');
// A temp folder of its own, not one inside `work` (0700): run as root, the embedded PostgreSQL's
// user must be able to reach it (decision 0030).
const dataDir = mkdtempSync(join(tmpdir(), 'trilha-update-data-'));

let app: RunningApp | undefined;
let browser: Browser;
beforeAll(async () => {
  // Release 1 is the suite's build; release 2 is the same sources built again with another label.
  cpSync(E2E_WEB_DIST_DIR, firstBuild, { recursive: true });
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', secondBuild], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', TRILHA_BUILD_ID: `release-2-${Date.now()}` },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the second build failed');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(work, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

it('offers a new version through the reload prompt, and offline work survives the update', async () => {
  app = await startApp({ webDistDir: firstBuild, dataDir });
  const context = await newContext(browser);
  const page = await context.newPage();
  const trace = traceUpdate(context, page);
  await page.goto(app.url);
  const account = await signUpByApi(page);
  await signIn(page, app.url, account);
  await waitForServiceWorker(page);

  // Work done offline, still queued when the new release arrives.
  await context.setOffline(true);
  await createProject(page, app.url, 'Feito sem conexão');
  await page.getByTestId('sync-indicator').getByText('Offline').waitFor();

  const port = app.port;
  await app.stop();
  app = await startApp({ webDistDir: secondBuild, dataDir, port });
  await context.setOffline(false);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  await explainingFailure(() => page.getByText('Nova versão disponível').waitFor(), [trace]);
  await screenshot(page, 'update-prompt');
  // The offer slides in: a press while it moves can be released beside it (see still.ts).
  const reload = page.getByRole('button', { name: 'Recarregar' });
  await untilStill(page, reload);
  await reload.click();
  await explainingFailure(
    () => page.waitForFunction(() => document.querySelector('meta[name="trilha-build"]') !== null),
    [trace],
  );

  await page.goto(`${app.url}/projects`);
  await page.getByText('Feito sem conexão').first().waitFor();
  // And it reaches the server once online.
  await expect
    .poll(async () =>
      page.evaluate(async () =>
        ((await (await fetch('/api/projects')).json()) as { name: string }[]).map(
          (project) => project.name,
        ),
      ),
    )
    .toContain('Feito sem conexão');
  await context.close();
});
