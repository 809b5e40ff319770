import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInPerson, type TestClient, type TestPerson, useTestApp } from '../../test/test-app';
import { PostgresMutationTransaction } from '../workspace/postgres-mutation-transaction';

const VIEWER = 'project.viewer_cannot_write';
/** How a viewer's refused change reads in pt-BR. */
const VIEWER_CANNOT_WRITE =
  'Você tem acesso de leitura a este projeto: só o dono ou um editor pode alterá-lo.';

const context = useTestApp();

type Person = TestPerson;
let owner: Person;
let editor: Person;
let viewer: Person;
let stranger: Person;
let administrator: Person;

const person = (name: string) => signedInPerson(context, name);

beforeAll(async () => {
  administrator = await person('Ana Admin'); // the first account is the administrator
  owner = await person('Olga Dona');
  editor = await person('Edu Editor');
  viewer = await person('Vera Leitora');
  stranger = await person('Sérgio Estranho');
});

async function newProject(by: Person = owner): Promise<string> {
  const response = await by.client.post<{ id: string }>('/api/projects', { name: 'Oficina' });
  expect(response.status).toBe(201);
  return response.body.id;
}

async function invite(projectId: string, role: 'editor' | 'viewer', by: Person = owner) {
  return by.client.post<{ code: string; url: string; expiresAt: string; role: string }>(
    `/api/projects/${projectId}/invitations`,
    { role },
  );
}

/** A shared project: the owner's, with `editor` and `viewer` in it through invitations. */
async function sharedProject(): Promise<string> {
  const projectId = await newProject();
  for (const [who, role] of [
    [editor, 'editor'],
    [viewer, 'viewer'],
  ] as const) {
    const { body } = await invite(projectId, role);
    const accepted = await who.client.post(`/api/invitations/${body.code}/accept`);
    expect(accepted).toMatchObject({ status: 200, body: { projectId } });
  }
  return projectId;
}

function pull(client: TestClient, cursor?: string) {
  const params = new URLSearchParams({ schemaVersion: String(SYNC_SCHEMA_VERSION) });
  if (cursor) params.set('cursor', cursor);
  return client.get<{
    cursor: string;
    changes: Record<string, unknown>[];
    removedProjects: string[];
  }>(`/api/sync/pull?${params}`);
}

describe('invitations', () => {
  it('gives the owner an unguessable link valid for 7 days', async () => {
    const projectId = await newProject();
    const { status, body } = await invite(projectId, 'editor');
    expect(status).toBe(201);
    expect(body.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.url).toBe(`http://localhost/invite/${body.code}`);
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const again = await invite(projectId, 'editor');
    expect(again.body.code).not.toBe(body.code);
  });

  it('is for the owner only: an editor is refused, a stranger does not see the project', async () => {
    const projectId = await sharedProject();
    expect((await invite(projectId, 'viewer', editor)).status).toBe(403);
    expect((await invite(projectId, 'viewer', stranger)).status).toBe(404);
    const badRole = await owner.client.post(`/api/projects/${projectId}/invitations`, {
      role: 'owner',
    });
    expect(badRole).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    expect(
      (await owner.client.post('/api/projects/nope/invitations', { role: 'editor' })).status,
    ).toBe(404);
  });

  it('serves a whole room, and accepting twice changes nothing', async () => {
    const projectId = await newProject();
    const { body } = await invite(projectId, 'viewer');
    expect((await editor.client.post(`/api/invitations/${body.code}/accept`)).status).toBe(200);
    expect((await viewer.client.post(`/api/invitations/${body.code}/accept`)).status).toBe(200);
    expect((await viewer.client.post(`/api/invitations/${body.code}/accept`)).status).toBe(200);
    // The owner opening their own link stays the owner.
    expect((await owner.client.post(`/api/invitations/${body.code}/accept`)).status).toBe(200);
    const members = await owner.client.get(`/api/projects/${projectId}/members`);
    expect(members.body).toEqual([
      { userId: owner.id, name: owner.name, role: 'owner' },
      { userId: editor.id, name: editor.name, role: 'viewer' },
      { userId: viewer.id, name: viewer.name, role: 'viewer' },
    ]);
  });

  it('never changes the role of someone already in the project', async () => {
    const projectId = await sharedProject();
    const { body } = await invite(projectId, 'editor');
    await viewer.client.post(`/api/invitations/${body.code}/accept`);
    const members = await owner.client.get<{ userId: string; role: string }[]>(
      `/api/projects/${projectId}/members`,
    );
    expect(members.body.find((member) => member.userId === viewer.id)?.role).toBe('viewer');
  });

  it('answers 404 for an unknown or revoked code and 410 for an expired one', async () => {
    const projectId = await newProject();
    expect(
      (await stranger.client.post('/api/invitations/xxxxxxxxxxxxxxxxxxxxxx/accept')).status,
    ).toBe(404);
    expect((await stranger.client.post('/api/invitations/%00/accept')).status).toBe(404);
    // Revoking answers the same for a code no invitation can have, before any query.
    expect((await owner.client.delete(`/api/projects/${projectId}/invitations/%00`)).status).toBe(
      404,
    );

    const revoked = await invite(projectId, 'editor');
    const active = await owner.client.get<{ code: string }[]>(
      `/api/projects/${projectId}/invitations`,
    );
    expect(active.body.map((invitation) => invitation.code)).toContain(revoked.body.code);
    expect(
      (await owner.client.delete(`/api/projects/${projectId}/invitations/${revoked.body.code}`))
        .status,
    ).toBe(204);
    expect(
      (await stranger.client.post(`/api/invitations/${revoked.body.code}/accept`)).status,
    ).toBe(404);

    const expired = await invite(projectId, 'editor');
    await context.db.sql`
      UPDATE project_invitations SET expires_at = now() - interval '1 second'
      WHERE code = ${expired.body.code}`;
    const late = await stranger.client.post(`/api/invitations/${expired.body.code}/accept`);
    expect(late).toMatchObject({ status: 410, body: { code: 'invitation_expired' } });
    expect((await stranger.client.get(`/api/projects/${projectId}`)).status).toBe(404);
  });

  it('needs a session to be accepted', async () => {
    const projectId = await newProject();
    const { body } = await invite(projectId, 'editor');
    expect((await context.client().post(`/api/invitations/${body.code}/accept`)).status).toBe(401);
  });

  it("shows what it opens: the project's name and the role offered", async () => {
    const projectId = await newProject();
    const { body } = await invite(projectId, 'viewer');
    const preview = await stranger.client.get(`/api/invitations/${body.code}`);
    expect(preview.body).toMatchObject({
      projectId,
      projectName: 'Oficina',
      role: 'viewer',
      currentRole: null,
    });
  });
});

describe('plan limits', () => {
  const putOnPlan = (userId: string, plan: string) => context.db.sql`
    UPDATE user_subscriptions SET plan_id = (SELECT id FROM subscription_plans WHERE name = ${plan})
    WHERE user_id = ${userId}`;

  it('needs collaboration in the owner plan, and counts the team against maxUsersPerTeam', async () => {
    const planOwner = await person('Paula Plano');
    const projectId = await newProject(planOwner);
    await putOnPlan(planOwner.id, 'free');
    const refused = await invite(projectId, 'editor', planOwner);
    expect(refused).toMatchObject({ status: 403, body: { code: 'plan_limit' } });

    await putOnPlan(planOwner.id, 'team');
    await context.db.sql`UPDATE subscription_plans SET max_users_per_team = 2 WHERE name = 'team'`;
    try {
      const { body } = await invite(projectId, 'editor', planOwner);
      expect((await editor.client.post(`/api/invitations/${body.code}/accept`)).status).toBe(200);
      const third = await viewer.client.post(`/api/invitations/${body.code}/accept`);
      expect(third).toMatchObject({ status: 403, body: { code: 'plan_limit' } });
      expect(String(third.body.error)).toContain('2 usuários por equipe');
    } finally {
      await context.db
        .sql`UPDATE subscription_plans SET max_users_per_team = 10 WHERE name = 'team'`;
    }
  });

  it("does not limit an administrator's projects, even on a plan without collaboration", async () => {
    // On Free like anyone without a plan: no collaboration, one person per team.
    await context.db.sql`DELETE FROM user_subscriptions WHERE user_id = ${administrator.id}`;
    const projectId = await newProject(administrator);
    const { status, body } = await invite(projectId, 'editor', administrator);
    expect(status).toBe(201);
    for (const who of [editor, viewer]) {
      expect((await who.client.post(`/api/invitations/${body.code}/accept`)).status).toBe(200);
    }
  });
});

describe('members', () => {
  it('are listed to everyone in the project and hidden from others', async () => {
    const projectId = await sharedProject();
    const seen = await viewer.client.get<{ role: string }[]>(`/api/projects/${projectId}/members`);
    expect(seen.body.map((member) => member.role)).toEqual(['owner', 'editor', 'viewer']);
    expect((await stranger.client.get(`/api/projects/${projectId}/members`)).status).toBe(404);
  });

  it("change role only by the owner's hand, and never the owner's own", async () => {
    const projectId = await sharedProject();
    const path = `/api/projects/${projectId}/members/${viewer.id}`;
    expect((await editor.client.put(path, { role: 'editor' })).status).toBe(403);
    expect(await owner.client.put(path, { role: 'editor' })).toMatchObject({
      status: 200,
      body: { userId: viewer.id, role: 'editor' },
    });
    expect(
      (await owner.client.put(`/api/projects/${projectId}/members/${owner.id}`, { role: 'viewer' }))
        .status,
    ).toBe(409);
    expect(
      (
        await owner.client.put(`/api/projects/${projectId}/members/${stranger.id}`, {
          role: 'viewer',
        })
      ).status,
    ).toBe(404);
    expect((await owner.client.put(path, { role: 'admin' })).status).toBe(400);
  });

  it('are removed by the owner or leave by themselves; an editor removes nobody else', async () => {
    const projectId = await sharedProject();
    expect(
      (await editor.client.delete(`/api/projects/${projectId}/members/${viewer.id}`)).status,
    ).toBe(403);
    expect(
      (await viewer.client.delete(`/api/projects/${projectId}/members/${viewer.id}`)).status,
    ).toBe(204);
    expect(
      (await owner.client.delete(`/api/projects/${projectId}/members/${editor.id}`)).status,
    ).toBe(204);
    expect(
      (await owner.client.delete(`/api/projects/${projectId}/members/${owner.id}`)).status,
    ).toBe(409);
    expect((await viewer.client.get(`/api/projects/${projectId}`)).status).toBe(404);
  });
});

describe('roles on writes', () => {
  it('lets an editor write everything but not delete the project', async () => {
    const projectId = await sharedProject();
    const idea = await editor.client.post<{ id: string }>(`/api/projects/${projectId}/ideas`, {
      title: 'Ideia',
      description: 'd',
    });
    expect(idea.status).toBe(201);
    expect(
      (await editor.client.put(`/api/projects/${projectId}`, { currentPhase: 3 })).status,
    ).toBe(200);
    expect((await editor.client.delete(`/api/projects/${projectId}`)).status).toBe(403);
  });

  it("refuses a viewer's REST writes with 403 and lets them read", async () => {
    const projectId = await sharedProject();
    const idea = await owner.client.post<{ id: string }>(`/api/projects/${projectId}/ideas`, {
      title: 'Ideia',
      description: 'd',
    });
    const create = await viewer.client.post(`/api/projects/${projectId}/ideas`, {
      title: 'Minha',
      description: 'd',
    });
    expect(create).toMatchObject({ status: 403, body: { error: VIEWER_CANNOT_WRITE } });
    expect((await viewer.client.post(`/api/ideas/${idea.body.id}/vote`)).status).toBe(403);
    expect((await viewer.client.delete(`/api/ideas/${idea.body.id}`)).status).toBe(403);
    expect(
      (await viewer.client.put(`/api/projects/${projectId}`, { currentPhase: 2 })).status,
    ).toBe(403);
    const ideas = await viewer.client.get<unknown[]>(`/api/projects/${projectId}/ideas`);
    expect(ideas).toMatchObject({ status: 200, body: [{ id: idea.body.id, votes: 0 }] });
  });

  it("rejects a viewer's sync pushes with the reason, and applies the rest of the queue", async () => {
    const projectId = await sharedProject();
    const ownProject = uuidv7();
    const response = await viewer.client.post<{ rejected: unknown[]; lastMutationId: number }>(
      '/api/sync/push',
      {
        clientId: uuidv7(),
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [
          {
            id: 1,
            name: 'idea.create',
            args: { id: uuidv7(), projectId, title: 'Não', description: 'd' },
          },
          { id: 2, name: 'project.update', args: { id: projectId, changes: { currentPhase: 4 } } },
          { id: 3, name: 'project.create', args: { id: ownProject, name: 'Meu' } },
        ],
      },
    );
    expect(response.body).toEqual({
      lastMutationId: 3,
      rejected: [
        {
          id: 1,
          name: 'idea.create',
          reason: 'forbidden',
          code: VIEWER,
          message: VIEWER_CANNOT_WRITE,
        },
        {
          id: 2,
          name: 'project.update',
          reason: 'forbidden',
          code: VIEWER,
          message: VIEWER_CANNOT_WRITE,
        },
      ],
    });
    expect((await viewer.client.get(`/api/projects/${ownProject}`)).status).toBe(200);
    const project = await owner.client.get(`/api/projects/${projectId}`);
    expect(project.body.currentPhase).toBe(1);
  });

  it('checks a cascaded delete by one read: a viewer cannot delete a test plan, an editor can', async () => {
    const projectId = await sharedProject();
    const plan = await owner.client.post<{ id: string }>(`/api/projects/${projectId}/test-plans`, {
      name: 'Usabilidade',
      methodology: 'Tarefas',
      participants: 3,
    });
    for (const participantId of ['P1', 'P2', 'P3']) {
      const result = await owner.client.post(`/api/test-plans/${plan.body.id}/results`, {
        participantId,
        successRate: 50,
      });
      expect(result.status).toBe(201);
    }
    const liveResults = async () => {
      const [row] = await context.db.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM test_results
        WHERE test_plan_id = ${plan.body.id} AND deleted_at IS NULL`;
      return row?.n;
    };
    expect((await viewer.client.delete(`/api/test-plans/${plan.body.id}`)).status).toBe(403);
    expect(await liveResults()).toBe(3);

    const reads = vi.spyOn(PostgresMutationTransaction.prototype, 'get');
    try {
      expect((await editor.client.delete(`/api/test-plans/${plan.body.id}`)).status).toBe(204);
      const resultReads = reads.mock.calls.filter(([entity]) => entity === 'testResults');
      expect(resultReads).toHaveLength(1); // the first result tells the project of all three
    } finally {
      reads.mockRestore();
    }
    expect(await liveResults()).toBe(0);
  });
});

describe('GET /api/shared-projects', () => {
  it("lists each person's role in the projects shared with or by them, and nothing else", async () => {
    const projectId = await sharedProject();
    const alone = await newProject();
    const roleIn = async (who: Person) => {
      const { body } =
        await who.client.get<{ projectId: string; role: string }[]>('/api/shared-projects');
      expect(body.some((entry) => entry.projectId === alone)).toBe(false);
      return body.find((entry) => entry.projectId === projectId)?.role;
    };
    expect(await roleIn(owner)).toBe('owner');
    expect(await roleIn(editor)).toBe('editor');
    expect(await roleIn(viewer)).toBe('viewer');
    expect(await roleIn(stranger)).toBeUndefined();
  });
});

describe('sync consequences', () => {
  it("brings a shared project to the member's devices and drops it after removal", async () => {
    const projectId = await sharedProject();
    await owner.client.post(`/api/projects/${projectId}/ideas`, {
      title: 'Ideia',
      description: 'd',
    });
    const first = await pull(editor.client);
    const projects = first.body.changes.filter((change) => change.entity === 'projects');
    expect(projects.map((change) => (change.row as { id: string }).id)).toContain(projectId);
    expect(first.body.changes.some((change) => change.entity === 'ideas')).toBe(true);

    await owner.client.delete(`/api/projects/${projectId}/members/${editor.id}`);
    const after = await pull(editor.client, first.body.cursor);
    expect(after.body.removedProjects).toContain(projectId);
    expect(after.body.changes).toEqual([]);
  });
});
