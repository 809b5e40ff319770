import { tallyDots } from '@trilha/shared';
import { roomControlId, stepRoundId, stepSessionId } from '@trilha/sync';
import type { SyncClient, TrilhaDatabase } from '@trilha/sync/client';
import { describe, expect, it } from 'vitest';
import { backupToJson, createBackup, parseBackup } from './backup';
import { importMutations } from './import-backup';
import { offlineClients } from './offline-clients';
import { loadProjectSnapshot, type ProjectSnapshot } from './snapshot';

const newClient = offlineClients();

const id = () => crypto.randomUUID();
let placed = 0;
/** One second after the previous dot: the order the people placed them in. */
const placedAt = () => {
  placed += 1;
  return new Date(Date.UTC(2026, 10, 23, 10, 0, placed)).toISOString();
};

/**
 * A workshop's facilitation: a revealed session where Ana (added on two tablets) overspent and
 * Bruno stacked, a dot on an idea deleted since, a second session already added to the votes,
 * a silent round with a note, and a timer.
 */
async function seedRoom(client: SyncClient) {
  const project = id();
  const [idea1, idea2, idea3, gone] = [id(), id(), id(), id()];
  const [voting, applied, round, note, timer] = [id(), id(), id(), id(), id()];
  const [ana, anaAgain, bruno, carla] = [id(), id(), id(), id()];
  const dot = (sessionId: string, participantId: string, itemId: string) => ({
    name: 'dot.create',
    args: { id: id(), projectId: project, sessionId, participantId, itemId, placedAt: placedAt() },
  });
  await client.mutateAll([
    { name: 'project.create', args: { id: project, name: 'Oficina' } },
    ...[idea1, idea2, idea3, gone].map((ideaId, index) => ({
      name: 'idea.create',
      args: { id: ideaId, projectId: project, title: `Ideia ${index}`, description: 'd' },
    })),
    { name: 'silentRound.create', args: { id: round, projectId: project } },
    {
      name: 'idea.create',
      args: { id: note, projectId: project, title: 'Nota', description: 'd', roundId: round },
    },
    {
      name: 'timer.create',
      args: { id: timer, projectId: project, label: 'Brainstorm', durationMs: 600_000 },
    },
    {
      name: 'votingSession.create',
      args: { id: voting, projectId: project, title: 'Priorizar', budget: 2 },
    },
    {
      name: 'participant.create',
      args: { id: ana, projectId: project, sessionId: voting, name: 'Ana' },
    },
    {
      name: 'participant.create',
      args: { id: anaAgain, projectId: project, sessionId: voting, name: ' ANA' },
    },
    {
      name: 'participant.create',
      args: { id: bruno, projectId: project, sessionId: voting, name: 'Bruno' },
    },
    dot(voting, ana, idea1),
    dot(voting, ana, idea2),
    dot(voting, anaAgain, idea3), // over Ana's budget of 2
    dot(voting, bruno, idea1),
    dot(voting, bruno, idea1), // stacked
    dot(voting, bruno, gone), // on an idea deleted below
    { name: 'idea.delete', args: { id: gone } },
    { name: 'votingSession.update', args: { id: voting, changes: { status: 'revealed' } } },
    { name: 'votingSession.create', args: { id: applied, projectId: project, title: 'Somada' } },
    {
      name: 'participant.create',
      args: { id: carla, projectId: project, sessionId: applied, name: 'Carla' },
    },
    dot(applied, carla, idea2),
    { name: 'votingSession.update', args: { id: applied, changes: { status: 'closed' } } },
    { name: 'votingSession.apply', args: { id: applied, counts: [{ itemId: idea2, dots: 1 }] } },
    // The wall: a group prepared empty, and one holding a note.
    {
      name: 'wallGroup.create',
      args: { id: id(), projectId: project, name: 'Canais', position: 2 },
    },
    { name: 'wallGroup.create', args: { id: id(), projectId: project, name: 'Fila', position: 1 } },
    { name: 'idea.update', args: { id: idea1, changes: { category: 'Fila' } } },
  ]);
  return project;
}

async function exportJson(db: TrilhaDatabase, projectId: string) {
  const snapshot = await loadProjectSnapshot(db, projectId);
  if (!snapshot) throw new Error('project not found');
  return backupToJson(createBackup(snapshot));
}

/**
 * Each session's result, by item title: comparable across the original and its copy. Items are
 * given in title order because a tie keeps the order it is given, and the copy's new ids would
 * otherwise store the ideas in another order.
 */
function results(snapshot: ProjectSnapshot) {
  const ideas = [...snapshot.records.ideas].sort((a, b) => a.title.localeCompare(b.title));
  const title = new Map(ideas.map((idea) => [idea.id, idea.title]));
  return snapshot.records.votingSessions
    .map((session) => {
      const tally = tallyDots({
        session,
        participants: snapshot.records.participants.filter((p) => p.sessionId === session.id),
        dots: snapshot.records.dots.filter((dot) => dot.sessionId === session.id),
        itemIds: ideas.map((idea) => idea.id),
      });
      return {
        title: session.title,
        status: session.status,
        applied: session.appliedAt !== null,
        ranking: tally.ranking.map((item) => [title.get(item.itemId), item.dots, item.rank]),
        spent: tally.spent,
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

describe('backup of a workshop with facilitation', () => {
  it('comes back with the same results, status and applied mark, without the refused dots', async () => {
    const { db, client } = newClient();
    const original = await seedRoom(client);
    const before = (await loadProjectSnapshot(db, original)) as ProjectSnapshot;
    expect(before.records.dots).toHaveLength(7);

    const parsed = parseBackup(await exportJson(db, original));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    const { projectId, mutations } = importMutations(parsed.backup, id);
    await client.mutateAll(mutations);
    const copy = (await loadProjectSnapshot(db, projectId)) as ProjectSnapshot;

    expect(results(copy)).toEqual(results(before));
    // Ana's third dot, Bruno's stacked one and the dot on the deleted idea did not count.
    expect(copy.records.dots).toHaveLength(4);
    expect(results(copy).find((r) => r.title === 'Priorizar')?.spent).toEqual(
      new Map([
        ['ana', 2],
        ['bruno', 1],
      ]),
    );
    // The applied session's dot is in the votes once, and it cannot be applied again.
    const votesOf = (snapshot: ProjectSnapshot) =>
      snapshot.records.ideas.map((idea) => [idea.title, idea.votes]).sort();
    expect(votesOf(copy)).toEqual(votesOf(before));
    const copiedApplied = copy.records.votingSessions.find((s) => s.title === 'Somada');
    await client.mutate('votingSession.apply', {
      id: copiedApplied?.id,
      counts: [{ itemId: copy.records.ideas.find((i) => i.title === 'Ideia 1')?.id, dots: 1 }],
    });
    expect(votesOf((await loadProjectSnapshot(db, projectId)) as ProjectSnapshot)).toEqual(
      votesOf(before),
    );

    // Every link follows the new ids: people and dots to their session, the note to its round.
    const sessionIds = new Set(copy.records.votingSessions.map((session) => session.id));
    for (const person of copy.records.participants)
      expect(sessionIds.has(person.sessionId)).toBe(true);
    const note = copy.records.ideas.find((idea) => idea.title === 'Nota');
    expect(note?.roundId).toBe(copy.records.silentRounds[0]?.id);
    expect(copy.records.silentRounds[0]?.id).not.toBe(before.records.silentRounds[0]?.id);
    // The wall's groups, the empty one too, in their order; the note still in its group.
    const groupsOf = (snapshot: ProjectSnapshot) =>
      snapshot.records.wallGroups.map((group) => [group.name, group.position]).sort();
    expect(groupsOf(copy)).toEqual([
      ['Canais', 2],
      ['Fila', 1],
    ]);
    expect(copy.records.ideas.find((idea) => idea.title === 'Ideia 0')?.category).toBe('Fila');
    expect(copy.records.timers[0]).toMatchObject({
      label: 'Brainstorm',
      durationMs: 600_000,
      startedAt: null,
      remainingMs: before.records.timers[0]?.remainingMs,
    });
  });

  it('refuses a file with two wall groups of one name, before anything is written', async () => {
    const { db, client } = newClient();
    const backup = JSON.parse(await exportJson(db, await seedRoom(client))) as {
      records: { wallGroups: Record<string, unknown>[] };
    };
    const [first] = backup.records.wallGroups;
    backup.records.wallGroups.push({
      ...first,
      id: id(),
      name: ` ${String(first?.name).toUpperCase()}`,
    });
    expect(parseBackup(JSON.stringify(backup))).toMatchObject({
      ok: false,
      problem: {
        kind: 'invalid',
        path: 'records.wallGroups.2.name',
        message: { code: 'backup.group_repeated' },
      },
    });
  });

  it('refuses a file whose dots or people lost their session or participant', async () => {
    const { db, client } = newClient();
    const backup = JSON.parse(await exportJson(db, await seedRoom(client))) as {
      records: Record<string, Record<string, unknown>[]>;
    };
    const withoutSessions = structuredClone(backup);
    withoutSessions.records.votingSessions = [];
    expect(parseBackup(JSON.stringify(withoutSessions))).toMatchObject({
      ok: false,
      problem: {
        kind: 'invalid',
        path: 'records.participants.0.sessionId',
        message: { code: 'backup.session_missing' },
      },
    });
    const withoutPeople = structuredClone(backup);
    withoutPeople.records.participants = [];
    expect(parseBackup(JSON.stringify(withoutPeople))).toMatchObject({
      ok: false,
      problem: {
        kind: 'invalid',
        path: 'records.dots.0.participantId',
        message: { code: 'backup.participant_missing' },
      },
    });
  });
});

describe('backup of a run of show and the room’s notes (issue 33)', () => {
  it('keeps the agenda, the control record and the notes’ marks, with ids derived again', async () => {
    const { db, client } = newClient();
    const project = id();
    const [privateStep, voteStep, note, hidden, facilitator] = [id(), id(), id(), id(), id()];
    await client.mutateAll([
      { name: 'project.create', args: { id: project, name: 'Oficina' } },
      {
        name: 'agendaStep.create',
        args: {
          id: privateStep,
          projectId: project,
          name: 'Ideias em silêncio',
          tool: 'ideas',
          mode: 'private',
          position: 1,
          anonymous: true,
        },
      },
      {
        name: 'agendaStep.create',
        args: {
          id: voteStep,
          projectId: project,
          name: 'Votar',
          tool: 'ideas',
          mode: 'vote',
          position: 2,
        },
      },
      {
        name: 'silentRound.create',
        args: {
          id: stepRoundId(privateStep),
          projectId: project,
          target: 'ideas',
          anonymous: true,
          stepId: privateStep,
        },
      },
      {
        name: 'votingSession.create',
        args: {
          id: stepSessionId(voteStep),
          projectId: project,
          target: 'ideas',
          stepId: voteStep,
          endsAt: '2026-11-23T10:05:00.000Z',
        },
      },
      {
        name: 'idea.create',
        args: {
          id: note,
          projectId: project,
          title: 'Nota',
          description: 'd',
          roundId: stepRoundId(privateStep),
          color: 'pink',
          writerName: 'Carla',
        },
      },
      {
        name: 'idea.create',
        args: {
          id: hidden,
          projectId: project,
          title: 'Oculta',
          description: 'd',
          hiddenAt: '2026-11-23T10:01:00.000Z',
        },
      },
      {
        name: 'roomControl.create',
        args: {
          id: roomControlId(project),
          projectId: project,
          currentStepId: voteStep,
          focusTool: 'ideas',
          lockedTools: ['wall'],
          facilitatorIds: [facilitator],
        },
      },
    ]);

    const parsed = parseBackup(await exportJson(db, project));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    const { projectId, mutations } = importMutations(parsed.backup, id);
    await client.mutateAll(mutations);
    const copy = (await loadProjectSnapshot(db, projectId)) as ProjectSnapshot;

    const steps = new Map(copy.records.agendaSteps.map((step) => [step.name, step]));
    const [copiedPrivate, copiedVote] = [steps.get('Ideias em silêncio'), steps.get('Votar')];
    expect(copiedPrivate).toMatchObject({ mode: 'private', anonymous: true, position: 1 });
    expect(copiedPrivate?.id).not.toBe(privateStep);
    const [round] = copy.records.silentRounds;
    expect(round).toMatchObject({ id: stepRoundId(copiedPrivate?.id ?? ''), anonymous: true });
    expect(round?.stepId).toBe(copiedPrivate?.id);
    const [session] = copy.records.votingSessions;
    expect(session).toMatchObject({
      id: stepSessionId(copiedVote?.id ?? ''),
      stepId: copiedVote?.id,
      endsAt: '2026-11-23T10:05:00.000Z',
    });
    expect(copy.records.roomControls).toEqual([
      expect.objectContaining({
        id: roomControlId(projectId),
        currentStepId: copiedVote?.id,
        focusTool: 'ideas',
        lockedTools: ['wall'],
        facilitatorIds: [],
      }),
    ]);
    const ideas = new Map(copy.records.ideas.map((idea) => [idea.title, idea]));
    expect(ideas.get('Nota')).toMatchObject({
      color: 'pink',
      writerName: 'Carla',
      roundId: round?.id,
      hiddenAt: null,
    });
    expect(ideas.get('Oculta')?.hiddenAt).toBe('2026-11-23T10:01:00.000Z');
  });
});
