import { WORKSPACE_TOOLS } from '@trilha/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInClient, type TestClient, useTestApp } from '../../test/test-app';

/**
 * The admin area opens any user's project read-only through GET /api/admin/projects/{id}: the
 * project, its owner and every record of its five phases (the admin's own device holds none).
 */
const context = useTestApp();

type Json = Record<string, unknown>;
let admin: TestClient;
let alice: TestClient;

beforeAll(async () => {
  admin = (await adminClient(context)).client;
  alice = (await signedInClient(context, { name: 'Alice Lima' })).client;
});

describe('GET /api/admin/projects/{id}', () => {
  it("gives an administrator another user's project with all its records", async () => {
    const project = await alice.post<Json>('/api/projects', { name: 'Clínica sem filas' });
    const base = `/api/projects/${project.body.id}`;
    await alice.post(`${base}/personas`, { name: 'Dona Maria' });
    await alice.post(`${base}/ideas`, { title: 'Senha por SMS', description: 'Avisar a vez' });
    const plan = await alice.post<Json>(`${base}/test-plans`, {
      name: 'Usabilidade',
      methodology: 'Tarefas',
      participants: 3,
    });
    await alice.post(`/api/test-plans/${plan.body.id}/results`, {
      participantId: 'P1',
      successRate: 80,
    });

    const view = await admin.get<{ project: Json; records: Record<string, Json[]> }>(
      `/api/admin/projects/${project.body.id}`,
    );

    expect(view.status).toBe(200);
    expect(view.body.project).toMatchObject({
      id: project.body.id,
      name: 'Clínica sem filas',
      ownerUsername: expect.any(String),
      completedTools: 4,
      totalTools: 10,
    });
    expect(Object.keys(view.body.records).sort()).toEqual([...WORKSPACE_TOOLS].sort());
    expect(view.body.records.personas?.map((persona) => persona.name)).toEqual(['Dona Maria']);
    expect(view.body.records.ideas?.[0]).toMatchObject({ title: 'Senha por SMS', votes: 0 });
    expect(view.body.records.testResults?.[0]).toMatchObject({ participantId: 'P1' });
    expect(view.body.records.empathyMaps).toEqual([]);
  });

  it('is for administrators only, and answers 404 for a project that is not there', async () => {
    const project = await alice.post<Json>('/api/projects', { name: 'Só da Alice' });
    expect((await alice.get(`/api/admin/projects/${project.body.id}`)).status).toBe(403);
    expect((await context.client().get(`/api/admin/projects/${project.body.id}`)).status).toBe(401);
    const missing = await admin.get<Json>(
      '/api/admin/projects/0190a000-0000-7000-8000-00000000dead',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Projeto não encontrado');
    expect((await admin.get('/api/admin/projects/not-an-id')).status).toBe(404);

    await alice.delete(`/api/projects/${project.body.id}`);
    expect((await admin.get(`/api/admin/projects/${project.body.id}`)).status).toBe(404);
  });
});
