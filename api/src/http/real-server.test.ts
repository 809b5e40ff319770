import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_PUSH_BYTES, SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createApp } from '../app';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { createSession } from '../auth/sessions';
import { loadConfig } from '../config';
import { insertArticle, updateArticle } from '../library/repository';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { processPush } from '../sync/push';
import { insertUser } from '../users/repository';
import { startHttpServer } from './http-server';

/**
 * Through a real HTTP server and Node's fetch (which keeps connections alive), as a browser
 * would talk to it: what `app.request()` cannot show.
 */
let db: TestDatabase;
let server: Server;
let origin: string;
let distDir: string;

const shell = (language: string) => `shell in ${language}<div id="root"></div>`;
/**
 * The test's page renderer runs in a thread of its own (page-renderer.ts), with its own globals:
 * it tells its renders through files in the build folder. It adds a line to this one per render…
 */
const RENDERS_FILE = 'renders.log';
const renders = () => {
  const file = join(distDir, RENDERS_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').length - 1 : undefined;
};
/** …and fails while this one is there. */
const FAIL_FILE = 'fail';

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'trilha-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Trilha</title>');
  writeFileSync(join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
  // The build made a shell for two of the languages, and prerendered / and /pricing in them.
  for (const language of ['pt-BR', 'en']) {
    mkdirSync(join(distDir, 'prerendered', language), { recursive: true });
    writeFileSync(join(distDir, 'prerendered', language, 'shell.html'), shell(language));
    for (const page of ['index', 'pricing']) {
      writeFileSync(
        join(distDir, 'prerendered', language, `${page}.html`),
        `${page} in ${language}`,
      );
    }
  }
  // And the page renderer: it draws what it is given, counts its renders, and fails on request.
  mkdirSync(join(distDir, 'server'));
  writeFileSync(
    join(distDir, 'server', 'render-page.js'),
    `import { appendFileSync, existsSync } from 'node:fs';
    export async function renderPage(path, language, data) {
      appendFileSync(${JSON.stringify(join(distDir, RENDERS_FILE))}, path + '\\n');
      if (existsSync(${JSON.stringify(join(distDir, FAIL_FILE))})) throw new Error('the renderer failed');
      const drawn = data.project
        ? 'project ' + data.project.id + ' with ' + data.project.pull.changes.length + ' rows'
        : data.articles.map((a) => a.title).join(' | ');
      return '<main>' + language + ' ' + path + ': ' + drawn + '</main>';
    }`,
  );
  db = await createTestDatabase();
  const config = loadConfig({ WEB_DIST_DIR: distDir });
  const app = createApp(
    { sql: db.sql, config, rateLimiter: new RateLimiter(db.sql) },
    { serveWeb: true },
  );
  server = startHttpServer(app, { port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
  rmSync(distDir, { recursive: true, force: true });
});

const post = (path: string, body: string) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body,
  });

describe('a body over the limit', () => {
  it('is a 413, and the requests after it on the kept-alive connection still work', async () => {
    const tooBig = JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' });
    for (let round = 0; round < 3; round++) {
      const response = await post('/api/auth/login', tooBig);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
      for (let i = 0; i < 3; i++) {
        const next = await fetch(`${origin}/api/health`);
        expect(next.status).toBe(200);
        await next.text();
      }
    }
  });

  it('is a 413 for a sync push past its cap', async () => {
    const response = await post('/api/sync/push', 'x'.repeat(MAX_PUSH_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  });
});

describe('the web app', () => {
  const visit = (path: string, headers: Record<string, string>) =>
    fetch(`${origin}${path}`, { headers }).then(async (response) => ({
      status: response.status,
      body: await response.text(),
      vary: response.headers.get('vary'),
      cacheControl: response.headers.get('cache-control'),
    }));

  it('serves a hashed asset for a year, immutable', async () => {
    const response = await fetch(`${origin}/assets/app-1234.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for a missing asset, never index.html cached as immutable', async () => {
    const response = await fetch(`${origin}/assets/app-old.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
    expect(await response.text()).not.toContain('<title>Trilha');
  });

  it("answers client routes with the shell made for the browser's language, revalidated", async () => {
    const response = await fetch(`${origin}/projects/abc`, {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(shell('en'));
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('answers with index.html where the build made no shell for the language', async () => {
    const response = await fetch(`${origin}/projects/abc`, {
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(await response.text()).toContain('<title>Trilha');
  });

  it('sends no HSTS over plain http', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  describe('a prerendered page', () => {
    it("is sent in the browser's language to a visitor without a session, revalidated", async () => {
      const english = await visit('/', { 'accept-language': 'en-US,en;q=0.9,pt;q=0.8' });
      expect(english).toMatchObject({ body: 'index in en', cacheControl: 'no-cache' });
      expect(english.vary).toMatch(/Cookie/);
      expect(english.vary).toMatch(/Accept-Language/);
      expect((await visit('/pricing', { 'accept-language': 'pt-BR' })).body).toBe(
        'pricing in pt-BR',
      );
    });

    it('follows the language chosen in the app over the browser’s', async () => {
      const page = await visit('/', { 'accept-language': 'pt-BR', cookie: 'trilha-language=en' });
      expect(page.body).toBe('index in en');
    });

    it('gives way to the shell with a session cookie or a query, or where the build made no such page', async () => {
      const signedIn = { 'accept-language': 'en', cookie: 'trilha_session=abc' };
      expect((await visit('/', signedIn)).body).toBe(shell('en'));
      expect((await visit('/login', { 'accept-language': 'en' })).body).toBe(shell('en'));
      expect((await visit('/?next=%2Fprojects', { 'accept-language': 'en' })).body).toBe(
        shell('en'),
      );
      expect((await visit('/', { 'accept-language': 'fr-FR' })).body).toContain('<title>Trilha');
    });
  });

  describe('the library, drawn by the server with its articles', () => {
    const english = { 'accept-language': 'en' };
    const firstArticleId = async () =>
      (
        await db.sql<{ id: string }[]>`
          SELECT id FROM articles WHERE published ORDER BY created_at DESC, id DESC LIMIT 1`
      )[0]?.id;
    const publishedTitles = async () =>
      (
        await db.sql<{ title: string }[]>`
        SELECT title FROM articles WHERE published ORDER BY created_at DESC, id DESC`
      ).map((row) => row.title);

    beforeAll(async () => {
      await insertArticle(db.sql, {
        title: 'A draft nobody may see',
        content: 'Not yet.',
        category: 'ideate',
        author: 'An editor',
        description: '',
        tags: [],
        published: false,
      });
    });

    it('is the published list drawn in #root, in the visitor’s language, with the same list beside it', async () => {
      const page = await visit('/library', english);
      expect(page).toMatchObject({ status: 200, cacheControl: 'no-cache' });
      expect(page.vary).toMatch(/Cookie/);
      const titles = await publishedTitles();
      expect(titles.length).toBeGreaterThan(1);
      expect(page.body).toContain(
        `<div id="root" data-prerendered="en"><main>en /library: ${titles.join(' | ')}</main></div>`,
      );
      const data = page.body.match(
        /<script type="application\/json" id="trilha-page-data">(.*)<\/script>/,
      );
      const listed = await (await fetch(`${origin}/api/articles`)).json();
      expect(JSON.parse(data?.[1] ?? 'null')).toEqual({ articles: listed });
      expect(page.body).not.toContain('A draft nobody may see');
    });

    it('is drawn for each language apart', async () => {
      expect((await visit('/library', english)).body).toContain('<main>en /library: ');
      const portuguese = await visit('/library', { 'accept-language': 'pt-BR' });
      expect(portuguese.body).toContain('<div id="root" data-prerendered="pt-BR"><main>pt-BR ');
    });

    it('is drawn once while its articles stay the same, and again when they change', async () => {
      await visit('/library', english);
      const before = renders() ?? 0;
      const pages = await Promise.all([1, 2, 3].map(() => visit('/library', english)));
      expect(new Set(pages.map((page) => page.body)).size).toBe(1);
      expect(renders()).toBe(before);

      await updateArticle(db.sql, (await firstArticleId()) ?? '', {
        title: 'A title changed just now',
      });
      const [first, second] = await Promise.all([
        visit('/library', english),
        visit('/library', english),
      ]);
      // Two requests at once wait for the same render.
      expect(renders()).toBe(before + 1);
      expect(first.body).toContain('<main>en /library: A title changed just now | ');
      expect(second.body).toBe(first.body);
    });

    it('is drawn by a new build’s renderer once the build replaces it', async () => {
      const file = join(distDir, 'server', 'render-page.js');
      const original = readFileSync(file, 'utf8');
      try {
        writeFileSync(file, original.replace("'<main>'", "'<main>rebuilt '"));
        const later = new Date(Date.now() + 60_000);
        utimesSync(file, later, later);
        expect((await visit('/library', english)).body).toContain('<main>rebuilt en /library: ');
      } finally {
        writeFileSync(file, original);
      }
    });

    it('is the shell with a query, with a cookie whose session has ended, or when drawing fails', async () => {
      expect((await visit('/library?category=ideate', english)).body).toBe(shell('en'));
      const ended = await visit('/library', { ...english, cookie: 'trilha_session=abc' });
      expect(ended).toMatchObject({ body: shell('en'), cacheControl: 'private, no-cache' });
      // The test's renderer fails when asked to (a file, as the page's data cannot ask it).
      writeFileSync(join(distDir, FAIL_FILE), '');
      try {
        await updateArticle(db.sql, (await firstArticleId()) ?? '', { title: 'Drawn again' });
        const failed = await visit('/library', english);
        expect(failed).toMatchObject({ status: 200, body: shell('en') });
      } finally {
        rmSync(join(distDir, FAIL_FILE));
      }
      expect((await visit('/library', english)).body).toContain('<main>en /library: Drawn again');
    });

    it('is drawn for a signed-in reader: their list, who they are, and for them alone', async () => {
      const reader = await insertUser(
        db.sql,
        {
          username: 'leitora',
          email: 'leitora@example.com',
          name: 'Leitora',
          passwordHash: 'not used here',
        },
        'user',
      );
      const cookie = `${SESSION_COOKIE}=${await createSession(db.sql, reader.id, 1)}`;
      const signedIn = { ...english, cookie };
      const asReader = async <T>(path: string) =>
        (await (await fetch(`${origin}${path}`, { headers: { cookie } })).json()) as T;

      const before = renders() ?? 0;
      const page = await visit('/library', signedIn);
      expect(page).toMatchObject({ status: 200, cacheControl: 'private, no-cache' });
      expect(page.vary).toMatch(/Cookie/);
      expect(page.body).toContain('<div id="root" data-prerendered="en"><main>en /library: ');
      const data = page.body.match(
        /<script type="application\/json" id="trilha-page-data">(.*)<\/script>/,
      );
      const drawnWith = JSON.parse(data?.[1] ?? 'null');
      const readAt = Date.now();
      expect(drawnWith).toEqual({
        articles: await asReader('/api/articles'),
        signedInAs: (await asReader<{ user: unknown }>('/api/auth/me')).user,
        // The instant it was drawn: what it shows of the clock is as of then (a running timer).
        drawnAt: expect.any(Number),
      });
      expect(drawnWith.drawnAt).toBeLessThanOrEqual(readAt);
      expect(drawnWith.drawnAt).toBeGreaterThan(readAt - 60_000);
      // Her plan (Free) opens the newest ten.
      expect(drawnWith.articles.some((article: { locked: boolean }) => article.locked)).toBe(true);
      // Drawn for each request: a page that holds its reader is not kept for the next one.
      await visit('/library', signedIn);
      expect(renders()).toBe(before + 2);
      // Other pages, and a query, still get the shell.
      expect((await visit('/', signedIn)).body).toBe(shell('en'));
      expect((await visit('/library?q=x', signedIn)).body).toBe(shell('en'));
    });

    it("draws a project's page for a reader who may see it, with the project as a first pull; the shell for anyone else", async () => {
      const reader = await insertUser(
        db.sql,
        { username: 'facilitadora', email: 'f@example.com', name: 'F', passwordHash: 'x' },
        'user',
      );
      const projectId = crypto.randomUUID();
      const pushed = await processPush(db.sql, reader.id, {
        clientId: crypto.randomUUID(),
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [
          { id: 1, name: 'project.create', args: { id: projectId, name: 'Oficina' } },
          {
            id: 2,
            name: 'idea.create',
            args: { id: crypto.randomUUID(), projectId, title: 'Uma', description: 'Ideia' },
          },
        ],
      } as never);
      expect(pushed.rejected).toEqual([]);
      const cookie = `${SESSION_COOKIE}=${await createSession(db.sql, reader.id, 1)}`;
      const signedIn = { ...english, cookie };

      for (const path of [`/projects/${projectId}`, `/project/${projectId}`]) {
        const page = await visit(path, signedIn);
        expect(page).toMatchObject({ status: 200, cacheControl: 'private, no-cache' });
        expect(page.body).toContain(`<main>en ${path}: project ${projectId} with 2 rows</main>`);
        const data = page.body.match(
          /<script type="application\/json" id="trilha-page-data">(.*)<\/script>/,
        );
        const drawnWith = JSON.parse(data?.[1] ?? 'null');
        expect(drawnWith.project).toMatchObject({ id: projectId, role: 'owner' });
        expect(drawnWith.project.pull).toMatchObject({ hasMore: false, removedProjects: [] });
        expect(drawnWith.signedInAs.id).toBe(reader.id);
        expect(drawnWith.drawnAt).toEqual(expect.any(Number));
      }
      // A visitor, another project, an address that is no project, a query: the shell.
      expect((await visit(`/projects/${projectId}`, english)).body).toBe(shell('en'));
      expect((await visit(`/projects/${crypto.randomUUID()}`, signedIn)).body).toBe(shell('en'));
      expect((await visit('/projects/nope', signedIn)).body).toBe(shell('en'));
      expect((await visit(`/projects/${projectId}/x`, signedIn)).body).toBe(shell('en'));
      expect((await visit(`/projects/${projectId}?tab=x`, signedIn)).body).toBe(shell('en'));
    });

    it('keeps its renderer from browsers', async () => {
      expect((await fetch(`${origin}/server/render-page.js`)).status).toBe(404);
    });
  });
});
