import {
  deferred,
  dotCreateSchema,
  idSchema,
  type MessageCode,
  type VotingSession,
  type VotingSessionStatus,
} from '@trilha/shared';
import type { z } from 'zod';
import type { ChildEntity } from './entities';
import { MutationRejected } from './mutation-rejected';
import type { MutationTransaction } from './mutation-transaction';
import type { Mutator } from './mutator-args';
import { authorOf, byId } from './mutator-args';
import { idTaken, notFound } from './refusals';

/**
 * The rules of dot voting that differ from any phase record (docs/decisions/0016). The generic
 * child mutators give the rest: sessions, participants, timers and rounds are created, updated
 * field by field (last writer wins) and deleted like the phase records; deleting a session or a
 * participant takes their dots along (DEPENDENTS in mutators.ts); a participant's session and a
 * note's round must be records of the same project (checkLinks there).
 *
 * What is NOT checked here, on purpose: budgets and stacking. Two tablets offline cannot know
 * each other's dots, so refusing an overspent dot on push would depend on which tablet synced
 * first and would hide the overspending from the facilitator. Every dot is stored; the tally
 * (shared/src/dot-tally.ts) decides which count, the same way on every device.
 */

/** Dots are add-only: never updated, only placed and (while voting) taken back. */
const ADD_ONLY: ReadonlySet<ChildEntity> = new Set(['dots']);
export const isAddOnly = (entity: ChildEntity) => ADD_ONLY.has(entity);

/** Why a session refuses dots once it is no longer open for voting. */
const SESSION_NOT_VOTING = {
  revealed: 'sync.voting_revealed',
  closed: 'sync.voting_closed',
} as const satisfies Record<Exclude<VotingSessionStatus, 'voting'>, MessageCode>;

/**
 * The session, which must be a live session of `projectId` still open for voting. A dot that
 * reaches the server after the reveal is refused, whatever its device's clock said: the server
 * applies pushes in arrival order, so every device learns the same outcome (the refusal is kept
 * on the placing device for the person to read).
 */
async function votingSessionOf(
  tx: MutationTransaction,
  projectId: string,
  sessionId: string,
): Promise<VotingSession> {
  const session = await tx.get('votingSessions', sessionId);
  if (session?.projectId !== projectId) throw notFound('votingSessions');
  if (session.status !== 'voting')
    throw new MutationRejected('conflict', SESSION_NOT_VOTING[session.status]);
  return session;
}

/**
 * A timed vote (docs/decisions/0029) ends at its `endsAt`: a dot placed at or after it is refused
 * (by the placing device's clock, as the tally judges it: shared/src/dot-tally.ts), and no dot is
 * taken back once the store's clock has passed it.
 */
function refuseAfterEnd(session: VotingSession, atIso: string): void {
  if (session.endsAt && Date.parse(atIso) >= Date.parse(session.endsAt))
    throw new MutationRejected('conflict', 'sync.voting_ended');
}

const placeArgs = deferred(() => dotCreateSchema.extend({ id: idSchema }));
type PlaceArgs = z.infer<typeof placeArgs>;

export const FACILITATION_MUTATORS: Readonly<Record<string, Mutator>> = {
  'dot.create': {
    args: placeArgs as unknown as z.ZodType<unknown>,
    async apply(tx, rawArgs) {
      const args = rawArgs as PlaceArgs;
      if (!(await tx.get('projects', args.projectId))) throw notFound('projects');
      const status = await tx.idStatus('dots', args.id);
      if (status === 'foreign') throw idTaken();
      // A retried push: the dot is there (or was taken back) already, whatever the session
      // has become since.
      if (status !== 'absent') return;
      const session = await votingSessionOf(tx, args.projectId, args.sessionId);
      refuseAfterEnd(session, args.placedAt);
      const participant = await tx.get('participants', args.participantId);
      if (participant?.sessionId !== session.id) throw notFound('participants');
      const item = await tx.get(session.target, args.itemId);
      if (item?.projectId !== session.projectId) throw notFound(session.target);
      const now = tx.now();
      await tx.insert('dots', { ...args, ...authorOf(tx), createdAt: now, updatedAt: now });
    },
  },

  'dot.delete': {
    args: byId as unknown as z.ZodType<unknown>,
    async apply(tx, rawArgs) {
      const { id } = rawArgs as z.infer<typeof byId>;
      const status = await tx.idStatus('dots', id);
      if (status === 'deleted') return; // taken back on two devices: the same outcome
      const dot = status === 'live' ? await tx.get('dots', id) : undefined;
      if (!dot) throw notFound('dots');
      refuseAfterEnd(await votingSessionOf(tx, dot.projectId, dot.sessionId), tx.now());
      await tx.remove('dots', id);
    },
  },
};
