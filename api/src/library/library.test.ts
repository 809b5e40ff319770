import { articleSchema } from '@trilha/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInClient, type TestClient, useTestApp } from '../../test/test-app';
import { SEED_ARTICLES } from './seed-articles';

const context = useTestApp();

type Article = {
  id: string;
  title: string;
  content: string;
  category: string;
  author: string;
  description: string;
  tags: string[];
  published: boolean;
  createdAt: string;
  updatedAt: string;
};
type ListedArticle = Article & { readingMinutes: number; locked: boolean };
type ErrorBody = { error: string; code: string };

const MISSING_ID = '0190a000-0000-7000-8000-0000000000ff';

let admin: TestClient;
let user: TestClient;
beforeAll(async () => {
  admin = (await adminClient(context)).client;
  user = (await signedInClient(context)).client;
});

const articleInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Mapas de empatia na prática',
  content: '# Mapas\n\nComo montar um **mapa de empatia**.',
  category: 'empathize',
  author: 'Equipe Trilha',
  description: 'Um guia curto.',
  tags: ['empatia', 'pesquisa'],
  published: true,
  ...overrides,
});

async function createArticle(overrides: Record<string, unknown> = {}): Promise<Article> {
  const response = await admin.post<Article>('/api/articles', articleInput(overrides));
  if (response.status !== 201) throw new Error(`create failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

describe('GET /api/articles', () => {
  it('gives a visitor the seeded library, published articles only, in the shared shape', async () => {
    const response = await context.client().get<ListedArticle[]>('/api/articles');
    expect(response.status).toBe(200);
    const ids = response.body.map((article) => article.id);
    for (const seed of SEED_ARTICLES) expect(ids).toContain(seed.id);
    for (const { readingMinutes, locked, ...article } of response.body) {
      expect(article.published).toBe(true);
      // An article the visitor's plan does not open comes without its text (plan-limits.test).
      if (locked) expect(article.content).toBe('');
      const whole = locked ? { ...article, content: 'texto' } : article;
      expect(articleSchema.strict().parse(whole)).toEqual(whole);
      expect(readingMinutes).toBeGreaterThan(0);
    }
  });

  it('lists the newest first, and drafts only to an administrator', async () => {
    const published = await createArticle({ title: 'Publicado agora' });
    const draft = await createArticle({ title: 'Rascunho', published: false });

    const visitor = await context.client().get<Article[]>('/api/articles');
    expect(visitor.body[0]?.id).toBe(published.id);
    expect(visitor.body.map((article) => article.id)).not.toContain(draft.id);
    const ordinary = await user.get<Article[]>('/api/articles');
    expect(ordinary.body.map((article) => article.id)).not.toContain(draft.id);

    const forAdmin = await admin.get<Article[]>('/api/articles');
    expect(forAdmin.body.slice(0, 2).map((article) => article.id)).toEqual([
      draft.id,
      published.id,
    ]);
    const times = forAdmin.body.map((article) => article.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('GET /api/articles/:id', () => {
  it('answers a published article to anyone', async () => {
    const article = await createArticle();
    const response = await context.client().get<Article>(`/api/articles/${article.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(article);
  });

  it('hides a draft from visitors and users (404), not from administrators', async () => {
    const draft = await createArticle({ published: false });
    for (const client of [context.client(), user]) {
      const response = await client.get<ErrorBody>(`/api/articles/${draft.id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        error: 'Artigo não encontrado',
        code: 'not_found',
        messageCode: 'not_found.articles',
      });
    }
    expect((await admin.get(`/api/articles/${draft.id}`)).status).toBe(200);
  });

  it("answers 404 'Artigo não encontrado' for a missing id, 404 for a malformed one", async () => {
    const missing = await context.client().get<ErrorBody>(`/api/articles/${MISSING_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Artigo não encontrado');
    const malformed = await context.client().get<ErrorBody>('/api/articles/not-a-uuid');
    expect(malformed.status).toBe(404);
    expect(malformed.body.code).toBe('not_found');
  });
});

describe('POST /api/articles', () => {
  it('creates an article with server-made id and timestamps, defaults applied', async () => {
    const clientId = '0190a000-0000-7000-8000-000000000abc';
    const before = Date.now();
    const response = await admin.post<Article>('/api/articles', {
      title: '  Como escrever um POV  ',
      content: 'Usuário + necessidade + insight.',
      author: 'Ana',
      id: clientId,
      createdAt: '2000-01-01T00:00:00.000Z',
      updatedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Como escrever um POV',
      content: 'Usuário + necessidade + insight.',
      author: 'Ana',
      category: 'empathize',
      description: '',
      tags: [],
      published: true,
    });
    expect(response.body.id).not.toBe(clientId);
    expect(Date.parse(response.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(response.body.updatedAt).toBe(response.body.createdAt);
    const read = await context.client().get<Article>(`/api/articles/${response.body.id}`);
    expect(read.body).toEqual(response.body);
  });

  it.each([
    [{ title: '' }, 'Título é obrigatório'],
    [{ content: '   ' }, 'Conteúdo é obrigatório'],
    [{ author: undefined }, 'Autor é obrigatório'],
    [{ category: 'marketing' }, 'Categoria inválida'],
    [{ tags: ['ok', ' '] }, 'Tag não pode ficar em branco'],
  ])('answers 400 for bad input: %o', async (overrides, message) => {
    const response = await admin.post<ErrorBody>('/api/articles', articleInput(overrides));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_input');
    expect(response.body.error).toBe(message);
  });

  it('is for administrators only: 401 without a session, 403 for a user', async () => {
    const visitor = await context.client().post<ErrorBody>('/api/articles', articleInput());
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('unauthenticated');
    const ordinary = await user.post<ErrorBody>('/api/articles', articleInput());
    expect(ordinary.status).toBe(403);
    expect(ordinary.body.code).toBe('forbidden');
  });
});

describe('PUT /api/articles/:id', () => {
  it('changes only the fields sent, and moves updatedAt', async () => {
    const article = await createArticle();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await admin.put<Article>(`/api/articles/${article.id}`, {
      title: 'Título novo',
      published: false,
      id: MISSING_ID,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...article,
      title: 'Título novo',
      published: false,
      updatedAt: response.body.updatedAt,
    });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(article.updatedAt));
    const read = await admin.get<Article>(`/api/articles/${article.id}`);
    expect(read.body).toEqual(response.body);
  });

  it('answers 400 for bad input', async () => {
    const article = await createArticle();
    const response = await admin.put<ErrorBody>(`/api/articles/${article.id}`, { title: ' ' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_input', error: 'Título é obrigatório' });
    const unchanged = await admin.get<Article>(`/api/articles/${article.id}`);
    expect(unchanged.body.title).toBe(article.title);
  });

  it('answers 404 for a missing or malformed id', async () => {
    const missing = await admin.put<ErrorBody>(`/api/articles/${MISSING_ID}`, { title: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Artigo não encontrado');
    expect((await admin.put('/api/articles/123', { title: 'X' })).status).toBe(404);
  });

  it('is for administrators only', async () => {
    const article = await createArticle();
    const path = `/api/articles/${article.id}`;
    expect((await context.client().put(path, { title: 'X' })).status).toBe(401);
    expect((await user.put(path, { title: 'X' })).status).toBe(403);
    expect((await admin.get<Article>(path)).body.title).toBe(article.title);
  });
});

describe('DELETE /api/articles/:id', () => {
  it('deletes the article for good', async () => {
    const article = await createArticle();
    const response = await admin.delete(`/api/articles/${article.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect((await admin.get(`/api/articles/${article.id}`)).status).toBe(404);
    const again = await admin.delete<ErrorBody>(`/api/articles/${article.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Artigo não encontrado');
  });

  it('answers 404 for a malformed id', async () => {
    expect((await admin.delete('/api/articles/nope')).status).toBe(404);
  });

  it('is for administrators only', async () => {
    const article = await createArticle();
    const path = `/api/articles/${article.id}`;
    expect((await context.client().delete(path)).status).toBe(401);
    expect((await user.delete(path)).status).toBe(403);
    expect((await context.client().get(path)).status).toBe(200);
  });
});
