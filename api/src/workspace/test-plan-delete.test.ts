import { readFileSync } from 'node:fs';
import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { Device } from '../../test/devices';
import { signedInClient, type TestClient, useTestApp } from '../../test/test-app';

/**
 * Deleting a test plan takes its results along, on every path a delete can take: the REST call
 * (one mutation), a sync push (the batched transaction) and the browser's own database. A result
 * left behind is hidden with its plan yet still counted as a finished 'test results' tool.
 */
const context = useTestApp();

type Json = Record<string, unknown>;

let alice: TestClient;
let aliceId: string;

beforeAll(async () => {
  await signedInClient(context); // the first account is the admin
  ({
    client: alice,
    user: { id: aliceId },
  } = await signedInClient(context));
});

let sequence = 0;
function newId(): string {
  sequence += 1;
  return `0190c000-0000-7000-8000-${sequence.toString(16).padStart(12, '0')}`;
}

const PLAN = { name: 'Usabilidade', methodology: 'Tarefas', participants: 3 };
const RESULT = { participantId: 'P1', successRate: 50 };

async function statsOf(projectId: string) {
  return (await alice.get<Json>(`/api/projects/${projectId}/stats`)).body;
}

// One project for the REST cases: a free account may only have a few.
let restProjectId: string;
beforeAll(async () => {
  const response = await alice.post<Json>('/api/projects', { name: 'Clínica sem filas' });
  expect(response.status).toBe(201);
  restProjectId = String(response.body.id);
});

describe('deleting a test plan', () => {
  it('through the API tombstones its results, so they no longer count', async () => {
    const projectId = restProjectId;
    const plan = await alice.post<Json>(`/api/projects/${projectId}/test-plans`, PLAN);
    const results = `/api/test-plans/${plan.body.id}/results`;
    expect((await alice.post(results, RESULT)).status).toBe(201);
    expect((await alice.post(results, { ...RESULT, participantId: 'P2' })).status).toBe(201);
    expect(await statsOf(projectId)).toEqual({ completedTools: 2, totalTools: 10 });

    expect((await alice.delete(`/api/test-plans/${plan.body.id}`)).status).toBe(204);

    expect(await statsOf(projectId)).toEqual({ completedTools: 0, totalTools: 10 });
    const live = await context.db.sql`
      SELECT count(*)::int AS n FROM test_results
      WHERE test_plan_id = ${String(plan.body.id)} AND deleted_at IS NULL`;
    expect(live[0]?.n).toBe(0);
  });

  it('in a sync push takes along stored results and those created in the same push', async () => {
    const clientId = newId();
    const projectId = newId();
    const planId = newId();
    const send = (mutations: { id: number; name: string; args: unknown }[]) =>
      alice.post<{ rejected: unknown[] }>('/api/sync/push', {
        clientId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations,
      });
    const first = await send([
      { id: 1, name: 'project.create', args: { id: projectId, name: 'Oficina' } },
      { id: 2, name: 'testPlan.create', args: { id: planId, projectId, ...PLAN } },
      { id: 3, name: 'testResult.create', args: { id: newId(), testPlanId: planId, ...RESULT } },
    ]);
    expect(first.body.rejected).toEqual([]);
    const second = await send([
      {
        id: 4,
        name: 'testResult.create',
        args: { id: newId(), testPlanId: planId, ...RESULT, participantId: 'P2' },
      },
      { id: 5, name: 'testPlan.delete', args: { id: planId } },
    ]);
    expect(second.body.rejected).toEqual([]);

    expect(await statsOf(projectId)).toEqual({ completedTools: 0, totalTools: 10 });
    const rows = await context.db.sql`
      SELECT deleted_at IS NOT NULL AS deleted FROM test_results WHERE test_plan_id = ${planId}`;
    expect(rows.map((row) => row.deleted)).toEqual([true, true]);
  });

  it('on a device offline removes its results there at once, and on the server after sync', async () => {
    const device = new Device(context.app, alice, aliceId);
    const projectId = newId();
    const planId = newId();
    await device.client.mutate('project.create', { id: projectId, name: 'Tablet' });
    await device.client.mutate('testPlan.create', { id: planId, projectId, ...PLAN });
    await device.client.mutate('testResult.create', { id: newId(), testPlanId: planId, ...RESULT });
    await device.client.sync();
    expect(await statsOf(projectId)).toEqual({ completedTools: 2, totalTools: 10 });

    device.online = false;
    await device.client.mutate('testPlan.delete', { id: planId });
    expect(await device.db.testResults.where('testPlanId').equals(planId).count()).toBe(0);

    device.online = true;
    await device.client.sync();
    expect(await statsOf(projectId)).toEqual({ completedTools: 0, totalTools: 10 });
  });

  it('left behind before the fix is cleaned by migration 0007, for devices too', async () => {
    const projectId = restProjectId;
    const plan = await alice.post<Json>(`/api/projects/${projectId}/test-plans`, PLAN);
    const result = await alice.post<Json>(`/api/test-plans/${plan.body.id}/results`, RESULT);
    // What the old delete did: the plan alone.
    await context.db
      .sql`UPDATE test_plans SET deleted_at = now() WHERE id = ${String(plan.body.id)}`;
    expect(await statsOf(projectId)).toEqual({ completedTools: 1, totalTools: 10 });
    const [before] = await context.db.sql`
      SELECT version_counter FROM projects WHERE id = ${projectId}`;

    const migration = new URL('../db/migrations/0007_workspace_cleanup.sql', import.meta.url);
    await context.db.sql.unsafe(readFileSync(migration, 'utf8'));

    expect(await statsOf(projectId)).toEqual({ completedTools: 0, totalTools: 10 });
    const [after] = await context.db.sql`
      SELECT version_counter FROM projects WHERE id = ${projectId}`;
    const [orphan] = await context.db.sql`
      SELECT deleted_at IS NOT NULL AS deleted, sync_version FROM test_results
      WHERE id = ${String(result.body.id)}`;
    expect(orphan?.deleted).toBe(true);
    // A pull after the old version sees the tombstone.
    expect(Number(after?.versionCounter)).toBe(Number(before?.versionCounter) + 1);
    expect(Number(orphan?.syncVersion)).toBe(Number(after?.versionCounter));
  });
});
