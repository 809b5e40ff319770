import { type Device, serverView, settle } from '../test/devices';
import type { Episode, People } from './episode';
import {
  canonical,
  checkAcknowledged,
  checkConvergence,
  checkVotesAndDots,
  InvariantViolation,
  type Rows,
} from './invariants';
import type { Ledger } from './ledger';
import { probeRefusals } from './probes';
import type { Random } from './random';
import type { Servers } from './servers';

/**
 * Ways to break the system under test on purpose, each aimed at one invariant, so a test shows
 * that invariant's check can fail (api/sim/simulation.test.ts). Never set in a real run.
 */
export type Sabotage =
  /** A device's copy of a note changed behind the sync's back. */
  | 'diverge'
  /** An acknowledged note deleted on the server by a change no device made. */
  | 'loseAcked'
  /** An idea's first title put back on the server after an acknowledged edit of it. */
  | 'revertTitle'
  /** One vote more on the server than anyone pressed. */
  | 'extraVote'
  /** The server's comments deleted after the devices synced: they judge a stale state. */
  | 'serverDrift'
  /** The cloud's copy of a note changed after the hub's last round. */
  | 'cloudDrift';

export interface CheckpointContext {
  servers: Servers;
  people: People;
  episode: Episode;
  ledger: Ledger;
  random: Random;
  sabotage: Sabotage | undefined;
  /** The end of an episode: the hub also meets the cloud until both agree. */
  final: boolean;
}

/** Fields each server stamps for itself: a hub's and a cloud's copies differ in them by design. */
const STAMPED = new Set(['authorId', 'ownerId', 'createdAt', 'updatedAt']);

const firstIdea = (server: Rows) => (server.ideas as { id: string }[])[0]?.id;

/**
 * Everyone back online, every held request delivered, every queue synced; then the invariants,
 * against a fresh device's pull (the server's view). Answers the number of checks passed.
 */
export async function checkpoint(context: CheckpointContext): Promise<number> {
  const { people, episode, ledger, random, sabotage } = context;
  const { devices, projectId } = episode;
  const owner = people.owner;
  const settleAll = async () => {
    for (const d of devices) await d.deliverHeld();
    try {
      await settle(devices);
    } catch (error) {
      throw new InvariantViolation('convergence', (error as Error).message);
    }
  };
  await settleAll();
  for (const [index, d] of devices.entries()) await ledger.resolve(index, d);

  let view = await serverRows(context);
  if (sabotage === 'loseAcked') {
    const acked = ledger.entries.find((e) => e.name === 'idea.create' && e.outcome === 'acked');
    if (acked) await owner.session.delete(`/api/ideas/${acked.args.id}`);
  }
  if (sabotage === 'revertTitle') await revertTitle(ledger, owner.session);
  if (sabotage === 'extraVote') await owner.session.post(`/api/ideas/${firstIdea(view)}/vote`);
  if (sabotage === 'loseAcked' || sabotage === 'revertTitle' || sabotage === 'extraVote') {
    await settleAll();
    view = await serverRows(context);
  }
  if (sabotage === 'diverge') {
    const id = firstIdea(view);
    if (id)
      await (devices[devices.length - 1] as Device).db.ideas.update(id, { title: 'adulterado' });
  }

  let checks = 0;
  await checkConvergence(devices, view, projectId);
  checks += devices.length;
  checks += checkAcknowledged(ledger.entries, view);
  checks += checkVotesAndDots(ledger.entries, view);
  // A viewer's writes are all refused by the server (comments aside: a viewer may comment).
  for (const entry of ledger.entries) {
    const viewer = episode.seats[entry.device]?.role === 'viewer';
    if (viewer && entry.outcome === 'acked' && !entry.name.startsWith('comment.'))
      throw new InvariantViolation(
        'refusals-deterministic',
        `the viewer's ${entry.name} was accepted`,
      );
  }

  if (sabotage === 'serverDrift') {
    for (const c of view.comments as { id: string; parentId: string | null }[])
      if (c.parentId === null) await owner.session.delete(`/api/comments/${c.id}`);
  }
  const probing = sabotage === 'serverDrift' ? devices.keys() : [random.int(devices.length)];
  for (const index of probing) {
    const seat = episode.seats[index];
    if (seat)
      checks += await probeRefusals(devices[index] as Device, seat.session, projectId, random);
  }

  if (context.final) checks += await checkHubAndCloud(context);
  return checks;
}

/**
 * What a hub taking back an older title from its cloud would do (api/src/upstream/apply-pulled.ts):
 * the first title of an idea whose edit was acknowledged, written again by no device.
 */
async function revertTitle(ledger: Ledger, session: People['owner']['session']): Promise<void> {
  const edit = ledger.entries.find(
    (e) =>
      e.name === 'idea.update' &&
      e.outcome === 'acked' &&
      (e.args.changes as { title?: string } | undefined)?.title !== undefined,
  );
  const create = ledger.entries.find(
    (e) => e.name === 'idea.create' && e.args.id === edit?.args.id,
  );
  if (create) await session.put(`/api/ideas/${create.args.id}`, { title: create.args.title });
}

/** The project as the server holds it: what a fresh device of the owner pulls. */
async function serverRows(context: CheckpointContext): Promise<Rows> {
  const { servers, people, episode } = context;
  const fresh = await serverView(() => servers.hub.app, people.owner.session, people.owner.id);
  const rows = await fresh.allRows(episode.projectId);
  fresh.db.close();
  return rows;
}

/** The hub meets the cloud until nothing waits; then the cloud holds what the hub holds. */
async function checkHubAndCloud(context: CheckpointContext): Promise<number> {
  const { servers, people, episode } = context;
  servers.network.down = false;
  let status = await servers.hubRound(people.owner.id);
  for (let round = 0; round < 5 && (status.pending > 0 || status.lastError); round++)
    status = await servers.hubRound(people.owner.id);
  if (status.pending > 0 || status.lastError)
    throw new InvariantViolation(
      'hub-matches-cloud',
      `the hub still has ${status.pending} changes for the cloud (${canonical(status.lastError)})`,
    );
  const hub = await serverRows(context);
  const { cloudOwner } = people;
  if (context.sabotage === 'cloudDrift')
    await cloudOwner.session.put(`/api/ideas/${firstIdea(hub)}`, { title: 'só na nuvem' });
  const fresh = await serverView(servers.cloud.app, cloudOwner.session, cloudOwner.id);
  const cloud = await fresh.allRows(episode.projectId);
  fresh.db.close();
  for (const entity of Object.keys(hub)) {
    if (canonical(hub[entity], STAMPED) !== canonical(cloud[entity], STAMPED))
      throw new InvariantViolation(
        'hub-matches-cloud',
        `the cloud's ${entity} differ from the hub's`,
      );
  }
  return Object.keys(hub).length;
}
