import { addTimerMinute, pauseTimer, resetTimer, startTimer } from '@trilha/shared';
import {
  type ChildRow,
  MutationRejected,
  projectTimerChange,
  projectTimerId,
  roomControlId,
} from '@trilha/sync';
import type { Device } from '../test/devices';
import type { Episode } from './episode';
import type { Ledger } from './ledger';
import type { Random } from './random';
import type { Role } from './refusals';

/** Everything an operation works with: the run's state at operation `op`. */
export interface Stage {
  op: number;
  episode: Episode;
  ledger: Ledger;
  random: Random;
  /** The device's clock at this operation (ms): the simulated time, skewed per device. */
  clock(device: number): number;
}

type Mutation = { name: string; args: Record<string, unknown> };

/**
 * Applies `mutations` on the device as the web does (mutateAll: all or none) and records the
 * outcome: queued in the ledger, or refused by the device's own store with its code.
 */
async function attempt(stage: Stage, device: number, mutations: Mutation[]): Promise<void> {
  const d = stage.episode.devices[device] as Device;
  try {
    await d.client.mutateAll(mutations);
  } catch (error) {
    if (!(error instanceof MutationRejected)) throw error;
    const last = mutations.at(-1) as Mutation;
    stage.ledger.refusedOnDevice(stage.op, device, last.name, error.code);
    return;
  }
  await stage.ledger.queued(stage.op, device, d, mutations);
}

/**
 * Picks one record of a device's table at random, reading only the keys (the device holds the
 * episode's project alone: fresh devices each episode). Keys come sorted, so a seed replays.
 */
async function pickRow<T>(
  random: Random,
  table: {
    toCollection(): { primaryKeys(): PromiseLike<unknown[]> };
    get(id: string): PromiseLike<T | undefined>;
  },
): Promise<T | undefined> {
  const id = random.pick(await table.toCollection().primaryKeys());
  return id === undefined ? undefined : table.get(String(id));
}

/** The rows of a small table of the device (rounds, sessions), sorted by id. */
const rowsOf = async <T extends { id: string }>(table: { toArray(): PromiseLike<T[]> }) =>
  (await table.toArray()).sort((a, b) => a.id.localeCompare(b.id));

type Operation = (stage: Stage, device: number, d: Device) => Promise<void>;

const TOOLS = [null, 'ideas', 'wall', 'matrix'] as const;

const note: Operation = async (stage, device, d) => {
  const rounds = (await rowsOf<ChildRow<'silentRounds'>>(d.db.silentRounds)).filter(
    (round) => round.status === 'open',
  );
  const round = stage.random.chance(0.3) ? stage.random.pick(rounds) : undefined;
  await attempt(stage, device, [
    {
      name: 'idea.create',
      args: {
        id: stage.random.uuid(),
        projectId: stage.episode.projectId,
        title: `Nota ${stage.op}`,
        description: 'd',
        ...(round && { roundId: round.id }),
      },
    },
  ]);
};

/** An operation on one of the device's ideas, when it holds any. */
const onIdea =
  (mutation: (stage: Stage, idea: { id: string; title: string }) => Mutation): Operation =>
  async (stage, device, d) => {
    const idea = await pickRow<ChildRow<'ideas'>>(stage.random, d.db.ideas);
    if (idea) await attempt(stage, device, [mutation(stage, idea)]);
  };

const comment: Operation = async (stage, device, d) => {
  const idea = stage.random.chance(0.5)
    ? await pickRow<ChildRow<'ideas'>>(stage.random, d.db.ideas)
    : undefined;
  const { projectId } = stage.episode;
  await attempt(stage, device, [
    {
      name: 'comment.create',
      args: {
        id: stage.random.uuid(),
        projectId,
        targetType: idea ? 'ideas' : 'project',
        targetId: idea ? idea.id : projectId,
        targetTitle: idea ? idea.title : '',
        parentId: null,
        text: `Comentário ${stage.op}`,
      },
    },
  ]);
};

/** An operation on one of the device's comments (a reply to a reply is refused: a rule). */
const onComment =
  (
    mutation: (
      stage: Stage,
      c: { id: string; targetType: string; targetId: string; resolved: boolean },
    ) => Mutation,
  ): Operation =>
  async (stage, device, d) => {
    const c = await pickRow<ChildRow<'comments'>>(stage.random, d.db.comments);
    if (c) await attempt(stage, device, [mutation(stage, c)]);
  };

const dot: Operation = async (stage, device, d) => {
  const { episode, random } = stage;
  const session = random.pick(await rowsOf<ChildRow<'votingSessions'>>(d.db.votingSessions));
  const item = await pickRow<ChildRow<'ideas'>>(random, d.db.ideas);
  if (!session || !item) return;
  const key = `${device}:${session.id}`;
  const mutations: Mutation[] = [];
  let participantId = episode.participants.get(key);
  // Seated once per session; again if the device lost its storage before that reached anyone.
  if (!participantId || !(await d.db.participants.get(participantId))) {
    participantId = random.uuid();
    episode.participants.set(key, participantId);
    mutations.push({
      name: 'participant.create',
      args: {
        id: participantId,
        projectId: episode.projectId,
        sessionId: session.id,
        name: episode.seats[device]?.name,
      },
    });
  }
  mutations.push({
    name: 'dot.create',
    args: {
      id: random.uuid(),
      projectId: episode.projectId,
      sessionId: session.id,
      participantId,
      itemId: item.id,
      placedAt: new Date(stage.clock(device)).toISOString(),
    },
  });
  await attempt(stage, device, mutations);
};

/** Takes back one of the dots this device's people placed. */
const undot: Operation = async (stage, device, d) => {
  const mine = new Set(
    [...stage.episode.participants]
      .filter(([key]) => key.startsWith(`${device}:`))
      .map(([, id]) => id),
  );
  const dots = await d.db.dots
    .where('participantId')
    .anyOf([...mine])
    .primaryKeys();
  const taken = stage.random.pick(dots.sort());
  if (taken) await attempt(stage, device, [{ name: 'dot.delete', args: { id: taken } }]);
};

const TIMER_ACTIONS = {
  start: startTimer,
  pause: pauseTimer,
  minute: addTimerMinute,
  reset: (timer: Parameters<typeof resetTimer>[0]) => resetTimer(timer),
};

const timer: Operation = async (stage, device, d) => {
  const { projectId } = stage.episode;
  const current = await d.db.timers.get(projectTimerId(projectId));
  if (!current) return;
  const action = stage.random.pick(Object.values(TIMER_ACTIONS)) as typeof startTimer;
  const state = action(current, stage.clock(device));
  await attempt(stage, device, projectTimerChange(projectId, current, state) as Mutation[]);
};

/** Reveals an open silent round or a voting session (the facilitator's). */
const reveal: Operation = async (stage, device, d) => {
  const useRound = stage.random.chance(0.5);
  const rows = useRound
    ? await rowsOf<ChildRow<'silentRounds'>>(d.db.silentRounds)
    : await rowsOf<ChildRow<'votingSessions'>>(d.db.votingSessions);
  const row = stage.random.pick(rows.filter((each) => each.status !== 'revealed'));
  if (!row) return;
  const name = useRound ? 'silentRound.update' : 'votingSession.update';
  await attempt(stage, device, [{ name, args: { id: row.id, changes: { status: 'revealed' } } }]);
};

const newRound: Operation = (stage, device) =>
  attempt(stage, device, [
    {
      name: 'silentRound.create',
      args: { id: stage.random.uuid(), projectId: stage.episode.projectId },
    },
  ]);

const newSession: Operation = (stage, device) =>
  attempt(stage, device, [
    {
      name: 'votingSession.create',
      args: {
        id: stage.random.uuid(),
        projectId: stage.episode.projectId,
        title: `Votação ${stage.op}`,
        budget: 3 + stage.random.int(4),
        allowStacking: stage.random.chance(0.5),
      },
    },
  ]);

const lock: Operation = (stage, device) =>
  attempt(stage, device, [
    {
      name: 'roomControl.lock',
      args: {
        projectId: stage.episode.projectId,
        tool: stage.random.pick(TOOLS) ?? null,
        locked: stage.random.chance(0.35),
      },
    },
  ]);

/** 'Próximo passo' from the step this device shows: round, timed vote, wall, the end, again. */
const advance: Operation = async (stage, device, d) => {
  const { projectId, steps } = stage.episode;
  const control = await d.db.roomControls.get(roomControlId(projectId));
  const from = control?.currentStepId ?? null;
  const cycle = [...steps, null];
  const to = cycle[(cycle.indexOf(from) + 1) % cycle.length] ?? null;
  await attempt(stage, device, [
    {
      name: 'agenda.advance',
      args: {
        projectId,
        fromStepId: from,
        toStepId: to,
        at: new Date(stage.clock(device)).toISOString(),
      },
    },
  ]);
};

interface Kind {
  weight: number;
  /** Who does it; others are never drawn for it. */
  roles: readonly Role[];
  run: Operation;
}

const EVERYONE: readonly Role[] = ['owner', 'editor', 'viewer', 'guest'];
const FACILITATORS: readonly Role[] = ['owner', 'editor'];

/**
 * The work of a room, as the web sends it, with weights. A viewer and a guest are drawn for some
 * things they may not do, so the server's refusals by role are exercised (refusals.ts).
 */
export const CONTENT_OPERATIONS: Readonly<Record<string, Kind>> = {
  note: { weight: 10, roles: EVERYONE, run: note },
  editNote: {
    weight: 5,
    roles: EVERYONE,
    run: onIdea((stage, idea) => ({
      name: 'idea.update',
      args: { id: idea.id, changes: { title: `Título ${stage.op}` } },
    })),
  },
  vote: {
    weight: 14,
    roles: EVERYONE,
    run: onIdea((_, idea) => ({ name: 'idea.vote', args: { id: idea.id, delta: 1 } })),
  },
  deleteNote: {
    weight: 1,
    roles: ['owner', 'editor', 'guest'],
    run: onIdea((_, idea) => ({ name: 'idea.delete', args: { id: idea.id } })),
  },
  comment: { weight: 4, roles: EVERYONE, run: comment },
  reply: {
    weight: 3,
    roles: EVERYONE,
    run: onComment((stage, c) => ({
      name: 'comment.create',
      args: {
        id: stage.random.uuid(),
        projectId: stage.episode.projectId,
        targetType: c.targetType,
        targetId: c.targetId,
        targetTitle: '',
        parentId: c.id,
        text: `Resposta ${stage.op}`,
      },
    })),
  },
  editComment: {
    weight: 2,
    roles: EVERYONE,
    run: onComment((stage, c) => ({
      name: 'comment.update',
      args: { id: c.id, changes: { text: `Editado ${stage.op}` } },
    })),
  },
  resolve: {
    weight: 1,
    roles: EVERYONE,
    run: onComment((_, c) => ({
      name: 'comment.update',
      args: { id: c.id, changes: { resolved: !c.resolved } },
    })),
  },
  deleteComment: {
    weight: 1,
    roles: EVERYONE,
    run: onComment((_, c) => ({ name: 'comment.delete', args: { id: c.id } })),
  },
  dot: { weight: 14, roles: EVERYONE, run: dot },
  undot: { weight: 3, roles: ['owner', 'editor', 'guest'], run: undot },
  timer: { weight: 3, roles: FACILITATORS, run: timer },
  reveal: { weight: 1, roles: FACILITATORS, run: reveal },
  newRound: { weight: 1, roles: ['owner'], run: newRound },
  newSession: { weight: 1, roles: ['owner'], run: newSession },
  lock: { weight: 2, roles: FACILITATORS, run: lock },
  advance: { weight: 2, roles: FACILITATORS, run: advance },
};
