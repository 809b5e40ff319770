import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeNetwork } from '../../test/fake-network';
import {
  signedInClient,
  signedInPerson,
  TEST_ORIGIN,
  type TestClient,
  type TestPerson,
  useTestApp,
} from '../../test/test-app';
import { UpstreamHub } from './hub';

/**
 * A room's hub linked to a cloud (issue 31, decision 0021): two apps on two databases, the hub's
 * requests to the cloud going through a network a test can cut or make lose answers. What the
 * room did on the hub — guests' notes, votes and dots — reaches the cloud exactly once, whatever
 * fails when; what the cloud holds comes down to the hub.
 */

const cloud = useTestApp();
const network = new FakeNetwork(() => cloud.app);
let hubOfTest: UpstreamHub;
const hub = useTestApp({}, {}, (db) => {
  hubOfTest = new UpstreamHub(db.sql, new URL(TEST_ORIGIN), network.fetch);
  return { upstream: hubOfTest };
});

interface Status {
  configured: boolean;
  linked: boolean;
  account: { name: string; email: string } | null;
  lastSyncAt: string | null;
  pending: number;
  lastError: { code: string; params?: Record<string, unknown> } | null;
}

let facilitator: TestPerson; // on the hub
let cloudAccount: { client: TestClient; email: string; password: string };

beforeAll(async () => {
  await signedInPerson(hub, 'Admin do hub'); // the first account of a database is its administrator
  await signedInPerson(cloud, 'Admin da nuvem');
  facilitator = await signedInPerson(hub, 'Fátima Facilitadora');
  const { client, payload } = await signedInClient(cloud, { name: 'Fátima Facilitadora' });
  cloudAccount = { client, email: payload.email, password: payload.password };
});

let mutationId = 0;
async function push(
  client: TestClient,
  mutations: { name: string; args: unknown }[],
  clientId = uuidv7(),
) {
  const response = await client.post<{ rejected: unknown[] }>('/api/sync/push', {
    clientId,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: mutations.map((mutation) => ({ id: ++mutationId, ...mutation })),
  });
  expect(response.status).toBe(200);
  expect(response.body.rejected).toEqual([]);
  return { clientId, ids: mutations.map((_, index) => mutationId - mutations.length + index + 1) };
}

const status = async () => (await facilitator.client.get<Status>('/api/upstream/status')).body;
const syncNow = async () => {
  const response = await facilitator.client.post<Status>('/api/upstream/sync');
  expect(response.status).toBe(200);
  return response.body;
};
/** Links the facilitator's hub account, unless a test before did (tests may run alone). */
async function ensureLinked(): Promise<void> {
  if (!(await status()).linked) await link();
}

async function link(): Promise<Status> {
  const response = await facilitator.client.post<Status>('/api/upstream/link', {
    username: cloudAccount.email,
    password: cloudAccount.password,
  });
  expect(response.status).toBe(200);
  return response.body;
}

interface Idea {
  id: string;
  title: string;
  description: string;
  votes: number;
  authorName: string;
}
const cloudIdeas = async (projectId: string) =>
  (await cloudAccount.client.get<Idea[]>(`/api/projects/${projectId}/ideas`)).body;

/** A project on the hub with a room, two guests who each wrote an idea and voted +1 on both. */
async function roomWork() {
  const created = await facilitator.client.post<{ id: string }>('/api/projects', {
    name: 'Oficina na escola',
  });
  const projectId = created.body.id;
  const room = await facilitator.client.post<{ code: string }>(`/api/projects/${projectId}/room`);
  const guests = [];
  for (const name of ['Bia', 'Caio']) {
    const client = hub.client();
    expect((await client.post(`/api/rooms/${room.body.code}/join`, { name })).status).toBe(201);
    guests.push({ client, name });
  }
  const ideaIds: string[] = [];
  for (const guest of guests) {
    const idea = await guest.client.post<{ id: string }>(`/api/projects/${projectId}/ideas`, {
      title: `Ideia de ${guest.name}`,
      description: 'Uma descrição',
    });
    expect(idea.status).toBe(201);
    ideaIds.push(idea.body.id);
  }
  for (const guest of guests) {
    for (const id of ideaIds)
      expect((await guest.client.post(`/api/ideas/${id}/vote`)).status).toBe(200);
  }
  return { projectId, ideaIds, guests };
}

describe('the link', () => {
  it('is not offered by a server without UPSTREAM_URL, nor to a guest', async () => {
    expect((await cloudAccount.client.get('/api/upstream/status')).body).toMatchObject({
      configured: false,
      linked: false,
    });
    const refused = await cloudAccount.client.post('/api/upstream/link', {
      username: 'a',
      password: 'b',
    });
    expect(refused).toMatchObject({ status: 503, body: { code: 'upstream_not_configured' } });
  });

  it('refuses a wrong password (401) and says when the cloud is out of reach (503)', async () => {
    const wrong = await facilitator.client.post('/api/upstream/link', {
      username: cloudAccount.email,
      password: 'Errada123',
    });
    expect(wrong).toMatchObject({
      status: 401,
      body: { code: 'upstream_login_failed', messageCode: 'upstream.login_failed' },
    });
    network.down = true;
    const away = await facilitator.client.post('/api/upstream/link', {
      username: cloudAccount.email,
      password: cloudAccount.password,
    });
    network.down = false;
    expect(away).toMatchObject({ status: 503, body: { messageCode: 'upstream.unreachable' } });
    expect(await status()).toMatchObject({ configured: true, linked: false });
  });
});

describe('a room brought to the cloud', () => {
  it('keeps the room work made before the link, and takes all of it up with authors and exact votes', async () => {
    const { projectId, ideaIds } = await roomWork();
    // project, room-less writes: project.create, 2 ideas, 4 votes.
    expect((await status()).pending).toBe(7);
    const linked = await link();
    expect(linked).toMatchObject({
      linked: true,
      account: { email: cloudAccount.email, name: 'Fátima Facilitadora' },
    });
    const after = await syncNow();
    expect(after).toMatchObject({ pending: 0, lastError: null });
    expect(after.lastSyncAt).not.toBeNull();
    const ideas = await cloudIdeas(projectId);
    expect(
      ideas
        .map(({ id, votes, authorName }) => ({ id, votes, authorName }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(
      ideaIds
        .map((id, index) => ({ id, votes: 2, authorName: index === 0 ? 'Bia' : 'Caio' }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
    // A second round sends nothing again and changes nothing.
    await syncNow();
    expect((await cloudIdeas(projectId)).map((idea) => idea.votes)).toEqual([2, 2]);
  });

  it('brings the cloud account’s projects down to the hub, where its devices read them', async () => {
    await ensureLinked();
    const made = await cloudAccount.client.post<{ id: string }>('/api/projects', {
      name: 'Feito na nuvem',
    });
    await cloudAccount.client.post(`/api/projects/${made.body.id}/personas`, { name: 'Dona Rosa' });
    await syncNow();
    const projects = (await facilitator.client.get<{ id: string; name: string }[]>('/api/projects'))
      .body;
    expect(projects.map((project) => project.name)).toContain('Feito na nuvem');
    const personas = await facilitator.client.get<{ name: string }[]>(
      `/api/projects/${made.body.id}/personas`,
    );
    expect(personas.body.map((persona) => persona.name)).toEqual(['Dona Rosa']);
  });

  it('adds the votes of both sides when the hub and the cloud voted on the same idea meanwhile', async () => {
    await ensureLinked();
    const { projectId, ideaIds } = await roomWork();
    await syncNow();
    const [ideaId] = ideaIds as [string];
    network.down = true;
    await facilitator.client.post(`/api/ideas/${ideaId}/vote`); // on the hub, offline from the cloud
    await cloudAccount.client.post(`/api/ideas/${ideaId}/vote`); // another device, on the cloud
    expect(await syncNow()).toMatchObject({
      pending: 1,
      lastError: { code: 'upstream.unreachable' },
    });
    network.down = false;
    expect(await syncNow()).toMatchObject({ pending: 0, lastError: null });
    const hubIdeas = await facilitator.client.get<Idea[]>(`/api/projects/${projectId}/ideas`);
    const hubIdea = hubIdeas.body.find((idea) => idea.id === ideaId);
    const cloudIdea = (await cloudIdeas(projectId)).find((idea) => idea.id === ideaId);
    expect(cloudIdea?.votes).toBe(4);
    expect(hubIdea?.votes).toBe(4);
  });
  it('keeps a hub change made while the cloud’s older copy of that record was on its way down', async () => {
    await ensureLinked();
    const { projectId, ideaIds } = await roomWork();
    await syncNow();
    const [ideaId] = ideaIds as [string];
    await cloudAccount.client.put(`/api/ideas/${ideaId}`, { title: 'Título da nuvem' });
    // A device of the room edits the idea between the hub's push and its pull.
    network.beforeNext('/api/sync/pull', async () => {
      const edit = await facilitator.client.put(`/api/ideas/${ideaId}`, { description: 'Da sala' });
      expect(edit.status).toBe(200);
    });
    await syncNow();
    const onHub = async () =>
      (await facilitator.client.get<Idea[]>(`/api/projects/${projectId}/ideas`)).body.find(
        (idea) => idea.id === ideaId,
      );
    expect((await onHub())?.description).toBe('Da sala'); // not undone by the cloud's older row
    await syncNow();
    const onCloud = (await cloudIdeas(projectId)).find((idea) => idea.id === ideaId);
    expect(onCloud).toMatchObject({ title: 'Título da nuvem', description: 'Da sala' });
    expect(await onHub()).toMatchObject({ title: 'Título da nuvem', description: 'Da sala' });
  });
});

describe('faults during the upload', () => {
  it('an answer lost after the cloud applied the push: sent again, applied once', async () => {
    await ensureLinked();
    const { projectId } = await roomWork();
    network.loseAnswers('/api/sync/push');
    const broken = await syncNow();
    expect(broken.lastError).toEqual({ code: 'upstream.unreachable' });
    expect(broken.pending).toBe(7);
    expect((await cloudIdeas(projectId)).map((idea) => idea.votes)).toEqual([2, 2]);
    expect(await syncNow()).toMatchObject({ pending: 0, lastError: null });
    expect((await cloudIdeas(projectId)).map((idea) => idea.votes)).toEqual([2, 2]);
  });

  it('a hub killed mid-upload: a new process over the same database sends what is left, once', async () => {
    await ensureLinked();
    const { projectId } = await roomWork();
    network.loseAnswers('/api/sync/push');
    await syncNow();
    // What a restarted hub has: the database, and nothing of the old process's memory.
    const restarted = new UpstreamHub(hub.db.sql, new URL(TEST_ORIGIN), network.fetch);
    expect(await restarted.sync(facilitator.id)).toMatchObject({ pending: 0, lastError: null });
    expect((await cloudIdeas(projectId)).map((idea) => idea.votes)).toEqual([2, 2]);
  });

  it('the cloud out of reach: nothing is lost, the status says so, and it all goes when it is back', async () => {
    await ensureLinked();
    network.down = true;
    const { projectId } = await roomWork();
    const waiting = await syncNow();
    expect(waiting).toMatchObject({ pending: 7, lastError: { code: 'upstream.unreachable' } });
    network.down = false;
    expect(await syncNow()).toMatchObject({ pending: 0, lastError: null });
    expect((await cloudIdeas(projectId)).map((idea) => idea.title).sort()).toEqual([
      'Ideia de Bia',
      'Ideia de Caio',
    ]);
  });

  it('the same mutation pushed twice to the hub by a device goes up once', async () => {
    await ensureLinked();
    const { projectId, ideaIds, guests } = await roomWork();
    await syncNow();
    const [guest] = guests as [{ client: TestClient; name: string }];
    const vote = { name: 'idea.vote', args: { id: ideaIds[0], delta: 1 } };
    const first = await push(guest.client, [vote]);
    // The device's answer was lost: it sends the same mutation again, with the same id.
    mutationId -= 1;
    await push(guest.client, [vote], first.clientId);
    expect((await status()).pending).toBe(1);
    await syncNow();
    const idea = (await cloudIdeas(projectId)).find((one) => one.id === ideaIds[0]);
    expect(idea?.votes).toBe(3);
  });

  it('an expired cloud session stops the rounds and says to connect again; nothing is lost', async () => {
    await ensureLinked();
    const { projectId } = await roomWork();
    await cloud.db.sql`DELETE FROM sessions`;
    expect(await syncNow()).toMatchObject({
      pending: 7,
      lastError: { code: 'upstream.session_expired' },
    });
    cloudAccount.client.forgetCookie();
    await cloudAccount.client.post('/api/auth/login', {
      username: cloudAccount.email,
      password: cloudAccount.password,
    });
    await link();
    expect(await syncNow()).toMatchObject({ pending: 0, lastError: null });
    expect(await cloudIdeas(projectId)).toHaveLength(2);
  });
});

/** The records of `projectId` a device of the facilitator pulls after `cursor`, and the cursor. */
async function hubPullSince(projectId: string, from: string | null) {
  const changes: { entity: string; row?: { id: string; projectId?: string } }[] = [];
  let cursor = from;
  for (;;) {
    const params = new URLSearchParams({ schemaVersion: String(SYNC_SCHEMA_VERSION) });
    if (cursor) params.set('cursor', cursor);
    const page = await facilitator.client.get<{
      cursor: string;
      hasMore: boolean;
      changes: typeof changes;
    }>(`/api/sync/pull?${params}`);
    changes.push(...page.body.changes);
    cursor = page.body.cursor;
    if (!page.body.hasMore) break;
  }
  const ofProject = changes.filter(
    (change) => change.row && (change.row.projectId ?? change.row.id) === projectId,
  );
  return { cursor, changes: ofProject };
}

describe('what a round brings back', () => {
  it('leaves the hub as it was when the cloud only took what the hub sent: no row rewritten, no device woken', async () => {
    await ensureLinked();
    const { projectId } = await roomWork();
    const { cursor } = await hubPullSince(projectId, null);
    await syncNow();
    expect((await hubPullSince(projectId, cursor)).changes).toEqual([]);
  });

  it('keeps a guest the author of their note on the hub: they still change it after a round', async () => {
    await ensureLinked();
    const { ideaIds, guests } = await roomWork();
    await syncNow();
    const [guest] = guests as [{ client: TestClient; name: string }];
    const edit = await guest.client.put(`/api/ideas/${ideaIds[0]}`, {
      title: 'Ideia da Bia, melhor',
    });
    expect(edit.status).toBe(200);
  });
});

describe('deletes and authors', () => {
  it('a delete on either side reaches the other', async () => {
    await ensureLinked();
    const { projectId, ideaIds } = await roomWork();
    await syncNow();
    const [deletedOnHub, deletedOnCloud] = ideaIds as [string, string];
    expect((await facilitator.client.delete(`/api/ideas/${deletedOnHub}`)).status).toBe(204);
    expect((await cloudAccount.client.delete(`/api/ideas/${deletedOnCloud}`)).status).toBe(204);
    await syncNow();
    expect(await cloudIdeas(projectId)).toEqual([]);
    const onHub = await facilitator.client.get<Idea[]>(`/api/projects/${projectId}/ideas`);
    expect(onHub.body).toEqual([]);
  });

  it('signs a record with the name a member relays, never with the one a guest sends', async () => {
    const { projectId, guests } = await roomWork();
    const [guest] = guests as [{ client: TestClient; name: string }];
    const forged = uuidv7();
    await push(guest.client, [
      {
        name: 'idea.create',
        args: { id: forged, projectId, title: 'Forjada', description: 'x' },
        authorName: 'Outra pessoa',
      } as { name: string; args: unknown },
    ]);
    const relayed = uuidv7();
    await push(facilitator.client, [
      {
        name: 'idea.create',
        args: { id: relayed, projectId, title: 'Trazida', description: 'x' },
        authorName: 'Dani',
      } as { name: string; args: unknown },
    ]);
    const ideas = (await facilitator.client.get<Idea[]>(`/api/projects/${projectId}/ideas`)).body;
    const authorOf = (id: string) => ideas.find((idea) => idea.id === id)?.authorName;
    expect(authorOf(forged)).toBe(guest.name);
    expect(authorOf(relayed)).toBe('Dani');
  });
});
