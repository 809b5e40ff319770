import { allowsOneMore, type SubscriptionSummary } from '@trilha/shared';

/** The limits the browser checks before a create (the server checks them again). */
export type CheckedLimit =
  | 'maxProjects'
  | 'maxPersonasPerProject'
  | 'aiChatLimit'
  | 'libraryArticlesCount';

/** A limit the account has reached: what the notice tells the user. */
export interface ReachedLimit {
  limit: CheckedLimit;
  max: number;
  planName: string;
}

/**
 * Whether one more item is over the account's plan, from the plan cached on this device. An
 * unknown plan (never read here) or an administrator is never refused: the server decides.
 */
export function reachedLimit(
  summary: SubscriptionSummary | undefined,
  limit: CheckedLimit,
  used: number,
): ReachedLimit | null {
  if (!summary || summary.unlimited) return null;
  const max = summary.plan[limit];
  if (max === null || allowsOneMore(max, used)) return null;
  return { limit, max, planName: summary.plan.displayName };
}
