import type { TemplateSummary } from '@trilha/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPerson, type TestPerson, useTestApp } from '../../test/test-app';
import { putOnPlan } from '../../test/unlimited-plan';

const context = useTestApp();
let pro: TestPerson;
let free: TestPerson;
let teamOwner: TestPerson;
let teamMember: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  await signedInPerson(context, 'Ana Admin'); // the first account is the administrator
  pro = await signedInPerson(context, 'Paula Pro');
  free = await signedInPerson(context, 'Fábio Free');
  teamOwner = await signedInPerson(context, 'Tereza Time');
  teamMember = await signedInPerson(context, 'Mário Membro');
  stranger = await signedInPerson(context, 'Sérgio Estranho');
  await putOnPlan(context.db.sql, pro.id, 'pro');
  await putOnPlan(context.db.sql, free.id, 'free');
  await putOnPlan(context.db.sql, teamOwner.id, 'team');
  await putOnPlan(context.db.sql, teamMember.id, 'pro');
  await putOnPlan(context.db.sql, stranger.id, 'pro');
});

const list = (who: TestPerson, language?: string) =>
  who.client.request<TemplateSummary[]>('GET', '/api/templates', {
    headers: language ? { 'accept-language': language } : {},
  });

const fromTemplate = (who: TestPerson, templateId: unknown, name: unknown = 'Oficina') =>
  who.client.post<{ id: string; description: string; completionRate: number }>('/api/projects', {
    name,
    templateId,
  });

async function count(projectId: string, path: string) {
  const { body } = await pro.client.get<unknown[]>(`/api/projects/${projectId}/${path}`);
  return body.length;
}

describe('GET /api/templates', () => {
  it('lists the built-in templates in the request language, with what each contains', async () => {
    const french = await list(pro, 'fr-FR,fr;q=0.9');
    expect(french.status).toBe(200);
    expect(french.body.length).toBeGreaterThanOrEqual(6);
    expect(french.body[0]).toMatchObject({
      id: 'design-sprint-2h',
      source: 'builtin',
      name: 'Design sprint de 2 heures',
      language: 'fr',
      contains: { votingSessions: 1, timers: 1 },
    });
    const english = await list(pro, 'en');
    expect(english.body[0]?.name).toBe('2-hour design sprint');
    const portuguese = await list(pro);
    expect(portuguese.body[0]?.name).toBe('Design sprint de 2 horas');
  });

  it('shows the built-in templates to the Free plan too (the browser adds the upgrade hint)', async () => {
    const { status, body } = await list(free);
    expect(status).toBe(200);
    expect(body.filter(({ source }) => source === 'builtin').length).toBeGreaterThanOrEqual(6);
  });

  it('asks for a session', async () => {
    const anonymous = await signedInPerson(context, 'Ninguém');
    anonymous.client.forgetCookie();
    expect((await list(anonymous)).status).toBe(401);
  });
});

describe('POST /api/projects { templateId }', () => {
  it('creates the project and its seeded records on Pro, in the request language', async () => {
    const created = await pro.client.request<{ id: string; description: string }>(
      'POST',
      '/api/projects',
      {
        json: { name: 'Teste de protótipo', templateId: 'prototype-test-round' },
        headers: { 'accept-language': 'es' },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.description).toMatch(/^Agenda: 1. Revisar el prototipo/);
    const { id } = created.body;
    expect(await count(id, 'ideas')).toBe(1);
    expect(await count(id, 'prototypes')).toBe(1);
    const { body: plans } = await pro.client.get<{ name: string; prototypeId: string }[]>(
      `/api/projects/${id}/test-plans`,
    );
    expect(plans[0]?.name).toBe('Prueba de usabilidad con 5 personas');
    const { body: prototypes } = await pro.client.get<{ id: string }[]>(
      `/api/projects/${id}/prototypes`,
    );
    expect(plans[0]?.prototypeId).toBe(prototypes[0]?.id);
  });

  it('gives distinct projects and records when the same template is applied twice', async () => {
    const first = await fromTemplate(pro, 'quick-ideation-vote');
    const second = await fromTemplate(pro, 'quick-ideation-vote');
    expect(second.body.id).not.toBe(first.body.id);
    const ideas = async (projectId: string) =>
      (await pro.client.get<{ id: string }[]>(`/api/projects/${projectId}/ideas`)).body.map(
        ({ id }) => id,
      );
    const firstIdeas = await ideas(first.body.id);
    expect(firstIdeas).toHaveLength(3);
    expect((await ideas(second.body.id)).some((id) => firstIdeas.includes(id))).toBe(false);
  });

  it('refuses the Free plan with plan_limit and creates nothing', async () => {
    const before = (await free.client.get<unknown[]>('/api/projects')).body.length;
    const { status, body } = await fromTemplate(free, 'design-sprint-2h');
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'plan_limit', messageCode: 'plan_limit.feature_templates' });
    expect((await free.client.get<unknown[]>('/api/projects')).body).toHaveLength(before);
    // A plain project is still the Free plan's.
    expect((await free.client.post('/api/projects', { name: 'Simples' })).status).toBe(201);
  });

  it('answers 404 with a code for an unknown template, 400 for bad input', async () => {
    const unknown = await fromTemplate(pro, 'no-such-template');
    expect(unknown).toMatchObject({
      status: 404,
      body: { code: 'not_found', messageCode: 'templates.not_found' },
    });
    const unknownUuid = await fromTemplate(pro, '0190c000-0000-7000-8000-000000000999');
    expect(unknownUuid.status).toBe(404);
    const badId = await fromTemplate(pro, 42);
    expect(badId).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', messageCode: 'templates.id_invalid' },
    });
    const noName = await fromTemplate(pro, 'design-sprint-2h', '');
    expect(noName).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', messageCode: 'validation.project_name_required' },
    });
  });
});

describe('saved templates', () => {
  async function savedTemplate(by: TestPerson, name = 'Nosso kit') {
    const project = await fromTemplate(by, 'empathy-interview-kit');
    const { body: interviews } = await by.client.get<{ id: string }[]>(
      `/api/projects/${project.body.id}/interviews`,
    );
    await by.client.put(`/api/interviews/${interviews[0]?.id}`, {
      participantName: 'Maria Souza',
      responses: ['Moro sozinha'],
    });
    return by.client.post<TemplateSummary>('/api/templates', {
      projectId: project.body.id,
      name,
      description: 'Entrevistas do posto de saúde',
    });
  }

  it('saves a project as a template of the account, without the people interviewed', async () => {
    const { status, body } = await savedTemplate(pro);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      source: 'own',
      name: 'Nosso kit',
      language: 'pt-BR',
      contains: { interviews: 1, personas: 1, empathyMaps: 1, timers: 1 },
    });
    const interview = body.content?.records.find(({ entity }) => entity === 'interviews');
    expect(interview?.fields).toMatchObject({ participantName: 'Entrevistado 1', responses: [] });
    expect(JSON.stringify(body.content)).not.toContain('Maria Souza');

    const listed = await list(pro);
    expect(listed.body.find(({ id }) => id === body.id)).toMatchObject({ source: 'own' });

    const project = await fromTemplate(pro, body.id, 'De novo');
    expect(project.status).toBe(201);
    expect(await count(project.body.id, 'interviews')).toBe(1);
    expect(await count(project.body.id, 'personas')).toBe(1);
  });

  it("carries the agenda: the built-in one into the project, the project's into the template", async () => {
    const project = await fromTemplate(pro, 'quick-ideation-vote', 'Ideação');
    expect(project.status).toBe(201);
    const modes = async (projectId: string) =>
      (
        await context.db.sql<{ mode: string }[]>`
          SELECT mode FROM agenda_steps WHERE project_id = ${projectId} ORDER BY position`
      ).map(({ mode }) => mode);
    expect(await modes(project.body.id)).toEqual(['private', 'reveal', 'group', 'vote']);
    const saved = await pro.client.post<TemplateSummary>('/api/templates', {
      projectId: project.body.id,
      name: 'Com agenda',
    });
    expect(saved.status).toBe(201);
    expect(saved.body.content?.agenda?.map(({ mode }) => mode)).toEqual([
      'private',
      'reveal',
      'group',
      'vote',
    ]);
    const again = await fromTemplate(pro, saved.body.id, 'De novo');
    expect(await modes(again.body.id)).toEqual(['private', 'reveal', 'group', 'vote']);
  });

  it('refuses saving on the Free plan, and a project the account cannot see', async () => {
    const { body: projects } = await free.client.get<{ id: string }[]>('/api/projects');
    const refused = await free.client.post('/api/templates', {
      projectId: projects[0]?.id,
      name: 'Meu',
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'plan_limit' } });
    const notMine = await stranger.client.post('/api/templates', {
      projectId: projects[0]?.id,
      name: 'Dele',
    });
    expect(notMine).toMatchObject({ status: 404, body: { messageCode: 'not_found.projects' } });
    const noName = await pro.client.post('/api/templates', { projectId: projects[0]?.id });
    expect(noName).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
  });

  it('on Team, lists the template for the members of projects its owner owns', async () => {
    const saved = await savedTemplate(teamOwner, 'Kit do time');
    const proSaved = await savedTemplate(pro, 'Kit só meu');
    for (const owner of [teamOwner, pro]) {
      const { body } = await owner.client.post<{ id: string }>('/api/projects', { name: 'Comum' });
      await context.db.sql`
        INSERT INTO project_members (project_id, user_id, role)
        VALUES (${body.id}, ${teamMember.id}, 'viewer')`;
    }
    const seen = (await list(teamMember)).body;
    expect(seen.find(({ id }) => id === saved.body.id)).toMatchObject({
      source: 'team',
      ownerName: 'Tereza Time',
    });
    // Saved on Pro: no shared workspace, the template stays its owner's.
    expect(seen.some(({ id }) => id === proSaved.body.id)).toBe(false);
    expect((await list(stranger)).body.some(({ id }) => id === saved.body.id)).toBe(false);

    const used = await fromTemplate(teamMember, saved.body.id, 'Do time');
    expect(used.status).toBe(201);
    expect((await fromTemplate(stranger, saved.body.id)).status).toBe(404);
  });

  it('is deleted by its owner only', async () => {
    const saved = await savedTemplate(teamOwner, 'Para apagar');
    const byMember = await teamMember.client.delete(`/api/templates/${saved.body.id}`);
    expect(byMember).toMatchObject({ status: 404, body: { messageCode: 'templates.not_found' } });
    expect((await teamOwner.client.delete(`/api/templates/${saved.body.id}`)).status).toBe(204);
    expect((await list(teamOwner)).body.some(({ id }) => id === saved.body.id)).toBe(false);
    expect((await teamOwner.client.delete(`/api/templates/${saved.body.id}`)).status).toBe(404);
    expect((await teamOwner.client.delete('/api/templates/not-a-uuid')).status).toBe(404);
  });
});
