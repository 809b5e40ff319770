import { projectTimerChange, projectTimerId } from '@trilha/sync';
import { describe, expect, it } from 'vitest';
import { accountWithDevices, type Device, memberDevice } from '../../test/devices';
import { useTestApp } from '../../test/test-app';
import { applyMutation } from '../workspace/mutations';

/** How a viewer's refused change reads in pt-BR. */
const VIEWER_CANNOT_WRITE =
  'Você tem acesso de leitura a este projeto: só o dono ou um editor pode alterá-lo.';

const context = useTestApp();

/**
 * The server's side of facilitation (docs/decisions/0016): the five tables through push, pull
 * and both mutation paths (the batched push and the one-by-one transaction REST uses), with the
 * project roles. The rules themselves are tested on the device in sync/src.
 */

const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';

const owner = () => accountWithDevices(context);

/** A project with an idea, a voting session on ideas and two participants, synced. */
async function workshopOn(device: Device) {
  const projectId = crypto.randomUUID();
  const ideaId = crypto.randomUUID();
  const sessionId = crypto.randomUUID();
  const ana = crypto.randomUUID();
  const bruno = crypto.randomUUID();
  await device.client.mutateAll([
    { name: 'project.create', args: { id: projectId, name: 'Oficina' } },
    { name: 'idea.create', args: { id: ideaId, projectId, title: 'Senha', description: 'd' } },
    { name: 'votingSession.create', args: { id: sessionId, projectId, title: 'Priorizar' } },
    { name: 'participant.create', args: { id: ana, projectId, sessionId, name: 'Ana' } },
    { name: 'participant.create', args: { id: bruno, projectId, sessionId, name: 'Bruno' } },
  ]);
  expect(await device.trySync()).toBe(true);
  const dot = (participantId: string, placedAt = new Date().toISOString()) => ({
    id: crypto.randomUUID(),
    projectId,
    sessionId,
    participantId,
    itemId: ideaId,
    placedAt,
  });
  return { projectId, ideaId, sessionId, ana, bruno, dot };
}

const liveCount = async (table: 'dots' | 'participants', column: string, id: string) => {
  const [row] = await context.db.sql<{ count: number }[]>`
    SELECT count(*)::int AS count FROM ${context.db.sql(table)}
    WHERE ${context.db.sql(column)} = ${id} AND deleted_at IS NULL`;
  return row?.count ?? 0;
};

describe('facilitation records through push and pull', () => {
  it('come back to another device exactly as written, timestamps in the same ISO form', async () => {
    const account = await owner();
    const tablet = account.device();
    const w = await workshopOn(tablet);
    const roundId = crypto.randomUUID();
    const timerId = crypto.randomUUID();
    const noteId = crypto.randomUUID();
    const observationId = crypto.randomUUID();
    // Milliseconds that Postgres would print trimmed ('.12') and a non-UTC offset.
    const placedAt = '2026-11-23T10:00:01.120Z';
    const startedAt = '2026-11-23T07:00:00.500-03:00';
    const dot = w.dot(w.ana, placedAt);
    await tablet.client.mutateAll([
      { name: 'dot.create', args: dot },
      { name: 'timer.create', args: { id: timerId, projectId: w.projectId, label: 'Ideias' } },
      {
        name: 'timer.update',
        args: { id: timerId, changes: { startedAt, remainingMs: 300_000, durationMs: 300_000 } },
      },
      { name: 'silentRound.create', args: { id: roundId, projectId: w.projectId } },
      {
        name: 'idea.create',
        args: { id: noteId, projectId: w.projectId, title: 'Nota', description: 'd', roundId },
      },
      {
        name: 'observation.create',
        args: {
          id: observationId,
          projectId: w.projectId,
          location: 'Recepção',
          date: '2026-11-23',
          context: 'Segunda de manhã',
          behavior: 'Fila',
          photos: [PHOTO],
        },
      },
    ]);
    expect(await tablet.trySync()).toBe(true);
    expect(await tablet.db.rejections.count()).toBe(0);

    const other = account.device();
    expect(await other.trySync()).toBe(true);
    expect(await other.db.dots.get(dot.id)).toMatchObject({ placedAt });
    expect(await other.db.timers.get(timerId)).toMatchObject({
      startedAt: new Date(startedAt).toISOString(),
      remainingMs: 300_000,
    });
    expect(await other.db.ideas.get(noteId)).toMatchObject({ roundId });
    expect(await other.db.observations.get(observationId)).toMatchObject({ photos: [PHOTO] });
    expect(await other.allRows()).toEqual(await tablet.allRows());

    // The spec's REST lists carry the new fields too.
    const ideas = await account.session.get<{ id: string; roundId: string | null }[]>(
      `/api/projects/${w.projectId}/ideas`,
    );
    expect(ideas.body.find((idea) => idea.id === noteId)?.roundId).toBe(roundId);
    expect(ideas.body.find((idea) => idea.id === w.ideaId)?.roundId).toBeNull();
    const observations = await account.session.get<{ photos: string[] }[]>(
      `/api/projects/${w.projectId}/observations`,
    );
    expect(observations.body[0]?.photos).toEqual([PHOTO]);
  });

  it('refuses a dot that reaches the server after the reveal, and the device learns why', async () => {
    const account = await owner();
    const facilitator = account.device();
    const w = await workshopOn(facilitator);
    const late = account.device();
    expect(await late.trySync()).toBe(true);

    late.online = false;
    const dot = w.dot(w.bruno);
    await late.client.mutate('dot.create', dot);
    await facilitator.client.mutate('votingSession.update', {
      id: w.sessionId,
      changes: { status: 'revealed' },
    });
    expect(await facilitator.trySync()).toBe(true);

    late.online = true;
    expect(await late.trySync()).toBe(true);
    expect(await late.db.dots.get(dot.id)).toBeUndefined();
    expect(await late.db.rejections.toArray()).toMatchObject([
      {
        name: 'dot.create',
        reason: 'conflict',
        message: 'Os resultados desta votação já foram revelados: os pontos não mudam mais.',
      },
    ]);
    expect(await liveCount('dots', 'session_id', w.sessionId)).toBe(0);
  });

  it("two tablets using the project's timer first, offline, make one timer with both changes", async () => {
    const account = await owner();
    const facilitator = account.device();
    const w = await workshopOn(facilitator);
    const other = account.device();
    expect(await other.trySync()).toBe(true);
    facilitator.online = false;
    other.online = false;
    // Neither tablet has a timer: each one's first press creates the project's timer.
    await facilitator.client.mutateAll(
      projectTimerChange(w.projectId, null, { label: 'Brainstorm silencioso' }),
    );
    const tenMinutes = { durationMs: 600_000, remainingMs: 600_000, startedAt: null };
    await other.client.mutateAll(projectTimerChange(w.projectId, null, tenMinutes));

    for (const tablet of [facilitator, other, facilitator]) {
      tablet.online = true;
      expect(await tablet.trySync()).toBe(true);
    }
    const timers = await context.db.sql`
      SELECT id, label, duration_ms FROM timers WHERE project_id = ${w.projectId}`;
    expect(timers).toEqual([
      { id: projectTimerId(w.projectId), label: 'Brainstorm silencioso', durationMs: 600_000 },
    ]);
    expect(await other.db.rejections.count()).toBe(0);
    expect(await facilitator.db.timers.toArray()).toEqual(await other.db.timers.toArray());
  });

  it("refuses another account's timer under a project's reserved timer id", async () => {
    const alice = await owner();
    const w = await workshopOn(alice.device());
    const mallory = (await owner()).device();
    const ownProject = crypto.randomUUID();
    await mallory.client.mutate('project.create', { id: ownProject, name: 'Outro' });
    expect(await mallory.trySync()).toBe(true);
    const squat = { id: projectTimerId(w.projectId), projectId: ownProject };
    // The device refuses it already; sent anyway, so does the server.
    await expect(mallory.client.mutate('timer.create', squat)).rejects.toMatchObject({
      code: 'validation.invalid_id',
    });
    await expect(
      applyMutation(context.db.sql, mallory.client.userId, 'timer.create', squat),
    ).rejects.toMatchObject({ status: 400, message: 'Identificador inválido' });
    // Alice's project still gets its timer.
    const tablet = alice.device();
    expect(await tablet.trySync()).toBe(true);
    await tablet.client.mutateAll(projectTimerChange(w.projectId, null, { label: 'Ideias' }));
    expect(await tablet.trySync()).toBe(true);
    expect(await tablet.db.rejections.count()).toBe(0);
  });

  it('takes dots along when their participant or session is deleted, on both server paths', async () => {
    const account = await owner();
    const tablet = account.device();
    const w = await workshopOn(tablet);
    // Batched push: the dots are created in the very push that deletes their participant.
    await tablet.client.mutateAll([
      { name: 'dot.create', args: w.dot(w.ana) },
      { name: 'dot.create', args: w.dot(w.ana) },
      { name: 'dot.create', args: w.dot(w.bruno) },
      { name: 'participant.delete', args: { id: w.ana } },
    ]);
    expect(await tablet.trySync()).toBe(true);
    expect(await liveCount('dots', 'participant_id', w.ana)).toBe(0);
    expect(await liveCount('dots', 'participant_id', w.bruno)).toBe(1);

    // One by one, as REST and the fallback push do.
    await applyMutation(context.db.sql, account.userId, 'votingSession.delete', {
      id: w.sessionId,
    });
    expect(await liveCount('dots', 'session_id', w.sessionId)).toBe(0);
    expect(await liveCount('participants', 'session_id', w.sessionId)).toBe(0);
    expect(await tablet.trySync()).toBe(true);
    expect(await tablet.db.dots.count()).toBe(0);
    expect(await tablet.db.participants.count()).toBe(0);
  });

  it("refuses a viewer's dots and sessions; an editor's go through", async () => {
    const account = await owner();
    const tablet = account.device();
    const w = await workshopOn(tablet);
    const join = (role: 'viewer' | 'editor') =>
      memberDevice(context, account.session, w.projectId, role);
    const viewer = await join('viewer');
    const editor = await join('editor');

    const viewerDot = w.dot(w.ana);
    await viewer.client.mutate('dot.create', viewerDot);
    await viewer.client.mutate('votingSession.update', {
      id: w.sessionId,
      changes: { status: 'revealed' },
    });
    expect(await viewer.trySync()).toBe(true);
    const refusals = await viewer.db.rejections.toArray();
    expect(refusals.map((refusal) => [refusal.reason, refusal.message])).toEqual([
      ['forbidden', VIEWER_CANNOT_WRITE],
      ['forbidden', VIEWER_CANNOT_WRITE],
    ]);

    const editorDot = w.dot(w.bruno);
    await editor.client.mutate('dot.create', editorDot);
    expect(await editor.trySync()).toBe(true);
    expect(await editor.db.rejections.count()).toBe(0);
    expect(await tablet.trySync()).toBe(true);
    expect((await tablet.db.dots.toArray()).map((dot) => dot.id)).toEqual([editorDot.id]);
    expect((await tablet.db.votingSessions.get(w.sessionId))?.status).toBe('voting');
  });

  it("the spec's REST calls work without the new fields, and check them when given", async () => {
    const account = await owner();
    const tablet = account.device();
    const w = await workshopOn(tablet);
    const roundId = crypto.randomUUID();
    await tablet.client.mutate('silentRound.create', { id: roundId, projectId: w.projectId });
    expect(await tablet.trySync()).toBe(true);
    const api = account.session;

    const plain = await api.post(`/api/projects/${w.projectId}/ideas`, {
      title: 'Totem',
      description: 'Senha na entrada',
    });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ title: 'Totem', votes: 0, roundId: null });
    const inRound = await api.post(`/api/projects/${w.projectId}/hmw-questions`, {
      question: 'Como poderíamos avisar a vez?',
      roundId,
    });
    expect(inRound.status).toBe(201);
    expect(inRound.body).toMatchObject({ roundId });
    const elsewhere = await api.post(`/api/projects/${w.projectId}/ideas`, {
      title: 'Fora',
      description: 'd',
      roundId: crypto.randomUUID(),
    });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([404, 'Rodada não encontrada']);

    const observation = await api.post<{ id: string; photos: string[] }>(
      `/api/projects/${w.projectId}/observations`,
      {
        location: 'Recepção',
        date: '2026-11-23',
        context: 'Manhã',
        behavior: 'Fila',
        insights: '',
      },
    );
    expect(observation.status).toBe(201);
    expect(observation.body.photos).toEqual([]);
    const badPhoto = await api.put(`/api/observations/${observation.body.id}`, {
      photos: ['data:text/html;base64,PGI+'],
    });
    expect([badPhoto.status, badPhoto.body.error]).toEqual([
      400,
      'Imagem inválida: use PNG, JPEG, GIF ou WebP',
    ]);
  });

  it("a deleted project's facilitation records leave every device", async () => {
    const account = await owner();
    const tablet = account.device();
    const w = await workshopOn(tablet);
    await tablet.client.mutate('dot.create', w.dot(w.ana));
    expect(await tablet.trySync()).toBe(true);
    const other = account.device();
    expect(await other.trySync()).toBe(true);
    expect(await other.db.dots.count()).toBe(1);

    const deleted = await account.session.delete(`/api/projects/${w.projectId}`);
    expect(deleted.status).toBe(204);
    expect(await other.trySync()).toBe(true);
    for (const table of ['votingSessions', 'participants', 'dots'] as const) {
      expect(await other.db.entityTable(table).count(), table).toBe(0);
    }
  });
});
