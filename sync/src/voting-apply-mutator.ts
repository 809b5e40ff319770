import { deferred, idSchema, VOTES_MAX } from '@trilha/shared';
import { z } from 'zod';
import { MutationRejected } from './mutation-rejected';
import type { Mutator } from './mutator-args';
import { notFound } from './refusals';

/**
 * 'Somar aos votos' of a dot-voting session (docs/decisions/0016, "Voting UI"): adds each
 * item's dots to its votes and records on the session that it was done, in ONE mutation.
 *
 * Once per session, on every device: the mutator does nothing when the session it runs against
 * already has `appliedAt`. Two tablets that both apply offline each see their own apply locally;
 * the server runs the first that arrives and makes the second a no-op, and each tablet's queue
 * is replayed on the server's state after its pull, so every device ends with the votes added
 * once. The counts are the applying device's tally (the same tallyDots every device runs).
 */
const applyArgs = deferred(() =>
  z.object({
    id: idSchema,
    counts: z
      .array(z.object({ itemId: idSchema, dots: z.int().min(1).max(VOTES_MAX) }))
      .max(10_000),
  }),
);

export const VOTING_APPLY_MUTATORS: Readonly<Record<string, Mutator>> = {
  'votingSession.apply': {
    args: applyArgs as unknown as z.ZodType<unknown>,
    async apply(tx, rawArgs) {
      const { id, counts } = rawArgs as z.infer<typeof applyArgs>;
      const session = await tx.get('votingSessions', id);
      if (!session) throw notFound('votingSessions');
      if (session.appliedAt) return; // applied already, here or by another device
      if (session.status === 'voting') {
        throw new MutationRejected('invalid', 'sync.reveal_before_apply');
      }
      // Everything is read before anything is written (mutators refuse before writing). An item
      // deleted since the vote is skipped; a count never pushes votes past their maximum.
      const additions: { itemId: string; delta: number }[] = [];
      for (const { itemId, dots } of counts) {
        const item = await tx.get(session.target, itemId);
        if (item?.projectId !== session.projectId) continue;
        const delta = Math.min(dots, VOTES_MAX - item.votes);
        if (delta > 0) additions.push({ itemId, delta });
      }
      for (const { itemId, delta } of additions) await tx.addVotes(session.target, itemId, delta);
      const now = tx.now();
      await tx.update('votingSessions', id, { appliedAt: now, updatedAt: now });
    },
  },
};
