import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { EventStreamReader } from '../../test/event-stream';
import { signedInClient, TEST_ORIGIN, type TestClient, useTestApp } from '../../test/test-app';

// A short heartbeat, so a test can see a stream live past one.
const HEARTBEAT_MS = 100;
const context = useTestApp({}, { liveHeartbeatMs: HEARTBEAT_MS });

let owner: TestClient;
let member: TestClient;
let memberId: string;
let stranger: TestClient;

beforeAll(async () => {
  await signedInClient(context); // the administrator
  ({ client: owner } = await signedInClient(context));
  ({
    client: member,
    user: { id: memberId },
  } = await signedInClient(context));
  ({ client: stranger } = await signedInClient(context));
});

/** Opens GET /api/sync/events as the client's browser would, and waits for `ready`. */
async function openEvents(client: TestClient): Promise<EventStreamReader> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, accept: 'text/event-stream' };
  if (client.sessionCookie) headers.cookie = client.sessionCookie;
  const response = await context.app.request('/api/sync/events', { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events = new EventStreamReader(response);
  expect((await events.next()).event).toBe('ready');
  return events;
}

async function sharedProject(role: 'editor' | 'viewer'): Promise<string> {
  const project = await owner.post<{ id: string }>('/api/projects', { name: 'Ao vivo' });
  const invitation = await owner.post<{ code: string }>(
    `/api/projects/${project.body.id}/invitations`,
    { role },
  );
  await member.post(`/api/invitations/${invitation.body.code}/accept`);
  return project.body.id;
}

describe('GET /api/sync/events', () => {
  it('needs a session', async () => {
    const response = await context.app.request('/api/sync/events', {
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.status).toBe(401);
  });

  it('pokes everyone who sees a project when it changes, through REST and through push, and nobody else', async () => {
    const projectId = await sharedProject('editor');
    const ownerEvents = await openEvents(owner);
    const memberEvents = await openEvents(member);
    const strangerEvents = await openEvents(stranger);
    try {
      await owner.post(`/api/projects/${projectId}/ideas`, { title: 'Nova', description: 'd' });
      const poke = { event: 'poke', data: JSON.stringify({ projectId }) };
      expect(await memberEvents.next()).toEqual(poke);
      expect(await ownerEvents.next()).toEqual(poke);

      await member.post('/api/sync/push', {
        clientId: crypto.randomUUID(),
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [
          { id: 1, name: 'project.update', args: { id: projectId, changes: { currentPhase: 2 } } },
        ],
      });
      expect(await ownerEvents.next()).toEqual(poke);
      expect(await strangerEvents.quietFor(300)).toBe(true);
    } finally {
      await Promise.all(
        [ownerEvents, memberEvents, strangerEvents].map((events) => events.close()),
      );
    }
  });

  it('tells a removed member, whose devices then drop the project', async () => {
    const projectId = await sharedProject('viewer');
    const memberEvents = await openEvents(member);
    try {
      await owner.delete(`/api/projects/${projectId}/members/${memberId}`);
      expect(await memberEvents.next()).toEqual({
        event: 'poke',
        data: JSON.stringify({ projectId }),
      });
    } finally {
      await memberEvents.close();
    }
  });

  it('keeps a new stream when the closed one it replaced ends (a reload)', async () => {
    const projectId = await sharedProject('viewer');
    const beforeReload = await openEvents(member);
    await beforeReload.close();
    const afterReload = await openEvents(member);
    try {
      // Past a few heartbeats of the closed stream's, which must have stopped with it.
      await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
      await owner.post(`/api/projects/${projectId}/ideas`, { title: 'Nova', description: 'd' });
      expect(await afterReload.next()).toEqual({
        event: 'poke',
        data: JSON.stringify({ projectId }),
      });
    } finally {
      await afterReload.close();
    }
  });

  it("sends nothing for a viewer's refused write", async () => {
    const projectId = await sharedProject('viewer');
    const ownerEvents = await openEvents(owner);
    try {
      const refused = await member.post(`/api/projects/${projectId}/ideas`, {
        title: 'x',
        description: 'd',
      });
      expect(refused.status).toBe(403);
      expect(await ownerEvents.quietFor(300)).toBe(true);
    } finally {
      await ownerEvents.close();
    }
  });
});
