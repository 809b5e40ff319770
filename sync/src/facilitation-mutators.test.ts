import { describe, expect, it } from 'vitest';
import { MUTATION_NAMES } from './mutators';
import { offlineDevice } from './offline-device-fixture';
import { projectTimerChange, projectTimerId } from './project-timer';

/**
 * The facilitation mutators against the browser's store (Dexie on fake-indexeddb), the same code
 * the server runs against Postgres (api/src/sync/facilitation-sync.test.ts).
 */
const USER = '0190c000-0000-7000-8000-000000000001';
let next = 0;
const newId = () => `0190c000-0000-7000-8000-${String(++next).padStart(12, '0')}`;

async function workshop() {
  const { db, client, mutate, attempt } = offlineDevice(USER);
  const projectId = newId();
  const otherProjectId = newId();
  await mutate('project.create', { id: projectId, name: 'Oficina' });
  await mutate('project.create', { id: otherProjectId, name: 'Outra' });
  const idea = async (project = projectId, extra: object = {}) => {
    const id = newId();
    await mutate('idea.create', {
      id,
      projectId: project,
      title: 'Ideia',
      description: 'd',
      ...extra,
    });
    return id;
  };
  const session = async (project = projectId, extra: object = {}) => {
    const id = newId();
    await mutate('votingSession.create', { id, projectId: project, title: 'Votação', ...extra });
    return id;
  };
  const participant = async (sessionId: string, name = 'Ana', project = projectId) => {
    const id = newId();
    await mutate('participant.create', { id, projectId: project, sessionId, name });
    return id;
  };
  const dotArgs = (sessionId: string, participantId: string, itemId: string) => ({
    id: newId(),
    projectId,
    sessionId,
    participantId,
    itemId,
    placedAt: new Date().toISOString(),
  });
  return {
    db,
    client,
    mutate,
    attempt,
    projectId,
    otherProjectId,
    idea,
    session,
    participant,
    dotArgs,
  };
}

describe('dot.create', () => {
  it('places a dot of a participant of an open session on an item of its target', async () => {
    const w = await workshop();
    const item = await w.idea();
    const sessionId = await w.session();
    const ana = await w.participant(sessionId);
    const args = w.dotArgs(sessionId, ana, item);
    expect(await w.attempt('dot.create', args)).toBe('saved');
    expect(await w.db.dots.get(args.id)).toMatchObject({
      sessionId,
      participantId: ana,
      itemId: item,
      placedAt: args.placedAt,
    });
  });

  it('does not enforce the budget nor stacking: the tally does, so overspending stays visible', async () => {
    const w = await workshop();
    const item = await w.idea();
    const sessionId = await w.session(w.projectId, { budget: 1, allowStacking: false });
    const ana = await w.participant(sessionId);
    for (let dot = 0; dot < 3; dot++) {
      expect(await w.attempt('dot.create', w.dotArgs(sessionId, ana, item))).toBe('saved');
    }
    expect(await w.db.dots.where('sessionId').equals(sessionId).count()).toBe(3);
  });

  it('is refused once the session is revealed or closed, with the reason in words', async () => {
    const w = await workshop();
    const item = await w.idea();
    const sessionId = await w.session();
    const ana = await w.participant(sessionId);
    await w.mutate('votingSession.update', { id: sessionId, changes: { status: 'revealed' } });
    expect(await w.attempt('dot.create', w.dotArgs(sessionId, ana, item))).toBe(
      'Os resultados desta votação já foram revelados: os pontos não mudam mais.',
    );
    await w.mutate('votingSession.update', { id: sessionId, changes: { status: 'closed' } });
    expect(await w.attempt('dot.create', w.dotArgs(sessionId, ana, item))).toBe(
      'Esta votação foi encerrada: os pontos não mudam mais.',
    );
    // Reopened by the facilitator: dots are welcome again.
    await w.mutate('votingSession.update', { id: sessionId, changes: { status: 'voting' } });
    expect(await w.attempt('dot.create', w.dotArgs(sessionId, ana, item))).toBe('saved');
  });

  it('a retried create of a dot already stored is a no-op, even after the reveal', async () => {
    const w = await workshop();
    const item = await w.idea();
    const sessionId = await w.session();
    const ana = await w.participant(sessionId);
    const args = w.dotArgs(sessionId, ana, item);
    await w.mutate('dot.create', args);
    await w.mutate('votingSession.update', { id: sessionId, changes: { status: 'revealed' } });
    expect(await w.attempt('dot.create', args)).toBe('saved');
    expect(await w.db.dots.count()).toBe(1);
  });

  it('refuses a session, participant or item that is not where the dot says', async () => {
    const w = await workshop();
    const item = await w.idea();
    const sessionId = await w.session();
    const ana = await w.participant(sessionId);
    const otherSession = await w.session();
    const bruno = await w.participant(otherSession, 'Bruno');
    const foreignSession = await w.session(w.otherProjectId);
    const foreignItem = await w.idea(w.otherProjectId);
    const hmw = newId();
    await w.mutate('hmwQuestion.create', {
      id: hmw,
      projectId: w.projectId,
      question: 'Como poderíamos encurtar a fila?',
    });

    expect(await w.attempt('dot.create', w.dotArgs(newId(), ana, item))).toBe(
      'Votação não encontrada',
    );
    expect(await w.attempt('dot.create', w.dotArgs(foreignSession, ana, item))).toBe(
      'Votação não encontrada',
    );
    expect(await w.attempt('dot.create', w.dotArgs(sessionId, bruno, item))).toBe(
      'Participante não encontrado',
    );
    expect(await w.attempt('dot.create', w.dotArgs(sessionId, newId(), item))).toBe(
      'Participante não encontrado',
    );
    expect(await w.attempt('dot.create', w.dotArgs(sessionId, ana, foreignItem))).toBe(
      'Ideia não encontrada',
    );
    // An HMW question is not an item of a session on ideas.
    expect(await w.attempt('dot.create', w.dotArgs(sessionId, ana, hmw))).toBe(
      'Ideia não encontrada',
    );
    await w.mutate('idea.delete', { id: item });
    expect(await w.attempt('dot.create', w.dotArgs(sessionId, ana, item))).toBe(
      'Ideia não encontrada',
    );
    expect(await w.db.dots.count()).toBe(0);
  });

  it('votes on HMW questions in a session on HMW questions', async () => {
    const w = await workshop();
    const hmw = newId();
    await w.mutate('hmwQuestion.create', {
      id: hmw,
      projectId: w.projectId,
      question: 'Como poderíamos encurtar a fila?',
    });
    const sessionId = await w.session(w.projectId, { target: 'hmwQuestions' });
    const ana = await w.participant(sessionId);
    expect(await w.attempt('dot.create', w.dotArgs(sessionId, ana, hmw))).toBe('saved');
    expect(await w.attempt('dot.create', w.dotArgs(sessionId, ana, await w.idea()))).toBe(
      'Pergunta HMW não encontrada',
    );
  });
});

describe('dot.update and dot.delete', () => {
  it('has no update: a dot is never changed', async () => {
    expect(MUTATION_NAMES).toContain('dot.create');
    expect(MUTATION_NAMES).not.toContain('dot.update');
    const w = await workshop();
    expect(await w.attempt('dot.update', { id: newId(), changes: {} })).toBe(
      'Mutação desconhecida: dot.update',
    );
  });

  it('takes a dot back while voting, and no longer after the reveal', async () => {
    const w = await workshop();
    const item = await w.idea();
    const sessionId = await w.session();
    const ana = await w.participant(sessionId);
    const first = w.dotArgs(sessionId, ana, item);
    const second = w.dotArgs(sessionId, ana, item);
    await w.mutate('dot.create', first);
    await w.mutate('dot.create', second);
    expect(await w.attempt('dot.delete', { id: first.id })).toBe('saved');
    expect(await w.db.dots.get(first.id)).toBeUndefined();

    await w.mutate('votingSession.update', { id: sessionId, changes: { status: 'revealed' } });
    expect(await w.attempt('dot.delete', { id: second.id })).toBe(
      'Os resultados desta votação já foram revelados: os pontos não mudam mais.',
    );
    expect(await w.db.dots.get(second.id)).toBeDefined();
    expect(await w.attempt('dot.delete', { id: newId() })).toBe('Ponto não encontrado');
  });
});

describe('participants and sessions', () => {
  it('a participant joins a session of the same project only', async () => {
    const w = await workshop();
    const foreignSession = await w.session(w.otherProjectId);
    expect(
      await w.attempt('participant.create', {
        id: newId(),
        projectId: w.projectId,
        sessionId: foreignSession,
        name: 'Ana',
      }),
    ).toBe('Votação não encontrada');
    expect(
      await w.attempt('participant.create', {
        id: newId(),
        projectId: w.projectId,
        sessionId: newId(),
        name: 'Ana',
      }),
    ).toBe('Votação não encontrada');
  });

  it("deleting a participant takes their dots along, and nobody else's", async () => {
    const w = await workshop();
    const item = await w.idea();
    const sessionId = await w.session();
    const ana = await w.participant(sessionId, 'Ana');
    const bruno = await w.participant(sessionId, 'Bruno');
    await w.mutate('dot.create', w.dotArgs(sessionId, ana, item));
    await w.mutate('dot.create', w.dotArgs(sessionId, ana, item));
    const brunoDot = w.dotArgs(sessionId, bruno, item);
    await w.mutate('dot.create', brunoDot);

    await w.mutate('participant.delete', { id: ana });
    expect((await w.db.dots.toArray()).map((dot) => dot.id)).toEqual([brunoDot.id]);
    expect(await w.db.participants.get(bruno)).toBeDefined();
  });

  it('deleting a session takes its participants and dots along', async () => {
    const w = await workshop();
    const item = await w.idea();
    const sessionId = await w.session();
    const keptSession = await w.session();
    const ana = await w.participant(sessionId);
    const kept = await w.participant(keptSession);
    await w.mutate('dot.create', w.dotArgs(sessionId, ana, item));
    const keptDot = w.dotArgs(keptSession, kept, item);
    await w.mutate('dot.create', keptDot);

    await w.mutate('votingSession.delete', { id: sessionId });
    expect(await w.db.participants.toArray()).toMatchObject([{ id: kept }]);
    expect(await w.db.dots.toArray()).toMatchObject([{ id: keptDot.id }]);
    expect(await w.db.votingSessions.get(sessionId)).toBeUndefined();
  });
});

describe('notes of a silent round', () => {
  it('an idea or an HMW question may belong to a round of the same project', async () => {
    const w = await workshop();
    const round = newId();
    await w.mutate('silentRound.create', { id: round, projectId: w.projectId });
    const foreignRound = newId();
    await w.mutate('silentRound.create', { id: foreignRound, projectId: w.otherProjectId });

    const idea = await w.idea(w.projectId, { roundId: round });
    expect(await w.db.ideas.get(idea)).toMatchObject({ roundId: round });
    expect(
      await w.attempt('hmwQuestion.create', {
        id: newId(),
        projectId: w.projectId,
        question: 'Como poderíamos?',
        roundId: round,
      }),
    ).toBe('saved');
    expect(
      await w.attempt('idea.create', {
        id: newId(),
        projectId: w.projectId,
        title: 'Fora',
        description: 'd',
        roundId: foreignRound,
      }),
    ).toBe('Rodada não encontrada');
    expect(await w.attempt('idea.update', { id: idea, changes: { roundId: newId() } })).toBe(
      'Rodada não encontrada',
    );
    // Without a round, as before.
    expect((await w.db.ideas.get(await w.idea()))?.roundId).toBeNull();
  });

  it('a note written offline during a round is kept when it arrives after the reveal', async () => {
    const w = await workshop();
    const round = newId();
    await w.mutate('silentRound.create', { id: round, projectId: w.projectId });
    await w.mutate('silentRound.update', { id: round, changes: { status: 'revealed' } });
    expect((await w.db.ideas.get(await w.idea(w.projectId, { roundId: round })))?.roundId).toBe(
      round,
    );
  });
});

describe('timers', () => {
  it('one update writes the whole state, so the last one wins whole', async () => {
    const w = await workshop();
    const id = newId();
    await w.mutate('timer.create', { id, projectId: w.projectId, label: 'Brainstorm' });
    const startedAt = '2026-11-23T10:00:00.000Z';
    await w.mutate('timer.update', {
      id,
      changes: { startedAt, remainingMs: 300_000, durationMs: 300_000 },
    });
    await w.mutate('timer.update', {
      id,
      changes: { startedAt: null, remainingMs: 240_000, durationMs: 300_000 },
    });
    expect(await w.db.timers.get(id)).toMatchObject({
      label: 'Brainstorm',
      startedAt: null,
      remainingMs: 240_000,
      durationMs: 300_000,
    });
    expect(await w.attempt('timer.update', { id, changes: { durationMs: 1_000 } })).toBe(
      'Duração deve ser de 10 segundos a 4 horas',
    );
  });

  it("the project's timer: first uses that race are one record holding every change", async () => {
    const w = await workshop();
    // Neither change waits for the other, nor reads the timer back: both are "first uses".
    await Promise.all([
      w.client.mutateAll(projectTimerChange(w.projectId, null, { label: 'Crazy 8s' })),
      w.client.mutateAll(
        projectTimerChange(w.projectId, null, {
          durationMs: 480_000,
          remainingMs: 480_000,
          startedAt: null,
        }),
      ),
    ]);
    const timers = await w.db.timers.toArray();
    expect(timers).toHaveLength(1);
    expect(timers[0]).toMatchObject({
      id: projectTimerId(w.projectId),
      label: 'Crazy 8s',
      durationMs: 480_000,
    });
    // Every device derives the same id; another project gets another.
    expect(projectTimerId(w.projectId)).toBe(projectTimerId(w.projectId.toUpperCase()));
    expect(projectTimerId(w.otherProjectId)).not.toBe(projectTimerId(w.projectId));
  });

  it("reserves a project's timer id for that project", async () => {
    const w = await workshop();
    // Another project's derived id, or any name-based id that is not one: refused.
    for (const id of [projectTimerId(w.otherProjectId), '3f1c2d4e-5a6b-5c7d-8e9f-0a1b2c3d4e5f'])
      expect(await w.attempt('timer.create', { id, projectId: w.projectId })).toBe(
        'Identificador inválido',
      );
    expect(await w.db.timers.count()).toBe(0);
    // A random id stays free to use: the facilitator may make another timer.
    expect(await w.attempt('timer.create', { id: newId(), projectId: w.projectId })).toBe('saved');
  });
});
