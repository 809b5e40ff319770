import type { AppDeps } from '../app-env';
import type { MutationLog } from '../upstream/outbox';
import { webhookEventLog } from '../webhooks/event-recorder';

/** One log that hands what was applied to each of `logs` in turn, in the same transaction. */
export function combineLogs(...logs: (MutationLog | undefined)[]): MutationLog {
  const present = logs.filter((log): log is MutationLog => log !== undefined);
  return {
    prepare(tx) {
      for (const log of present) log.prepare?.(tx);
    },
    async append(tx, applied) {
      if (applied.length === 0) return;
      for (const log of present) await log.append(tx, applied);
    },
  };
}

/**
 * Where every write (REST and sync push, through ProjectWriteAccess.run) is recorded: a hub's
 * outbox for the cloud when this server is one (decision 0021), and the outgoing webhooks'
 * events always (decision 0027).
 */
export const mutationLogOf = (deps: Pick<AppDeps, 'upstream'>): MutationLog =>
  combineLogs(deps.upstream?.log, webhookEventLog);
