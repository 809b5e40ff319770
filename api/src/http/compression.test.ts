import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TEST_ORIGIN, type TestClient, useTestApp } from '../../test/test-app';

const context = useTestApp();
let client: TestClient;
let projectId: string;

beforeAll(async () => {
  ({ client } = await signedInClient(context));
  const project = await client.post<{ id: string }>('/api/projects', { name: 'Oficina' });
  projectId = project.body.id;
  for (let i = 0; i < 20; i++) {
    await client.post(`/api/projects/${projectId}/ideas`, {
      title: `Ideia ${i}`,
      description: 'Uma descrição longa o bastante para a lista passar de um kilobyte.',
    });
  }
});

/** A raw request as a browser sends it, the body left encoded. */
function fetchRaw(path: string, headers: Record<string, string>) {
  return context.app.request(path, {
    headers: { origin: TEST_ORIGIN, cookie: client.sessionCookie ?? '', ...headers },
  });
}

describe('compressed API answers', () => {
  it('gzips a JSON list for a client that accepts gzip, to the same JSON', async () => {
    const plain = await client.get<unknown[]>(`/api/projects/${projectId}/ideas`);
    const response = await fetchRaw(`/api/projects/${projectId}/ideas`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(JSON.stringify(plain.body).length / 3);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(plain.body);
  });

  it('sends plain JSON to a client that does not accept gzip', async () => {
    const response = await fetchRaw(`/api/projects/${projectId}/ideas`, {});
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toHaveLength(20);
  });

  it('names the length of a JSON answer in bytes, keeping its status and its headers', async () => {
    const created = await context.app.request(`/api/projects/${projectId}/ideas`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie: client.sessionCookie ?? '',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: 'Ação já', description: 'ç é ã' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toMatch(/^application\/json/);
    const bytes = Buffer.from(await created.arrayBuffer());
    expect(Number(created.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeGreaterThan(bytes.toString('utf8').length); // accents take 2 bytes
    expect(JSON.parse(bytes.toString('utf8'))).toMatchObject({ title: 'Ação já' });

    // A refusal made with c.json too: its status and length.
    const refused = await fetchRaw('/api/projects/not-a-uuid/ideas', {});
    expect(refused.status).toBe(404);
    const refusal = Buffer.from(await refused.arrayBuffer());
    expect(Number(refused.headers.get('content-length'))).toBe(refusal.length);
  });

  it('leaves answers under 1 kB alone', async () => {
    const response = await fetchRaw('/api/health', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('never compresses the server-sent events of /api/sync/events', async () => {
    const response = await fetchRaw('/api/sync/events', {
      accept: 'text/event-stream',
      'accept-encoding': 'gzip',
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    await response.body?.cancel();
  });
});
