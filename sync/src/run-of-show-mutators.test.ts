import { formatMessage } from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import { offlineDevice } from './offline-device-fixture';
import { projectTimerId } from './project-timer';
import { roomControlId, stepRoundId, stepSessionId } from './room-control';

/**
 * The run of show's mutators against the browser's store (Dexie on fake-indexeddb), the same
 * code the server runs against Postgres (api/src/sync/run-of-show-sync.test.ts).
 */
const USER = '0190c000-0000-7000-8000-0000000000aa';
let next = 0;
const newId = () => `0190c000-0000-7000-8001-${String(++next).padStart(12, '0')}`;
const AT = '2026-11-28T10:00:00.000Z';
const MINUTE = 60_000;

async function workshop() {
  const device = offlineDevice(USER);
  const projectId = newId();
  await device.mutate('project.create', { id: projectId, name: 'Oficina' });
  const step = async (fields: object) => {
    const id = newId();
    await device.mutate('agendaStep.create', { id, projectId, name: 'Passo', ...fields });
    return id;
  };
  const control = () => device.db.roomControls.get(roomControlId(projectId));
  const advance = (fromStepId: string | null, toStepId: string | null, at = AT) =>
    device.attempt('agenda.advance', { projectId, fromStepId, toStepId, at });
  return { ...device, projectId, step, control, advance };
}

describe('agenda steps', () => {
  it('refuse a private or vote step on a tool without notes, on create and on the merged update', async () => {
    const w = await workshop();
    const refusal = formatMessage('validation.step_tool_mode');
    expect(
      await w.attempt('agendaStep.create', {
        id: newId(),
        projectId: w.projectId,
        name: 'Rodada',
        tool: 'wall',
        mode: 'private',
      }),
    ).toBe(refusal);
    const id = await w.step({ tool: 'wall', mode: 'group' });
    expect(await w.attempt('agendaStep.update', { id, changes: { mode: 'vote' } })).toBe(refusal);
    expect(
      await w.attempt('agendaStep.update', { id, changes: { tool: 'ideas', mode: 'vote' } }),
    ).toBe('saved');
    expect(await w.db.agendaSteps.get(id)).toMatchObject({ tool: 'ideas', mode: 'vote' });
  });
});

describe('roomControl', () => {
  it('is created only under the id derived from its project', async () => {
    const w = await workshop();
    expect(await w.attempt('roomControl.create', { id: newId(), projectId: w.projectId })).toBe(
      formatMessage('validation.invalid_id'),
    );
    const id = roomControlId(w.projectId);
    expect(await w.attempt('roomControl.create', { id, projectId: w.projectId })).toBe('saved');
    // A second device's create of the same record is a no-op.
    expect(await w.attempt('roomControl.create', { id, projectId: w.projectId })).toBe('saved');
  });

  it('lock creates the record, then adds and removes tools as applied, apart from the project lock', async () => {
    const w = await workshop();
    const lock = (tool: string | null, locked: boolean) =>
      w.attempt('roomControl.lock', { projectId: w.projectId, tool, locked });
    expect(await lock('wall', true)).toBe('saved');
    expect(await w.control()).toMatchObject({ locked: false, lockedTools: ['wall'] });
    // Another tablet's lock, made without knowing of the first: both stay.
    expect(await lock('ideas', true)).toBe('saved');
    expect(await lock('wall', true)).toBe('saved');
    expect((await w.control())?.lockedTools).toEqual(['ideas', 'wall']);
    expect(await lock(null, true)).toBe('saved');
    expect(await lock('ideas', false)).toBe('saved');
    expect(await w.control()).toMatchObject({ locked: true, lockedTools: ['wall'] });
  });
});

describe('agenda.advance', () => {
  it('starts a private step: the control, the timer and the step round, once', async () => {
    const w = await workshop();
    const first = await w.step({
      tool: 'ideas',
      mode: 'private',
      anonymous: true,
      durationMs: 5 * MINUTE,
    });
    expect(await w.advance(null, first)).toBe('saved');
    expect(await w.control()).toMatchObject({
      currentStepId: first,
      stepStartedAt: AT,
      focusTool: 'ideas',
      focusAt: AT,
    });
    expect(await w.db.timers.get(projectTimerId(w.projectId))).toMatchObject({
      label: 'Passo',
      durationMs: 5 * MINUTE,
      startedAt: AT,
      remainingMs: 5 * MINUTE,
    });
    expect(await w.db.silentRounds.get(stepRoundId(first))).toMatchObject({
      target: 'ideas',
      status: 'open',
      anonymous: true,
      stepId: first,
    });
    // A second press from the same place (another tablet's, replayed): nothing moves again.
    expect(await w.advance(null, first, '2026-11-28T10:09:00.000Z')).toBe('saved');
    expect((await w.control())?.stepStartedAt).toBe(AT);
    expect(await w.db.silentRounds.count()).toBe(1);
  });

  it('ends the running step: reveals its round, closes its vote; the end keeps the focus', async () => {
    const w = await workshop();
    const round = await w.step({ tool: 'ideas', mode: 'private' });
    const vote = await w.step({
      tool: 'hmwQuestions',
      mode: 'vote',
      budget: 3,
      durationMs: 2 * MINUTE,
    });
    await w.advance(null, round);
    const later = '2026-11-28T10:05:00.000Z';
    expect(await w.advance(round, vote, later)).toBe('saved');
    expect((await w.db.silentRounds.get(stepRoundId(round)))?.status).toBe('revealed');
    expect(await w.db.votingSessions.get(stepSessionId(vote))).toMatchObject({
      title: 'Passo',
      target: 'hmwQuestions',
      budget: 3,
      status: 'voting',
      endsAt: '2026-11-28T10:07:00.000Z',
      stepId: vote,
      anonymous: true,
    });
    // A stale press from the first step is a no-op: the agenda is already further.
    expect(await w.advance(null, round, later)).toBe('saved');
    expect((await w.control())?.currentStepId).toBe(vote);
    expect(await w.advance(vote, null, '2026-11-28T10:08:00.000Z')).toBe('saved');
    expect((await w.db.votingSessions.get(stepSessionId(vote)))?.status).toBe('revealed');
    expect(await w.control()).toMatchObject({
      currentStepId: null,
      stepStartedAt: '2026-11-28T10:08:00.000Z',
      focusTool: 'hmwQuestions',
    });
  });

  it("moves the project's phase to the step's tool's (the wall is the ideas' phase)", async () => {
    const w = await workshop();
    const empathy = await w.step({ tool: 'empathyMaps' });
    const wall = await w.step({ tool: 'wall', mode: 'group' });
    const phase = async () => (await w.db.projects.get(w.projectId))?.currentPhase;
    expect(await phase()).toBe(1);
    await w.advance(null, wall);
    expect(await phase()).toBe(3);
    await w.advance(wall, empathy);
    expect(await phase()).toBe(1);
  });

  it('refuses a step of no project of its own, writing nothing', async () => {
    const w = await workshop();
    expect(await w.advance(null, newId())).toBe(formatMessage('not_found.agendaSteps'));
    expect(await w.control()).toBeUndefined();
  });
});

describe('timed votes', () => {
  it('refuse a dot placed at or after the end, and taking one back once it ended', async () => {
    const w = await workshop();
    const idea = newId();
    await w.mutate('idea.create', {
      id: idea,
      projectId: w.projectId,
      title: 'I',
      description: 'd',
    });
    const endsAt = new Date(Date.now() + MINUTE).toISOString();
    const sessionId = newId();
    await w.mutate('votingSession.create', {
      id: sessionId,
      projectId: w.projectId,
      title: 'V',
      endsAt,
    });
    const participantId = newId();
    await w.mutate('participant.create', {
      id: participantId,
      projectId: w.projectId,
      sessionId,
      name: 'Ana',
    });
    const dot = (placedAt: string) => ({
      id: newId(),
      projectId: w.projectId,
      sessionId,
      participantId,
      itemId: idea,
      placedAt,
    });
    const ended = formatMessage('sync.voting_ended');
    expect(await w.attempt('dot.create', dot(endsAt))).toBe(ended);
    const onTime = dot(new Date().toISOString());
    expect(await w.attempt('dot.create', onTime)).toBe('saved');
    await w.mutate('votingSession.update', {
      id: sessionId,
      changes: { endsAt: new Date(Date.now() - 1).toISOString() },
    });
    expect(await w.attempt('dot.delete', { id: onTime.id })).toBe(ended);
    expect(await w.db.dots.count()).toBe(1);
  });
});
