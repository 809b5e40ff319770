import { MutationRejected, runMutation, SYNC_SCHEMA_VERSION, SYNCED_ENTITIES } from '@trilha/sync';
import { DexieMutationTransaction } from '@trilha/sync/client';
import type { Device } from '../test/devices';
import type { TestClient } from '../test/test-app';
import { InvariantViolation } from './invariants';
import type { Random } from './random';

/** Thrown to roll a probe's local transaction back: the device keeps nothing of it. */
class Undo extends Error {}

type Probe = { name: string; args: Record<string, unknown> };

/**
 * Mutations the rules refuse in the state every store now shares: a reply to a reply, another's
 * comment edited, a dot in a revealed or ended vote, a change to a record that is not there.
 */
async function candidates(d: Device, projectId: string, random: Random): Promise<Probe[]> {
  const probes: Probe[] = [
    { name: 'idea.update', args: { id: random.uuid(), changes: { title: 'x' } } },
  ];
  const comments = (await d.db.comments.where('projectId').equals(projectId).sortBy('id')) ?? [];
  const reply = comments.find((c) => c.parentId !== null);
  if (reply)
    probes.push({
      name: 'comment.create',
      args: {
        id: random.uuid(),
        projectId,
        targetType: reply.targetType,
        targetId: reply.targetId,
        targetTitle: '',
        parentId: reply.id,
        text: 'sonda',
      },
    });
  const foreign = comments.find((c) => c.authorId !== d.userId);
  if (foreign)
    probes.push({ name: 'comment.update', args: { id: foreign.id, changes: { text: 'sonda' } } });
  const ideas = await d.db.ideas.where('projectId').equals(projectId).sortBy('id');
  const sessions = await d.db.votingSessions.where('projectId').equals(projectId).sortBy('id');
  for (const session of sessions) {
    const participant = (
      await d.db.participants.where('sessionId').equals(session.id).sortBy('id')
    )[0];
    const item = ideas[0];
    const closed = session.status !== 'voting';
    if (!participant || !item || !(closed || session.endsAt)) continue;
    probes.push({
      name: 'dot.create',
      args: {
        id: random.uuid(),
        projectId,
        sessionId: session.id,
        participantId: participant.id,
        itemId: item.id,
        // At the end of a timed vote: late, whatever else.
        placedAt: session.endsAt ?? new Date(Date.UTC(2100, 0, 1)).toISOString(),
      },
    });
  }
  return probes;
}

/** The device's own verdict on a mutation, from a transaction rolled back: its code, or null. */
async function localVerdict(d: Device, probe: Probe): Promise<string | null> {
  try {
    await d.db.transaction('rw', [...SYNCED_ENTITIES, 'shadows'], async () => {
      await runMutation(new DexieMutationTransaction(d.db, d.userId), probe.name, probe.args);
      throw new Undo();
    });
  } catch (error) {
    if (error instanceof MutationRejected) return error.code;
    if (error instanceof Undo) return null;
    throw error;
  }
  return null;
}

/**
 * Refusals are deterministic: with every store in the same state (after a checkpoint's sync),
 * what the device's store refuses, the server refuses with the same code. Each probe the device
 * refuses is pushed to the server as it is (a fresh client id) and must come back refused alike.
 * Answers the number of probes compared.
 */
export async function probeRefusals(
  d: Device,
  session: TestClient,
  projectId: string,
  random: Random,
): Promise<number> {
  let compared = 0;
  for (const probe of await candidates(d, projectId, random)) {
    const local = await localVerdict(d, probe);
    if (local === null) continue; // the device would take it: not a probe of a refusal
    const answer = await session.post<{ rejected: { code?: string; reason: string }[] }>(
      '/api/sync/push',
      {
        clientId: random.uuid(),
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [{ id: 1, ...probe }],
      },
    );
    const server = answer.body.rejected?.[0];
    const code = server ? (server.code ?? server.reason) : `accepted (${answer.status})`;
    if (code !== local)
      throw new InvariantViolation(
        'refusals-deterministic',
        `${probe.name}: the device refuses it with ${local}, the server answers ${code}`,
      );
    compared++;
  }
  return compared;
}
