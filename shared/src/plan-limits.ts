import { type Message, message } from './messages/catalogue';
import type { ExportFormat, SubscriptionPlan } from './schemas/plans';

/** The limits a plan sells, each a count of something (null: unlimited). */
export const PLAN_LIMITS = [
  'maxProjects',
  'maxPersonasPerProject',
  'aiChatLimit',
  'libraryArticlesCount',
  'maxUsersPerTeam',
  'maxRoomGuests',
] as const;
export type PlanLimit = (typeof PLAN_LIMITS)[number];

/** The error code of a refusal because of a plan limit, on REST answers and sync rejections. */
export const PLAN_LIMIT_CODE = 'plan_limit';

/** Whether one more item fits under a limit, `used` being how many exist already. */
export function allowsOneMore(limit: number | null | undefined, used: number): boolean {
  return limit === null || limit === undefined || used < limit;
}

/**
 * The refusal of a creation because of a plan limit: a code with the limit and the plan's name,
 * which each reader turns into text in their language (docs/decisions/0018).
 */
export function planLimitMessage(
  limit: PlanLimit,
  plan: Pick<SubscriptionPlan, 'displayName'>,
  max: number,
): Message {
  return message(`plan_limit.${limit}`, { max, plan: plan.displayName });
}

/** The export formats no plan gates: the JSON backup is the user's own data. */
export const UNGATED_EXPORT_FORMATS = ['json'] as const;
export type AnyExportFormat = ExportFormat | (typeof UNGATED_EXPORT_FORMATS)[number];

/**
 * Whether a plan lets its user export in `format`. The JSON backup is never gated; while the
 * plan is not known yet (undefined) nothing is refused, because a missing cache must not lock
 * people out of their own work — the next read of the plan settles it.
 */
export function canExport(
  plan: Pick<SubscriptionPlan, 'exportFormats'> | undefined,
  format: AnyExportFormat,
): boolean {
  if (format === 'json' || plan === undefined) return true;
  return plan.exportFormats.includes(format);
}
