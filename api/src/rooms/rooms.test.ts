import { ROOM_CODE_ALPHABET } from '@trilha/shared';
import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { EventStreamReader } from '../../test/event-stream';
import {
  signedInPerson,
  TEST_ORIGIN,
  type TestClient,
  type TestPerson,
  useTestApp,
} from '../../test/test-app';

/**
 * Rooms and guests (issue 31, docs/decisions/0020): opening and closing a room, joining it with a
 * name, what a guest may and may not write (REST and sync push), the plan's guest limit, and the
 * author every record carries.
 */

const context = useTestApp();
const GUEST_REFUSAL = 'room.guest_cannot_change';

type Person = TestPerson;
let owner: Person;
let editor: Person;
let stranger: Person;
let administrator: Person;

const person = (name: string) => signedInPerson(context, name);

beforeAll(async () => {
  administrator = await person('Ana Admin'); // the first account is the administrator
  owner = await person('Olga Dona');
  editor = await person('Edu Editor');
  stranger = await person('Sérgio Estranho');
});

interface RoomBody {
  code: string;
  joinUrl: string;
  expiresAt: string;
}

/** A project of the owner with the editor in it. */
async function project(): Promise<string> {
  const created = await owner.client.post<{ id: string }>('/api/projects', { name: 'Oficina' });
  expect(created.status).toBe(201);
  const projectId = created.body.id;
  const invitation = await owner.client.post<{ code: string }>(
    `/api/projects/${projectId}/invitations`,
    { role: 'editor' },
  );
  await editor.client.post(`/api/invitations/${invitation.body.code}/accept`);
  return projectId;
}

async function openRoom(projectId: string, by: Person = owner): Promise<RoomBody> {
  const response = await by.client.post<RoomBody>(`/api/projects/${projectId}/room`);
  expect(response.status).toBe(201);
  return response.body;
}

interface Guest {
  client: TestClient;
  id: string;
  name: string;
}

async function join(code: string, name: string): Promise<Guest> {
  const client = context.client();
  const response = await client.post<{ user: { id: string; name: string; role: string } }>(
    `/api/rooms/${code}/join`,
    { name },
  );
  expect(response.status).toBe(201);
  return { client, id: response.body.user.id, name: response.body.user.name };
}

let clientMutationId = 0;
/** One sync push of `mutations` from a fresh device; answers the refusals by mutation name. */
async function push(client: TestClient, mutations: { name: string; args: unknown }[]) {
  const response = await client.post<{
    rejected: { id: number; name: string; reason: string; code?: string }[];
  }>('/api/sync/push', {
    clientId: uuidv7(),
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: mutations.map((mutation) => ({ id: ++clientMutationId, ...mutation })),
  });
  expect(response.status).toBe(200);
  return response.body.rejected;
}

function pull(client: TestClient) {
  return client.get<{ changes: { entity: string; row?: Record<string, unknown> }[] }>(
    `/api/sync/pull?schemaVersion=${SYNC_SCHEMA_VERSION}`,
  );
}

const sql = () => context.db.sql;

describe('opening a room', () => {
  it('gives the owner or an editor a 6-character code of the alphabet, once per project', async () => {
    const projectId = await project();
    const first = await owner.client.post<RoomBody>(`/api/projects/${projectId}/room`);
    expect(first.status).toBe(201);
    expect(first.body.code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{6}$`));
    expect(first.body.joinUrl).toBe(`http://localhost/join/${first.body.code}`);
    const hours = (Date.parse(first.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // The editor opening it again gets the same room.
    const again = await editor.client.post<RoomBody>(`/api/projects/${projectId}/room`);
    expect(again).toMatchObject({ status: 200, body: first.body });
    const details = await editor.client.get(`/api/projects/${projectId}/room`);
    expect(details).toMatchObject({ status: 200, body: { ...first.body, guests: [] } });
  });

  it('is refused to a stranger (404) and, once open, to a guest (403); none open is room.not_open', async () => {
    const projectId = await project();
    expect((await stranger.client.post(`/api/projects/${projectId}/room`)).status).toBe(404);
    const none = await owner.client.get(`/api/projects/${projectId}/room`);
    expect(none).toMatchObject({ status: 404, body: { messageCode: 'room.not_open' } });
    const { code } = await openRoom(projectId);
    const guest = await join(code, 'Gabi');
    const refused = await guest.client.delete(`/api/projects/${projectId}/room`);
    expect(refused).toMatchObject({ status: 403, body: { messageCode: 'room.manage_forbidden' } });
  });

  it('builds the join link on the origin the request came to when it is one of ours', async () => {
    const projectId = await project();
    const response = await owner.client.request<RoomBody>(
      'POST',
      `/api/projects/${projectId}/room`,
      { headers: { origin: 'http://127.0.0.1' } },
    );
    expect(response.body.joinUrl).toBe(`http://127.0.0.1/join/${response.body.code}`);
  });
});

describe('room codes', () => {
  it('preview the project for anyone, in any case; an unknown or malformed code is 404', async () => {
    const projectId = await project();
    const { code } = await openRoom(projectId);
    const visitor = context.client();
    expect(await visitor.get(`/api/rooms/${code.toLowerCase()}`)).toMatchObject({
      status: 200,
      body: { projectName: 'Oficina', open: true },
    });
    const unknown = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    expect(await visitor.get(`/api/rooms/${unknown}`)).toMatchObject({
      status: 404,
      body: { messageCode: 'not_found.rooms' },
    });
    expect((await visitor.get('/api/rooms/IL01O0')).status).toBe(404);
    const joined = await join(` ${code.toLowerCase()} `.trim(), '  Lia  ');
    expect(joined.name).toBe('Lia');
  });

  it('refuses to join a closed room (410 room.closed) and an expired one (410 room.expired)', async () => {
    const closedProject = await project();
    const closed = await openRoom(closedProject);
    expect((await owner.client.delete(`/api/projects/${closedProject}/room`)).status).toBe(204);
    const visitor = context.client();
    expect(await visitor.get(`/api/rooms/${closed.code}`)).toMatchObject({
      body: { open: false },
    });
    expect(await visitor.post(`/api/rooms/${closed.code}/join`, { name: 'Tardio' })).toMatchObject({
      status: 410,
      body: { messageCode: 'room.closed' },
    });

    const expiredProject = await project();
    const expired = await openRoom(expiredProject);
    await sql()`
      UPDATE rooms SET expires_at = now() - interval '1 minute' WHERE code = ${expired.code}`;
    expect(await visitor.get(`/api/rooms/${expired.code}`)).toMatchObject({
      body: { open: false },
    });
    expect(await visitor.post(`/api/rooms/${expired.code}/join`, { name: 'Tardio' })).toMatchObject(
      { status: 410, body: { messageCode: 'room.expired' } },
    );
    // The project opens a new room (with a new code) once its room has expired.
    const next = await owner.client.post<RoomBody>(`/api/projects/${expiredProject}/room`);
    expect(next.status).toBe(201);
    expect(next.body.code).not.toBe(expired.code);
  });

  it('asks a name of 1 to 40 characters, in catalogue codes', async () => {
    const { code } = await openRoom(await project());
    const visitor = context.client();
    const blank = await visitor.post(`/api/rooms/${code}/join`, { name: '   ' });
    expect(blank).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'name', code: 'validation.guest_name_required' }] },
    });
    const long = await visitor.post(`/api/rooms/${code}/join`, { name: 'x'.repeat(41) });
    expect(long).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'name', code: 'validation.max_chars', params: { max: 40 } }] },
    });
  });
});

describe('a guest', () => {
  it('is an account with a name only: /me answers it, sign-in and AI, billing, profile refuse it', async () => {
    const { code } = await openRoom(await project());
    const guest = await join(code, 'Gui');
    const me = await guest.client.get<{ user: Record<string, unknown> }>('/api/auth/me');
    expect(me.body.user).toMatchObject({ name: 'Gui', role: 'guest', email: '' });
    for (const path of ['/api/subscription', '/api/users/profile']) {
      expect(await guest.client.get(path)).toMatchObject({
        status: 403,
        body: { messageCode: 'room.guest_not_allowed' },
      });
    }
    const chat = await guest.client.post('/api/chat', { message: 'oi' });
    expect(chat).toMatchObject({ status: 403, body: { messageCode: 'room.guest_not_allowed' } });
    const username = String(me.body.user.username);
    const login = await context.client().post('/api/auth/login', { username, password: '!guest' });
    expect(login.status).toBe(401);
    // Not in the administrator's list of accounts, nor in its figures.
    const users = await administrator.client.get<{ id: string }[]>('/api/users');
    expect(users.body.map((user) => user.id)).not.toContain(guest.id);
    const stats = await administrator.client.get<{ totalUsers: number }>('/api/admin/stats');
    expect(stats.body.totalUsers).toBe(users.body.length);
  });

  it('reads the project, adds notes and votes, and changes only what it wrote (REST)', async () => {
    const projectId = await project();
    const ownerIdea = await owner.client.post<{ id: string }>(`/api/projects/${projectId}/ideas`, {
      title: 'Da dona',
      description: 'd',
    });
    const { code } = await openRoom(projectId);
    const guest = await join(code, 'Gabi');

    expect((await guest.client.get(`/api/projects/${projectId}`)).status).toBe(200);
    const idea = await guest.client.post<{ id: string; authorName: string; authorId: string }>(
      `/api/projects/${projectId}/ideas`,
      { title: 'Minha', description: 'd', authorName: 'Outra Pessoa', authorId: owner.id },
    );
    expect(idea.status).toBe(201);
    // The author is the session's user, whatever the client sent.
    expect(idea.body).toMatchObject({ authorName: 'Gabi', authorId: guest.id });
    for (const [path, body] of [
      ['observations', { location: 'Loja', context: 'c', behavior: 'b' }],
      ['hmw-questions', { question: 'Como poderíamos?' }],
    ] as const) {
      const created = await guest.client.post(`/api/projects/${projectId}/${path}`, body);
      expect(created).toMatchObject({ status: 201, body: { authorName: 'Gabi' } });
    }
    expect((await guest.client.put(`/api/ideas/${idea.body.id}`, { title: 'Minha!' })).status).toBe(
      200,
    );
    expect((await guest.client.post(`/api/ideas/${ownerIdea.body.id}/vote`)).status).toBe(200);

    const refusals = [
      await guest.client.put(`/api/ideas/${ownerIdea.body.id}`, { title: 'Mudei' }),
      await guest.client.delete(`/api/ideas/${ownerIdea.body.id}`),
      await guest.client.put(`/api/projects/${projectId}`, { name: 'Outro nome' }),
      await guest.client.post(`/api/projects/${projectId}/personas`, { name: 'P' }),
      await guest.client.post(`/api/projects/${projectId}/empathy-maps`, { title: 'M' }),
      await guest.client.post('/api/projects', { name: 'Meu projeto' }),
      await guest.client.post(`/api/projects/${projectId}/invitations`, { role: 'editor' }),
    ];
    for (const refused of refusals) expect(refused.status).toBe(403);
    for (const refused of refusals.slice(0, 6)) {
      expect(refused.body).toMatchObject({ code: 'forbidden', messageCode: GUEST_REFUSAL });
    }
    expect((await guest.client.delete(`/api/ideas/${idea.body.id}`)).status).toBe(204);
  });

  it('has the same rights through a sync push: appends to empathy maps, dots under its name', async () => {
    const projectId = await project();
    const ids = {
      map: uuidv7(),
      ownerIdea: uuidv7(),
      session: uuidv7(),
      timer: uuidv7(),
      round: uuidv7(),
      guestIdea: uuidv7(),
      participant: uuidv7(),
      otherParticipant: uuidv7(),
      dot: uuidv7(),
      otherDot: uuidv7(),
    };
    expect(
      await push(owner.client, [
        { name: 'empathyMap.create', args: { id: ids.map, projectId, title: 'Mapa' } },
        {
          name: 'idea.create',
          args: { id: ids.ownerIdea, projectId, title: 'Da dona', description: 'd' },
        },
        { name: 'votingSession.create', args: { id: ids.session, projectId, title: 'Votar' } },
        { name: 'silentRound.create', args: { id: ids.round, projectId } },
        {
          name: 'participant.create',
          args: { id: ids.otherParticipant, projectId, sessionId: ids.session, name: 'Bruno' },
        },
        {
          name: 'dot.create',
          args: {
            id: ids.otherDot,
            projectId,
            sessionId: ids.session,
            participantId: ids.otherParticipant,
            itemId: ids.ownerIdea,
            placedAt: new Date().toISOString(),
          },
        },
      ]),
    ).toEqual([]);
    const { code } = await openRoom(projectId);
    const guest = await join(code, 'Gabi');
    const dot = (id: string, participantId: string) => ({
      name: 'dot.create',
      args: {
        id,
        projectId,
        sessionId: ids.session,
        participantId,
        itemId: ids.ownerIdea,
        placedAt: new Date().toISOString(),
      },
    });

    const allowed = await push(guest.client, [
      { name: 'empathyMap.addItem', args: { id: ids.map, quadrant: 'says', item: 'Oi' } },
      {
        name: 'idea.create',
        args: {
          id: ids.guestIdea,
          projectId,
          title: 'Nota silenciosa',
          description: 'd',
          roundId: ids.round,
          authorName: 'Outra Pessoa',
        },
      },
      { name: 'idea.vote', args: { id: ids.ownerIdea, delta: 1 } },
      {
        name: 'participant.create',
        args: { id: ids.participant, projectId, sessionId: ids.session, name: 'gabi ' },
      },
      dot(ids.dot, ids.participant),
      { name: 'dot.delete', args: { id: ids.dot } },
      { name: 'idea.update', args: { id: ids.guestIdea, changes: { title: 'Editada' } } },
    ]);
    expect(allowed).toEqual([]);

    const refused = await push(guest.client, [
      { name: 'empathyMap.update', args: { id: ids.map, changes: { says: [] } } },
      { name: 'idea.update', args: { id: ids.ownerIdea, changes: { title: 'x' } } },
      { name: 'idea.delete', args: { id: ids.ownerIdea } },
      { name: 'idea.vote', args: { id: ids.ownerIdea, delta: 5 } },
      dot(uuidv7(), ids.otherParticipant),
      { name: 'dot.delete', args: { id: ids.otherDot } },
      {
        name: 'participant.create',
        args: { id: uuidv7(), projectId, sessionId: ids.session, name: 'Bruno' },
      },
      { name: 'timer.create', args: { id: ids.timer, projectId } },
      { name: 'votingSession.update', args: { id: ids.session, changes: { status: 'revealed' } } },
      { name: 'silentRound.update', args: { id: ids.round, changes: { status: 'revealed' } } },
      { name: 'project.update', args: { id: projectId, changes: { currentPhase: 3 } } },
      { name: 'project.create', args: { id: uuidv7(), name: 'Meu' } },
    ]);
    expect(refused).toHaveLength(12);
    for (const rejection of refused) {
      expect(rejection).toMatchObject({ reason: 'forbidden', code: GUEST_REFUSAL });
    }

    const [map] = await sql()<
      { says: string[] }[]
    >`SELECT says FROM empathy_maps WHERE id = ${ids.map}`;
    expect(map?.says).toEqual(['Oi']);
    const [idea] = await sql()<{ votes: number; title: string }[]>`
      SELECT votes, title FROM ideas WHERE id = ${ids.ownerIdea}`;
    expect(idea).toEqual({ votes: 1, title: 'Da dona' });
    const [note] = await sql()<{ authorName: string; authorId: string; title: string }[]>`
      SELECT author_name, author_id, title FROM ideas WHERE id = ${ids.guestIdea}`;
    expect(note).toEqual({ authorName: 'Gabi', authorId: guest.id, title: 'Editada' });
  });
});

describe('closing a room', () => {
  it('ends every guest session (401 on REST, pull and push) and keeps their records', async () => {
    const projectId = await project();
    const { code } = await openRoom(projectId);
    const guests = [await join(code, 'Gabi'), await join(code, 'Téo')];
    const details = await owner.client.get<{ guests: { id: string; name: string }[] }>(
      `/api/projects/${projectId}/room`,
    );
    expect(details.body.guests.map((guest) => guest.name)).toEqual(['Gabi', 'Téo']);
    const note = await guests[0]?.client.post<{ id: string }>(`/api/projects/${projectId}/ideas`, {
      title: 'Fica',
      description: 'd',
    });
    expect(note?.status).toBe(201);

    // A member's edit of the sharing screen does not list guests as members.
    const members = await owner.client.get<{ role: string }[]>(
      `/api/projects/${projectId}/members`,
    );
    expect(members.body.map((member) => member.role)).toEqual(['owner', 'editor']);

    expect((await editor.client.delete(`/api/projects/${projectId}/room`)).status).toBe(204);
    for (const guest of guests) {
      expect((await guest.client.get(`/api/projects/${projectId}`)).status).toBe(401);
      expect((await pull(guest.client)).status).toBe(401);
      const pushed = await guest.client.post('/api/sync/push', {
        clientId: uuidv7(),
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [],
      });
      expect(pushed.status).toBe(401);
    }
    const kept = await owner.client.get<{ id: string; authorName: string }[]>(
      `/api/projects/${projectId}/ideas`,
    );
    expect(kept.body.find((idea) => idea.id === note?.body.id)?.authorName).toBe('Gabi');
    expect((await owner.client.get(`/api/projects/${projectId}/room`)).status).toBe(404);
  });

  it('pokes the guests’ open event streams, so their devices learn at once that it closed', async () => {
    const projectId = await project();
    const guest = await join((await openRoom(projectId)).code, 'Gabi');
    const opened = await context.app.request('/api/sync/events', {
      headers: {
        origin: TEST_ORIGIN,
        accept: 'text/event-stream',
        cookie: guest.client.sessionCookie ?? '',
      },
    });
    expect(opened.status).toBe(200);
    const events = new EventStreamReader(opened);
    try {
      expect((await events.next()).event).toBe('ready');
      expect((await owner.client.delete(`/api/projects/${projectId}/room`)).status).toBe(204);
      // Its pull then meets the ended session (401): the page says the room was closed.
      expect(await events.next()).toEqual({ event: 'poke', data: JSON.stringify({ projectId }) });
    } finally {
      await events.close();
    }
  });

  it("by expiry: a guest's session ends with the room, and never slides past it", async () => {
    const projectId = await project();
    const room = await openRoom(projectId);
    const guest = await join(room.code, 'Gabi');
    const [session] = await sql()<{ expiresAt: Date }[]>`
      SELECT expires_at FROM sessions WHERE user_id = ${guest.id}`;
    expect(session?.expiresAt.toISOString()).toBe(room.expiresAt);
    // A day later a member's session would slide; the guest's keeps the room's end.
    await sql()`UPDATE sessions SET expires_at = expires_at - interval '23 hours'
      WHERE user_id = ${guest.id}`;
    expect((await guest.client.get(`/api/projects/${projectId}`)).status).toBe(200);
    const [kept] = await sql()<{ expiresAt: Date }[]>`
      SELECT expires_at FROM sessions WHERE user_id = ${guest.id}`;
    expect(kept?.expiresAt.getTime()).toBe(Date.parse(room.expiresAt) - 23 * 3_600_000);
    // The room's end, reached.
    await sql()`UPDATE sessions SET expires_at = now() - interval '1 second'
      WHERE user_id = ${guest.id}`;
    expect((await guest.client.get(`/api/projects/${projectId}`)).status).toBe(401);
  });

  it('lets go of guest accounts 30 days after their room closed; their notes keep the name', async () => {
    const projectId = await project();
    const guest = await join((await openRoom(projectId)).code, 'Gabi');
    const idea = await guest.client.post<{ id: string }>(`/api/projects/${projectId}/ideas`, {
      title: 'Fica',
      description: 'd',
    });
    const recent = await join((await openRoom(await project())).code, 'Téo');
    expect((await owner.client.delete(`/api/projects/${projectId}/room`)).status).toBe(204);
    const accounts = async () =>
      (
        await sql()<
          { id: string }[]
        >`SELECT id FROM users WHERE id IN ${sql()([guest.id, recent.id])}`
      ).map((row) => row.id);
    await openRoom(await project()); // opening a room tidies up: not yet 30 days
    expect((await accounts()).sort()).toEqual([guest.id, recent.id].sort());

    await sql()`UPDATE rooms SET closed_at = now() - interval '31 days'
      WHERE project_id = ${projectId}`;
    await openRoom(await project());
    expect(await accounts()).toEqual([recent.id]); // Téo's room is still open
    const kept = await owner.client.get<{ id: string; authorName: string }[]>(
      `/api/projects/${projectId}/ideas`,
    );
    expect(kept.body.find((one) => one.id === idea.body.id)?.authorName).toBe('Gabi');
  });
});

describe('the plan', () => {
  it("limits a room's guests by the owner's plan (Free: 8) with plan_limit.maxRoomGuests", async () => {
    const projectId = await project();
    const { code } = await openRoom(projectId);
    await sql()`DELETE FROM user_subscriptions WHERE user_id = ${owner.id}`; // back to Free
    try {
      for (let i = 1; i <= 8; i += 1) await join(code, `Pessoa ${i}`);
      const ninth = await context.client().post(`/api/rooms/${code}/join`, { name: 'Nona' });
      expect(ninth).toMatchObject({
        status: 403,
        body: {
          code: 'plan_limit',
          messageCode: 'plan_limit.maxRoomGuests',
          params: { max: 8, plan: 'Free' },
        },
      });
    } finally {
      const { putOnUnlimitedPlan } = await import('../../test/unlimited-plan');
      await putOnUnlimitedPlan(sql(), owner.id);
    }
  });
});

describe('authorship', () => {
  it('is set by the server for members too, and a pull carries it', async () => {
    const projectId = await project();
    const id = uuidv7();
    expect(
      await push(editor.client, [
        {
          name: 'observation.create',
          args: {
            id,
            projectId,
            location: 'Loja',
            context: 'c',
            behavior: 'b',
            authorName: 'Fingido',
            authorId: owner.id,
          },
        },
      ]),
    ).toEqual([]);
    const { body } = await pull(owner.client);
    const change = body.changes.find((row) => row.row?.id === id);
    expect(change?.row).toMatchObject({ authorName: 'Edu Editor', authorId: editor.id });
  });
});
