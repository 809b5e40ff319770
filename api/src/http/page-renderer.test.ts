import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PAGE_RENDERER_FILE, type PageData } from '@trilha/shared';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pageRenderer, pagesWithData } from './page-renderer';

/**
 * The page renderer in its worker thread, with small renderer bundles written for each test
 * (real-server.test.ts shows it serving pages).
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A build folder whose page renderer is `source` (an ES module). */
function distWith(source: string) {
  const dir = mkdtempSync(join(tmpdir(), 'trilha-renderer-'));
  dirs.push(dir);
  mkdirSync(dirname(join(dir, PAGE_RENDERER_FILE)), { recursive: true });
  writeFileSync(join(dir, PAGE_RENDERER_FILE), source);
  return dir;
}

/** A new build's renderer in place of the old one (a later modification time: a new version). */
function rebuild(dir: string, source: string, secondsLater: number) {
  const file = join(dir, PAGE_RENDERER_FILE);
  writeFileSync(file, source);
  const later = new Date(Date.now() + secondsLater * 1000);
  utimesSync(file, later, later);
}

const data = { articles: [{ title: 'Uma' }] } as unknown as PageData;

describe('the page renderer', () => {
  it('draws in a thread of its own, with the path, language and data it is given', async () => {
    const dir = distWith(`
      import { isMainThread } from 'node:worker_threads';
      export async function renderPage(path, language, data) {
        return ['main thread: ' + isMainThread, path, language, JSON.stringify(data)].join(' ');
      }`);
    const renderPage = await pageRenderer(dir)();
    expect(renderPage).toBeDefined();
    expect(await renderPage?.('/library', 'en', data)).toBe(
      `main thread: false /library en ${JSON.stringify(data)}`,
    );
  });

  it('is loaded without tsx: its thread runs plain Node', async () => {
    const dir = distWith(`
      export async function renderPage() { return JSON.stringify(process.execArgv); }`);
    expect(await (await pageRenderer(dir)())?.('/', 'en')).toBe('[]');
  });

  it('leaves the API’s thread free while it draws', async () => {
    // A render that holds its thread for half a second.
    const dir = distWith(`
      export async function renderPage() {
        const until = Date.now() + 500;
        while (Date.now() < until);
        return 'drawn';
      }`);
    const renderPage = await pageRenderer(dir)();
    const order: string[] = [];
    const drawn = renderPage?.('/', 'en').then(() => order.push('drawn'));
    await new Promise((resolve) => setTimeout(resolve, 20)).then(() => order.push('timer'));
    await drawn;
    expect(order).toEqual(['timer', 'drawn']);
  });

  it('is undefined without a renderer in the build', async () => {
    const dir = distWith('');
    rmSync(join(dir, PAGE_RENDERER_FILE));
    expect(await pageRenderer(dir)()).toBeUndefined();
  });

  it('is undefined, with a warning, when the bundle cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dir = distWith(`throw new Error('a broken bundle');`);
    expect(await pageRenderer(dir)()).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe(
      `web app: cannot load the page renderer ${join(dir, PAGE_RENDERER_FILE)}`,
    );
    expect(String(warn.mock.calls[0]?.[1])).toContain('a broken bundle');
    // And when it exports no renderPage.
    const none = distWith('export const nothing = 1;');
    expect(await pageRenderer(none)()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("fails a render with the renderer's error, and draws the next one", async () => {
    const dir = distWith(`
      export async function renderPage(path) {
        if (path === '/fail') throw new Error('cannot draw ' + path);
        return 'drawn ' + path;
      }`);
    const renderPage = await pageRenderer(dir)();
    await expect(renderPage?.('/fail', 'en')).rejects.toThrow('cannot draw /fail');
    expect(await renderPage?.('/ok', 'en')).toBe('drawn /ok');
  });

  it('fails every render waiting on a thread that ends, and starts it again when next asked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dir = distWith(`
      export function renderPage(path) {
        if (path === '/end') setTimeout(() => process.exit(3), 50);
        return new Promise(() => {});
      }`);
    const renderer = pageRenderer(dir);
    const renderPage = await renderer();
    // A render's failure is expected as it is asked for: it may come while the test awaits
    // something else, and a rejection nobody handles yet fails the whole run.
    const waiting = expect(renderPage?.('/waits', 'en')).rejects.toThrow('exit code 3');
    const ending = expect(renderPage?.('/end', 'en')).rejects.toThrow('exit code 3');
    await waiting;
    await ending;
    await expect(renderPage?.('/after', 'en')).rejects.toThrow('exit code 3');
    const again = await renderer();
    expect(again).toBeDefined();
    expect(again).not.toBe(renderPage);
  });

  it('is loaded again when a new build replaces it, and the old one’s thread ends', async () => {
    const dir = distWith(`
      export function renderPage(path) {
        return path === '/slow' ? new Promise(() => {}) : Promise.resolve('first build');
      }`);
    const renderer = pageRenderer(dir);
    const first = await renderer();
    expect(await renderer()).toBe(first);
    expect(await first?.('/', 'en')).toBe('first build');
    const inFlight = expect(first?.('/slow', 'en')).rejects.toThrow(/thread ended/);

    rebuild(dir, `export async function renderPage() { return 'second build'; }`, 60);
    const second = await renderer();
    expect(second).not.toBe(first);
    expect(await second?.('/', 'en')).toBe('second build');
    // The old thread is ended: what was waiting on it fails, and so would any later render.
    await inFlight;
    await expect(first?.('/', 'en')).rejects.toThrow(/thread ended/);
  });
});

describe('pages drawn with data', () => {
  it('gives up a render that never answers after five seconds: the shell', async () => {
    const dir = distWith('export function renderPage() { return new Promise(() => {}); }');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const draw = pagesWithData(dir, {});
    const page = { source: async () => data, params: {} };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const drawn = draw(page, '/library', 'en', '<div id="root"></div>', null);
    // Once the renderer has loaded (no timers in that) and the render is asked for, its
    // timeout is set.
    while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void drawn.finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await drawn).toBeUndefined();
    expect(warn.mock.calls.map((call) => `${call[0]} ${call[1]}`)).toContainEqual(
      expect.stringMatching(/could not render \/library.*no page after 5000 ms/),
    );
  }, 20_000);

  it('ends a thread stuck in a render, and draws the next page with a new one', async () => {
    const dir = distWith(`
      export async function renderPage(path) {
        if (path === '/loop') for (;;) {}
        return 'drawn ' + path;
      }`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const renderer = pageRenderer(dir);
    const stuck = await renderer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stuckFor = 'no page after 5000 ms';
    const looping = expect(stuck?.('/loop', 'en')).rejects.toThrow(stuckFor);
    const behind = expect(stuck?.('/library', 'en')).rejects.toThrow(stuckFor);
    await vi.advanceTimersByTimeAsync(5_000);
    vi.useRealTimers();
    await looping;
    await behind;
    const fresh = await renderer();
    expect(fresh).not.toBe(stuck);
    expect(await fresh?.('/library', 'en')).toBe('drawn /library');
    expect(warn.mock.calls.map((call) => String(call[0]))).toContainEqual(
      expect.stringContaining('a render of /loop took more than 5000 ms'),
    );
  }, 20_000);
});
