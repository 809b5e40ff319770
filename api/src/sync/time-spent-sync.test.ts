import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountWithDevices, memberDevice } from '../../test/devices';
import { signedInClient, type TestClient, useTestApp } from '../../test/test-app';

/**
 * Active time through sync (docs/decisions/0028): `timeSpent.add` from several devices adds up
 * exactly once per mutation, a viewer and a room's guest may add their own, each person pulls
 * only their own rows, and bad values are refused with a code.
 */

const context = useTestApp();

beforeAll(async () => {
  await signedInClient(context); // the first account is the admin
});

const DAY = '2026-11-27';
const sql = () => context.db.sql;

interface Pushed {
  rejected: { id: number; name: string; code?: string; params?: Record<string, unknown> }[];
}
const push = (
  client: TestClient,
  clientId: string,
  mutations: { id: number; name: string; args: unknown }[],
) =>
  client.post<Pushed>('/api/sync/push', {
    clientId,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations,
  });

const add = (projectId: string, seconds: number, day = DAY) => ({
  name: 'timeSpent.add',
  args: { projectId, day, seconds },
});

async function storedSeconds(userId: string, projectId: string): Promise<number[]> {
  const rows = await sql()`
    SELECT seconds FROM time_spent WHERE user_id = ${userId} AND project_id = ${projectId}
    ORDER BY day`;
  return rows.map((row) => Number(row.seconds));
}

async function newProject(session: TestClient): Promise<string> {
  const created = await session.post<{ id: string }>('/api/projects', { name: 'Oficina' });
  expect(created.status).toBe(201);
  return created.body.id;
}

describe('timeSpent.add over sync', () => {
  it('adds two devices’ time once each, however often their pushes are retried', async () => {
    const ana = await accountWithDevices(context);
    const projectId = await newProject(ana.session);
    const tablet = ana.device();
    const laptop = ana.device();
    await tablet.trySync();
    await laptop.trySync();
    // Both count offline; the tablet's first answers get lost, so it pushes the same ids again,
    // and the laptop's requests arrive twice.
    tablet.online = false;
    laptop.online = false;
    await tablet.client.mutate('timeSpent.add', add(projectId, 120).args);
    await tablet.client.mutate('timeSpent.add', add(projectId, 30).args);
    await laptop.client.mutate('timeSpent.add', add(projectId, 600).args);
    await laptop.client.mutate('timeSpent.add', add(projectId, 5, '2026-11-28').args);
    tablet.online = true;
    laptop.online = true;
    let lost = 2;
    tablet.faults = { loseAnswer: () => lost-- > 0 };
    laptop.faults = { duplicate: () => true };
    for (let attempt = 0; attempt < 4; attempt++) await tablet.trySync();
    await laptop.trySync();
    tablet.faults = {};
    laptop.faults = {};
    await tablet.trySync();

    expect(await storedSeconds(ana.userId, projectId)).toEqual([750, 5]);
    for (const device of [tablet, laptop]) {
      const rows = await device.db.timeSpent.orderBy('day').toArray();
      expect(rows.map((row) => [row.day, row.seconds])).toEqual([
        [DAY, 750],
        ['2026-11-28', 5],
      ]);
      expect(await device.db.rejections.count()).toBe(0);
    }
  });

  it('counts a request sent twice with the same mutation ids once', async () => {
    const { session, userId } = await accountWithDevices(context);
    const projectId = await newProject(session);
    const clientId = uuidv7();
    const mutations = [
      { id: 1, ...add(projectId, 60) },
      { id: 2, ...add(projectId, 40) },
    ];
    for (let sent = 0; sent < 3; sent++) {
      const answer = await push(session, clientId, mutations);
      expect(answer.status).toBe(200);
      expect(answer.body.rejected).toEqual([]);
    }
    expect(await storedSeconds(userId, projectId)).toEqual([100]);
  });

  it('lets a viewer add their own time, still refuses their changes to the project, and keeps each person’s time to themselves', async () => {
    const owner = await accountWithDevices(context);
    const projectId = await newProject(owner.session);
    const viewer = await memberDevice(context, owner.session, projectId, 'viewer');
    await viewer.client.mutate('timeSpent.add', add(projectId, 300).args);
    await viewer.client.mutate('idea.create', {
      id: uuidv7(),
      projectId,
      title: 'Ideia',
      description: 'd',
    });
    await viewer.trySync();
    const refused = await viewer.db.rejections.toArray();
    expect(refused.map((rejection) => [rejection.name, rejection.code])).toEqual([
      ['idea.create', 'project.viewer_cannot_write'],
    ]);
    const viewerId = viewer.db.userId;
    expect(await storedSeconds(viewerId, projectId)).toEqual([300]);
    expect((await viewer.db.timeSpent.toArray()).map((row) => row.seconds)).toEqual([300]);

    // The owner's own time reaches the owner's devices; the viewer's never does, and back.
    const ownerTablet = owner.device();
    await ownerTablet.trySync();
    await ownerTablet.client.mutate('timeSpent.add', add(projectId, 90).args);
    await ownerTablet.trySync();
    await viewer.trySync();
    const ownerPhone = owner.device();
    await ownerPhone.trySync();
    expect(
      (await ownerPhone.db.timeSpent.toArray()).map((row) => [row.userId, row.seconds]),
    ).toEqual([[owner.userId, 90]]);
    expect((await viewer.db.timeSpent.toArray()).map((row) => [row.userId, row.seconds])).toEqual([
      [viewerId, 300],
    ]);
  });

  it('lets a room’s guest add their own time', async () => {
    const owner = await accountWithDevices(context);
    const projectId = await newProject(owner.session);
    const room = await owner.session.post<{ code: string }>(`/api/projects/${projectId}/room`);
    expect(room.status).toBe(201);
    const guest = context.client();
    const joined = await guest.post<{ user: { id: string } }>(`/api/rooms/${room.body.code}/join`, {
      name: 'Gil Convidado',
    });
    expect(joined.status).toBe(201);
    const answer = await push(guest, uuidv7(), [{ id: 1, ...add(projectId, 45) }]);
    expect(answer.body.rejected).toEqual([]);
    expect(await storedSeconds(joined.body.user.id, projectId)).toEqual([45]);
  });

  it('refuses bad values with a code and its parameters, and another person’s project as missing', async () => {
    const { session, userId } = await accountWithDevices(context);
    const projectId = await newProject(session);
    const stranger = await accountWithDevices(context);
    const answer = await push(session, uuidv7(), [
      { id: 1, ...add(projectId, 3601) },
      { id: 2, ...add(projectId, 0) },
      { id: 3, ...add(projectId, 2.5) },
      { id: 4, name: 'timeSpent.add', args: { projectId, day: 'ontem', seconds: 10 } },
      { id: 5, name: 'timeSpent.add', args: { projectId, day: DAY, seconds: '10' } },
      { id: 6, name: 'timeSpent.create', args: { id: uuidv7(), projectId, day: DAY, seconds: 9 } },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.rejected.map(({ id, code, params }) => ({ id, code, params }))).toEqual([
      { id: 1, code: 'time_spent.seconds_too_many', params: { max: 3600 } },
      { id: 2, code: 'time_spent.seconds_too_few', params: { min: 1 } },
      { id: 3, code: 'validation.integer', params: undefined },
      { id: 4, code: 'validation.date_invalid', params: undefined },
      { id: 5, code: 'validation.integer', params: undefined },
      { id: 6, code: 'sync.unknown_mutation', params: { name: 'timeSpent.create' } },
    ]);
    const foreign = await push(stranger.session, uuidv7(), [{ id: 1, ...add(projectId, 10) }]);
    expect(foreign.body.rejected.map(({ code }) => code)).toEqual(['not_found.projects']);
    expect(await storedSeconds(userId, projectId)).toEqual([]);
    expect(await storedSeconds(stranger.userId, projectId)).toEqual([]);
  });
});
