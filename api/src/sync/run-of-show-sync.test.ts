import {
  roomControlChange,
  roomControlId,
  SYNC_SCHEMA_VERSION,
  stepRoundId,
  stepSessionId,
} from '@trilha/sync';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { accountWithDevices, Device } from '../../test/devices';
import { signedInClient, type TestClient, useTestApp } from '../../test/test-app';

const context = useTestApp();

/**
 * The server's side of the run of show (issue 33, docs/decisions/0029): the agenda and the
 * control record through push and pull, who may run the room (api/src/sharing/
 * facilitator-rights.ts), locks in sync and REST, timed votes. The mutators' own rules are
 * tested on the device (sync/src/run-of-show-mutators.test.ts).
 */

let clientMutationId = 0;
/** One sync push of `mutations` as `client`, from a fresh device: the refusals, by code. */
async function push(client: TestClient, mutations: { name: string; args: unknown }[]) {
  const response = await client.post<{
    rejected: { name: string; reason: string; code?: string; params?: object }[];
  }>('/api/sync/push', {
    clientId: uuidv7(),
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: mutations.map((mutation) => ({ id: ++clientMutationId, ...mutation })),
  });
  expect(response.status).toBe(200);
  return response.body.rejected.map(({ name, reason, code, params }) => ({
    name,
    reason,
    code,
    ...(params && { params }),
  }));
}

const idea = (projectId: string, extra: object = {}) => ({
  name: 'idea.create',
  args: { id: uuidv7(), projectId, title: 'Nota', description: 'd', ...extra },
});
const lock = (projectId: string, tool: string | null, locked = true) => ({
  name: 'roomControl.lock',
  args: { projectId, tool, locked },
});

/** The owner's project with an idea, an editor in it, synced on the owner's tablet. */
async function workshop() {
  const owner = await accountWithDevices(context);
  const tablet = owner.device();
  const projectId = uuidv7();
  const ideaId = uuidv7();
  await tablet.client.mutateAll([
    { name: 'project.create', args: { id: projectId, name: 'Oficina' } },
    { name: 'idea.create', args: { id: ideaId, projectId, title: 'Senha', description: 'd' } },
  ]);
  expect(await tablet.trySync()).toBe(true);
  const member = await signedInClient(context);
  const invitation = await owner.session.post<{ code: string }>(
    `/api/projects/${projectId}/invitations`,
    { role: 'editor' },
  );
  await member.client.post(`/api/invitations/${invitation.body.code}/accept`);
  const editor = new Device(context.app, member.client, member.user.id);
  expect(await editor.trySync()).toBe(true);
  return { owner, tablet, projectId, ideaId, editor, editorSession: member.client };
}

describe('the run of show through push and pull', () => {
  it('comes back to another device exactly as written, timestamps in the same ISO form', async () => {
    const w = await workshop();
    const steps = { round: uuidv7(), vote: uuidv7() };
    // Milliseconds Postgres would print trimmed ('.12').
    const at = '2026-11-28T10:00:01.120Z';
    await w.tablet.client.mutateAll([
      {
        name: 'agendaStep.create',
        args: {
          id: steps.round,
          projectId: w.projectId,
          name: 'Ideias em silêncio',
          tool: 'ideas',
          mode: 'private',
          anonymous: true,
          position: 1,
        },
      },
      {
        name: 'agendaStep.create',
        args: {
          id: steps.vote,
          projectId: w.projectId,
          name: 'Votação',
          tool: 'ideas',
          mode: 'vote',
          budget: 3,
          durationMs: 120_000,
          position: 2,
        },
      },
      {
        name: 'agenda.advance',
        args: { projectId: w.projectId, fromStepId: null, toStepId: steps.round, at },
      },
      {
        name: 'idea.update',
        args: {
          id: w.ideaId,
          changes: {
            color: 'pink',
            writerName: 'Bia',
            hiddenAt: at,
            roundId: stepRoundId(steps.round),
          },
        },
      },
      {
        name: 'agenda.advance',
        args: { projectId: w.projectId, fromStepId: steps.round, toStepId: steps.vote, at },
      },
      lock(w.projectId, 'wall'),
    ]);
    expect(await w.tablet.trySync()).toBe(true);
    expect(await w.tablet.db.rejections.count()).toBe(0);

    const other = w.owner.device();
    expect(await other.trySync()).toBe(true);
    expect(await other.db.roomControls.get(roomControlId(w.projectId))).toMatchObject({
      currentStepId: steps.vote,
      stepStartedAt: at,
      focusTool: 'ideas',
      focusAt: at,
      lockedTools: ['wall'],
      locked: false,
    });
    expect(await other.db.silentRounds.get(stepRoundId(steps.round))).toMatchObject({
      status: 'revealed',
      anonymous: true,
      stepId: steps.round,
    });
    expect(await other.db.votingSessions.get(stepSessionId(steps.vote))).toMatchObject({
      endsAt: '2026-11-28T10:02:01.120Z',
      stepId: steps.vote,
      budget: 3,
    });
    expect(await other.db.ideas.get(w.ideaId)).toMatchObject({
      color: 'pink',
      writerName: 'Bia',
      hiddenAt: at,
    });
    expect(await other.db.agendaSteps.count()).toBe(2);
    expect(await other.allRows()).toEqual(await w.tablet.allRows());
  });
});

describe('who runs the room', () => {
  it('refuses an editor until the owner names them; only the owner names facilitators', async () => {
    const w = await workshop();
    const step = {
      name: 'agendaStep.create',
      args: { id: uuidv7(), projectId: w.projectId, name: 'Grupos', tool: 'wall', mode: 'group' },
    };
    const facilitatorOnly = { reason: 'forbidden', code: 'room.facilitator_only' };
    expect(await push(w.editorSession, [step, lock(w.projectId, 'ideas')])).toEqual([
      { name: 'agendaStep.create', ...facilitatorOnly },
      { name: 'roomControl.lock', ...facilitatorOnly },
    ]);
    // Even a press that would change nothing (no step runs from there) is a facilitator's.
    const advance = {
      name: 'agenda.advance',
      args: {
        projectId: w.projectId,
        fromStepId: uuidv7(),
        toStepId: null,
        at: new Date().toISOString(),
      },
    };
    expect(await push(w.editorSession, [advance])).toEqual([
      { name: 'agenda.advance', ...facilitatorOnly },
    ]);
    // Arguments that are no id are refused as invalid, not read.
    expect(
      await push(w.editorSession, [
        { name: 'roomControl.lock', args: { projectId: 'x', tool: null, locked: true } },
      ]),
    ).toEqual([{ name: 'roomControl.lock', reason: 'invalid', code: 'validation.invalid_id' }]);

    const editorId = w.editor.client.userId;
    await w.tablet.client.mutateAll(
      roomControlChange(w.projectId, null, { facilitatorIds: [editorId] }),
    );
    expect(await w.tablet.trySync()).toBe(true);
    expect(await w.tablet.db.rejections.count()).toBe(0);

    expect(await push(w.editorSession, [step, lock(w.projectId, 'ideas')])).toEqual([]);
    const control = roomControlId(w.projectId);
    expect(
      await push(w.editorSession, [
        { name: 'roomControl.update', args: { id: control, changes: { facilitatorIds: [] } } },
        { name: 'roomControl.update', args: { id: control, changes: { focusTool: 'wall' } } },
      ]),
    ).toEqual([
      { name: 'roomControl.update', reason: 'forbidden', code: 'room.owner_only_facilitators' },
    ]);
  });

  it("refuses a non-facilitator's reveal, end of a vote and hiding of a note", async () => {
    const w = await workshop();
    const roundId = uuidv7();
    const sessionId = uuidv7();
    await w.tablet.client.mutateAll([
      { name: 'silentRound.create', args: { id: roundId, projectId: w.projectId } },
      { name: 'votingSession.create', args: { id: sessionId, projectId: w.projectId, title: 'V' } },
    ]);
    expect(await w.tablet.trySync()).toBe(true);
    const refused = await push(w.editorSession, [
      { name: 'silentRound.update', args: { id: roundId, changes: { status: 'revealed' } } },
      { name: 'votingSession.update', args: { id: sessionId, changes: { status: 'closed' } } },
      {
        name: 'votingSession.update',
        args: { id: sessionId, changes: { endsAt: new Date().toISOString() } },
      },
      {
        name: 'idea.update',
        args: { id: w.ideaId, changes: { hiddenAt: new Date().toISOString() } },
      },
      // What is not the facilitator's goes through: a title, a hidden note left hidden as it is.
      { name: 'votingSession.update', args: { id: sessionId, changes: { title: 'Prioridades' } } },
      {
        name: 'idea.update',
        args: { id: w.ideaId, changes: { title: 'Senha na fila', hiddenAt: null } },
      },
    ]);
    expect(refused.map((each) => [each.name, each.code])).toEqual([
      ['silentRound.update', 'room.facilitator_only'],
      ['votingSession.update', 'room.facilitator_only'],
      ['votingSession.update', 'room.facilitator_only'],
      ['idea.update', 'room.facilitator_only'],
    ]);
    const hidden = await w.owner.session.put(`/api/ideas/${w.ideaId}`, {
      hiddenAt: new Date().toISOString(),
    });
    expect(hidden.status).toBe(200);
  });

  it("refuses a guest's facilitation and a note signed with another pen holder's name", async () => {
    const w = await workshop();
    const room = await w.owner.session.post<{ code: string }>(`/api/projects/${w.projectId}/room`);
    expect(room.status).toBe(201);
    const guest = context.client();
    expect((await guest.post(`/api/rooms/${room.body.code}/join`, { name: 'Gabi' })).status).toBe(
      201,
    );
    expect(
      await push(guest, [
        lock(w.projectId, null),
        idea(w.projectId, { writerName: 'Outra Pessoa' }),
        idea(w.projectId, { writerName: ' gabi ' }),
        idea(w.projectId),
      ]),
    ).toEqual([
      { name: 'roomControl.lock', reason: 'forbidden', code: 'room.facilitator_only' },
      { name: 'idea.create', reason: 'forbidden', code: 'room.guest_cannot_change' },
    ]);
  });
});

describe('locks', () => {
  it('refuse participants in sync and REST: a tool, then the whole project but comments', async () => {
    const w = await workshop();
    expect(await push(w.owner.session, [lock(w.projectId, 'ideas')])).toEqual([]);
    const toolLocked = {
      reason: 'conflict',
      code: 'room.tool_locked',
      params: { tool: 'ideas' },
    };
    expect(
      await push(w.editorSession, [
        idea(w.projectId),
        {
          name: 'hmwQuestion.create',
          args: { id: uuidv7(), projectId: w.projectId, question: 'Como?' },
        },
      ]),
    ).toEqual([{ name: 'idea.create', ...toolLocked }]);
    const rest = await w.editorSession.post(`/api/projects/${w.projectId}/ideas`, {
      title: 'Totem',
      description: 'd',
    });
    expect(rest).toMatchObject({
      status: 409,
      body: { messageCode: 'room.tool_locked', params: { tool: 'ideas' } },
    });
    // The facilitator is not locked out.
    expect(await push(w.owner.session, [idea(w.projectId)])).toEqual([]);

    expect(await push(w.owner.session, [lock(w.projectId, null)])).toEqual([]);
    const put = await w.editorSession.put(`/api/projects/${w.projectId}`, { name: 'Outro' });
    expect(put).toMatchObject({ status: 409, body: { messageCode: 'room.project_locked' } });
    const comment = {
      name: 'comment.create',
      args: {
        id: uuidv7(),
        projectId: w.projectId,
        targetType: 'project',
        targetId: w.projectId,
        text: 'Pausa?',
      },
    };
    expect(
      await push(w.editorSession, [
        {
          name: 'hmwQuestion.create',
          args: { id: uuidv7(), projectId: w.projectId, question: 'E?' },
        },
        comment,
      ]),
    ).toEqual([{ name: 'hmwQuestion.create', reason: 'conflict', code: 'room.project_locked' }]);

    // Unlocked again, the editor writes as before.
    expect(
      await push(w.owner.session, [
        lock(w.projectId, null, false),
        lock(w.projectId, 'ideas', false),
      ]),
    ).toEqual([]);
    expect(await push(w.editorSession, [idea(w.projectId)])).toEqual([]);
  });

  it('refuse a change queued offline before the lock and pushed after, kept for its person', async () => {
    const w = await workshop();
    w.editor.online = false;
    const note = idea(w.projectId);
    await w.editor.client.mutate(note.name, note.args);
    expect(await w.editor.db.ideas.get(note.args.id)).toBeDefined();

    await w.tablet.client.mutate('roomControl.lock', {
      projectId: w.projectId,
      tool: null,
      locked: true,
    });
    expect(await w.tablet.trySync()).toBe(true);

    w.editor.online = true;
    expect(await w.editor.trySync()).toBe(true);
    expect(await w.editor.db.ideas.get(note.args.id)).toBeUndefined();
    expect(await w.editor.db.rejections.toArray()).toMatchObject([
      {
        name: 'idea.create',
        reason: 'conflict',
        code: 'room.project_locked',
        message: 'O facilitador bloqueou este projeto: você pode ler, mas não alterar.',
      },
    ]);
    expect((await w.editor.db.roomControls.get(roomControlId(w.projectId)))?.locked).toBe(true);
  });
});

describe('timed votes', () => {
  it('refuse a dot placed at or after the end, on the server too', async () => {
    const w = await workshop();
    const sessionId = uuidv7();
    const participantId = uuidv7();
    const endsAt = new Date(Date.now() + 60_000).toISOString();
    await w.tablet.client.mutateAll([
      {
        name: 'votingSession.create',
        args: { id: sessionId, projectId: w.projectId, title: 'V', endsAt },
      },
      {
        name: 'participant.create',
        args: { id: participantId, projectId: w.projectId, sessionId, name: 'Edu' },
      },
    ]);
    expect(await w.tablet.trySync()).toBe(true);
    const dot = (placedAt: string) => ({
      name: 'dot.create',
      args: {
        id: uuidv7(),
        projectId: w.projectId,
        sessionId,
        participantId,
        itemId: w.ideaId,
        placedAt,
      },
    });
    expect(await push(w.editorSession, [dot(endsAt), dot(new Date().toISOString())])).toEqual([
      { name: 'dot.create', reason: 'conflict', code: 'sync.voting_ended' },
    ]);
    const [row] = await context.db.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM dots WHERE session_id = ${sessionId} AND deleted_at IS NULL`;
    expect(row?.count).toBe(1);
  });
});
