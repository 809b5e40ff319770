import { projectTimerChange } from '@trilha/sync';
import { Device } from '../test/devices';
import { joinProject, signedInClient, type TestClient } from '../test/test-app';
import type { Ledger } from './ledger';
import type { Random } from './random';
import type { Role } from './refusals';
import type { Servers } from './servers';

/** The accounts of a run, on the hub: made once, in every episode's project. */
export interface People {
  owner: { session: TestClient; id: string };
  editor: { session: TestClient; id: string };
  viewer: { session: TestClient; id: string };
  /** The owner's account on the cloud, which the hub is linked to. */
  cloudOwner: { session: TestClient; id: string };
}

export async function signUpPeople(servers: Servers): Promise<People> {
  await signedInClient(servers.hub, { name: 'Ana Admin' }); // the first account administers
  await signedInClient(servers.cloud, { name: 'Ana Admin' });
  const person = async (name: string) => {
    const { client, user } = await signedInClient(servers.hub, { name });
    return { session: client, id: user.id };
  };
  const owner = await person('Olga Dona');
  const cloud = await servers.linkToCloud(owner.session);
  return {
    owner,
    editor: await person('Edu Editor'),
    viewer: await person('Vera Leitora'),
    cloudOwner: { session: cloud.client, id: cloud.userId },
  };
}

/** One device of the room: who holds it, and the name they vote under. */
export interface Seat {
  role: Role;
  userId: string;
  session: TestClient;
  /** The participant's name in a voting session (a guest's is their own). */
  name: string;
}

/** A vote step lasts this long on the simulated clock (an operation is a second). */
export const VOTE_MS = 120_000;

/**
 * An episode's project: the owner's, shared with an editor and a viewer, with a room whose guests
 * joined by its code, three ideas, a free dot vote, a silent round, the project's timer and a
 * three-step agenda (private round, timed vote, wall). Each episode starts on a fresh project
 * and fresh devices, so a long run's data does not grow without bound (docs/decisions/0032).
 */
export interface Episode {
  projectId: string;
  steps: string[];
  seats: Seat[];
  devices: Device[];
  /** Participants placed by each device in each session: `${device}:${sessionId}` → id. */
  participants: Map<string, string>;
}

const GUEST_NAMES = ['Gabi', 'Hugo', 'Iara', 'João', 'Kátia', 'Luan', 'Mira', 'Nilo'];

/** The devices' holders, by index: the owner's two tablets, the editor, the viewer, then guests. */
function seatsOf(people: People, guests: readonly Seat[], devices: number): Seat[] {
  const { owner, editor, viewer } = people;
  const fixed: Seat[] = [
    { role: 'owner', userId: owner.id, session: owner.session, name: 'Olga' },
    { role: 'owner', userId: owner.id, session: owner.session, name: 'Otto' },
    { role: 'editor', userId: editor.id, session: editor.session, name: 'Edu' },
    { role: 'viewer', userId: viewer.id, session: viewer.session, name: 'Vera' },
  ];
  return [...fixed, ...guests].slice(0, devices);
}

/**
 * Opens an episode at `opening.op`. Its setup is the owner's first tablet's work like any
 * other, so it goes in the ledger: the ideas' first titles, the vote and the round are writes the
 * invariants must know (an idea nobody renamed since shows its setup title).
 */
export async function openEpisode(
  servers: Servers,
  people: People,
  random: Random,
  devices: number,
  /** The operation it opens at, its time on the simulated clock, and the run's ledger. */
  opening: { op: number; at: string; ledger: Ledger },
): Promise<Episode> {
  const { owner } = people;
  const first = new Device(() => servers.hub.app, owner.session, owner.id);
  const projectId = random.uuid();
  const steps = [random.uuid(), random.uuid(), random.uuid()];
  const step = (index: number, fields: object) => ({
    name: 'agendaStep.create',
    args: {
      id: steps[index],
      projectId,
      position: index + 1,
      name: `Passo ${index + 1}`,
      ...fields,
    },
  });
  const setup = [
    { name: 'project.create', args: { id: projectId, name: 'Oficina simulada' } },
    ...[1, 2, 3].map((n) => ({
      name: 'idea.create',
      args: { id: random.uuid(), projectId, title: `Ideia ${n}`, description: 'd' },
    })),
    { name: 'votingSession.create', args: { id: random.uuid(), projectId, title: 'Livre' } },
    { name: 'silentRound.create', args: { id: random.uuid(), projectId } },
    ...projectTimerChange(projectId, null, { label: 'Atividade', durationMs: 300_000 }),
    step(0, { tool: 'ideas', mode: 'private' }),
    step(1, { tool: 'ideas', mode: 'vote', durationMs: VOTE_MS, budget: 5 }),
    step(2, { tool: 'wall', mode: 'group' }),
    {
      name: 'agenda.advance',
      args: { projectId, fromStepId: null, toStepId: steps[0], at: opening.at },
    },
  ];
  await first.client.mutateAll(setup);
  await opening.ledger.queued(opening.op, 0, first, setup);
  if (!(await first.trySync())) throw new Error('the episode’s project could not be created');
  await opening.ledger.resolve(0, first);
  await joinProject(owner.session, people.editor.session, projectId, 'editor');
  await joinProject(owner.session, people.viewer.session, projectId, 'viewer');

  const guests: Seat[] = [];
  const guestCount = Math.max(0, devices - 4);
  if (guestCount > 0) {
    const room = await owner.session.post<{ code: string }>(`/api/projects/${projectId}/room`);
    if (room.status >= 300) throw new Error(`no room: ${room.status} ${JSON.stringify(room.body)}`);
    for (let index = 0; index < guestCount; index++) {
      const name =
        `${GUEST_NAMES[index % GUEST_NAMES.length]} ${Math.floor(index / GUEST_NAMES.length) || ''}`.trim();
      const session = servers.hub.client();
      const joined = await session.post<{ user: { id: string } }>(
        `/api/rooms/${room.body.code}/join`,
        { name },
      );
      if (joined.status !== 201) throw new Error(`a guest could not join: ${joined.status}`);
      guests.push({ role: 'guest', userId: joined.body.user.id, session, name });
    }
  }
  const seats = seatsOf(people, guests, devices);
  const all = seats.map((seat, index) =>
    index === 0 ? first : new Device(() => servers.hub.app, seat.session, seat.userId),
  );
  for (const d of all) if (!(await d.trySync())) throw new Error('a first sync failed');
  return { projectId, steps, seats, devices: all, participants: new Map() };
}

/** The episode is over: its project deleted (pulled away everywhere), its devices closed. */
export async function closeEpisode(people: People, episode: Episode): Promise<void> {
  const deleted = await people.owner.session.delete(`/api/projects/${episode.projectId}`);
  if (deleted.status >= 300) throw new Error(`the episode's project stayed: ${deleted.status}`);
  for (const d of episode.devices) d.db.close();
}
