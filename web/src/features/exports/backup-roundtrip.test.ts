import { MutationRejected } from '@trilha/sync';
import type { SyncClient, TrilhaDatabase } from '@trilha/sync/client';
import { describe, expect, it } from 'vitest';
import { backupToJson, createBackup, parseBackup } from './backup';
import { importMutations } from './import-backup';
import { offlineClients } from './offline-clients';
import { loadProjectSnapshot, type ProjectSnapshot } from './snapshot';

const newClient = offlineClients();

/** A small workshop touching every tool, with links between records and votes. */
async function seedWorkshop(client: SyncClient) {
  const project = crypto.randomUUID();
  const idea = crypto.randomUUID();
  const prototype = crypto.randomUUID();
  const plan = crypto.randomUUID();
  await client.mutateAll([
    {
      name: 'project.create',
      args: { id: project, name: 'Clínica, "Centro"', description: 'Fila\nlonga' },
    },
    { name: 'project.update', args: { id: project, changes: { currentPhase: 3 } } },
    {
      name: 'empathyMap.create',
      args: {
        id: crypto.randomUUID(),
        projectId: project,
        title: 'Enfermeira',
        says: ['Falta tempo'],
        feels: ['Cansaço'],
      },
    },
    {
      name: 'persona.create',
      args: {
        id: crypto.randomUUID(),
        projectId: project,
        name: 'Carla',
        age: 34,
        goals: ['Atender rápido'],
      },
    },
    {
      name: 'interview.create',
      args: {
        id: crypto.randomUUID(),
        projectId: project,
        participantName: 'João',
        date: '2026-11-20',
        questions: ['Como é?'],
        responses: ['Demorado'],
      },
    },
    {
      name: 'observation.create',
      args: {
        id: crypto.randomUUID(),
        projectId: project,
        location: 'Recepção',
        date: '2026-11-21',
        context: 'Manhã',
        behavior: 'Fila',
      },
    },
    {
      name: 'povStatement.create',
      args: {
        id: crypto.randomUUID(),
        projectId: project,
        user: 'Pacientes',
        need: 'saber a vez',
        insight: 'esperam em pé',
        statement: 'Pacientes precisam saber a vez',
      },
    },
    {
      name: 'hmwQuestion.create',
      args: {
        id: crypto.randomUUID(),
        projectId: project,
        question: 'Como poderíamos avisar a vez?',
      },
    },
    {
      name: 'idea.create',
      args: {
        id: idea,
        projectId: project,
        title: 'Senha por SMS',
        description: 'Avisar a vez',
        feasibility: 4,
        impact: 5,
      },
    },
    { name: 'idea.vote', args: { id: idea, delta: 3 } },
    {
      name: 'prototype.create',
      args: {
        id: prototype,
        projectId: project,
        ideaId: idea,
        name: 'Tela SMS',
        description: 'Papel',
        materials: ['Papel'],
      },
    },
    {
      name: 'testPlan.create',
      args: {
        id: plan,
        projectId: project,
        prototypeId: prototype,
        name: 'Teste 1',
        methodology: 'Observação',
        participants: 5,
        tasks: ['Receber SMS'],
      },
    },
    {
      name: 'testResult.create',
      args: {
        id: crypto.randomUUID(),
        testPlanId: plan,
        participantId: 'P1',
        successRate: 100,
        taskResults: [{ task: 'Receber SMS', success: true, timeSeconds: 30 }],
      },
    },
  ]);
  return project;
}

/** A snapshot with ids, timestamps and links replaced by positions, to compare two projects. */
function comparable(snapshot: ProjectSnapshot) {
  const position = new Map<string, string>();
  for (const [entity, rows] of Object.entries(snapshot.records)) {
    rows.forEach((row, index) => {
      position.set(row.id, `${entity}#${index}`);
    });
  }
  const strip = (row: Record<string, unknown>) => {
    const { id: _id, projectId: _p, createdAt: _c, updatedAt: _u, ownerId: _o, ...rest } = row;
    for (const link of ['ideaId', 'prototypeId', 'testPlanId']) {
      if (typeof rest[link] === 'string') rest[link] = position.get(rest[link] as string);
    }
    return rest;
  };
  return {
    project: strip(snapshot.project),
    records: Object.fromEntries(
      Object.entries(snapshot.records).map(([entity, rows]) => [entity, rows.map(strip)]),
    ),
  };
}

async function exportJson(db: TrilhaDatabase, projectId: string) {
  const snapshot = await loadProjectSnapshot(db, projectId);
  if (!snapshot) throw new Error('project not found');
  return { snapshot, json: backupToJson(createBackup(snapshot)) };
}

async function importJson(client: SyncClient, json: string) {
  const parsed = parseBackup(json);
  if (!parsed.ok) throw new Error(`refused: ${JSON.stringify(parsed.problem)}`);
  const { projectId, mutations } = importMutations(parsed.backup, () => crypto.randomUUID());
  await client.mutateAll(mutations);
  return projectId;
}

describe('backup round trip', () => {
  it('exports a project and imports it back as a new project with the same records and new ids', async () => {
    const { db, client } = newClient();
    const original = await seedWorkshop(client);
    const { snapshot, json } = await exportJson(db, original);

    const imported = await importJson(client, json);
    const copy = await loadProjectSnapshot(db, imported);

    expect(imported).not.toBe(original);
    expect(copy).not.toBeNull();
    expect(comparable(copy as ProjectSnapshot)).toEqual(comparable(snapshot));
    expect(copy?.records.ideas[0]?.votes).toBe(3);
    const oldIds = new Set(
      Object.values(snapshot.records).flatMap((rows) => rows.map((r) => r.id)),
    );
    for (const rows of Object.values(copy?.records ?? {})) {
      for (const row of rows) expect(oldIds.has(row.id)).toBe(false);
    }
  });

  it('imports the same file twice as two projects, and queues it all for the server', async () => {
    const { db, client } = newClient();
    const original = await seedWorkshop(client);
    const { json } = await exportJson(db, original);
    await db.outbox.clear();

    await importJson(client, json);
    await importJson(client, json);

    expect(await db.projects.count()).toBe(3);
    expect(await db.ideas.count()).toBe(3);
    const queued = (await client.pending()).map((entry) => entry.name);
    expect(queued.filter((name) => name === 'project.create')).toHaveLength(2);
    expect(queued).toContain('testResult.create');
  });

  it('drops a link to a record deleted before the backup instead of refusing the file', async () => {
    const { db, client } = newClient();
    const original = await seedWorkshop(client);
    const idea = (await db.ideas.toArray())[0];
    await client.mutate('idea.delete', { id: idea?.id });
    const { json } = await exportJson(db, original);

    const copy = await loadProjectSnapshot(db, await importJson(client, json));
    expect(copy?.records.prototypes[0]?.ideaId).toBeNull();
    expect(copy?.records.prototypes[0]?.name).toBe('Tela SMS');
  });
});

describe('refused files', () => {
  const backupOf = async () => {
    const { db, client } = newClient();
    const original = await seedWorkshop(client);
    return JSON.parse((await exportJson(db, original)).json) as Record<string, unknown>;
  };

  it('names a file that is not JSON', () => {
    expect(parseBackup('%PDF-1.7')).toEqual({ ok: false, problem: { kind: 'notJson' } });
  });

  it('names a JSON file that is not a Trilha backup', () => {
    expect(parseBackup('{"name":"package"}')).toEqual({
      ok: false,
      problem: { kind: 'notBackup' },
    });
    expect(parseBackup('[1,2]')).toEqual({ ok: false, problem: { kind: 'notBackup' } });
  });

  it('names a backup from a newer version', async () => {
    const backup = { ...(await backupOf()), version: 2 };
    expect(parseBackup(JSON.stringify(backup))).toEqual({
      ok: false,
      problem: { kind: 'newerVersion', version: 2 },
    });
  });

  it('points at the broken field of a damaged backup', async () => {
    const backup = await backupOf();
    const records = backup.records as { ideas: Record<string, unknown>[] };
    (records.ideas[0] as Record<string, unknown>).feasibility = 9;
    const parsed = parseBackup(JSON.stringify(backup));
    expect(parsed).toEqual({
      ok: false,
      problem: {
        kind: 'invalid',
        path: 'records.ideas.0.feasibility',
        message: { code: 'validation.feasibility_range', params: { max: 5 } },
      },
    });
  });

  it('refuses results whose test plan is not in the file', async () => {
    const backup = await backupOf();
    (backup.records as { testPlans: unknown[] }).testPlans = [];
    const parsed = parseBackup(JSON.stringify(backup));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem).toMatchObject({
      kind: 'invalid',
      path: 'records.testResults.0.testPlanId',
    });
  });
});

describe('nothing half-imported', () => {
  it('writes and queues nothing when one mutation of the import is refused', async () => {
    const { db, client } = newClient();
    const project = crypto.randomUUID();
    const attempt = client.mutateAll([
      { name: 'project.create', args: { id: project, name: 'Importado' } },
      {
        name: 'idea.create',
        args: { id: crypto.randomUUID(), projectId: project, title: 'Ok', description: 'Ok' },
      },
      // Its test plan does not exist: refused, so the whole import must roll back.
      {
        name: 'testResult.create',
        args: {
          id: crypto.randomUUID(),
          testPlanId: crypto.randomUUID(),
          participantId: 'P1',
          successRate: 0,
        },
      },
    ]);

    await expect(attempt).rejects.toBeInstanceOf(MutationRejected);
    expect(await db.projects.count()).toBe(0);
    expect(await db.ideas.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
