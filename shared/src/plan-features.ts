import { type Message, message } from './messages/catalogue';
import type { SubscriptionPlan } from './schemas/plans';

/**
 * The features a plan sells as a yes or no, each behind one of the plan's flags (issue 32,
 * docs/decisions/0022). The server refuses a feature its plan does not sell with 403
 * `plan_limit`; the browser offers it with the way to a plan that does.
 */
export const PLAN_FEATURES = {
  aiAnalysis: 'hasAiAnalysis',
  templates: 'hasAdvancedTools',
  comments: 'hasCommentsAndFeedback',
  sso: 'hasSso',
  customApi: 'hasCustomApi',
  integrations: 'hasCustomIntegrations',
  support: 'has24x7Support',
} as const satisfies Record<string, keyof SubscriptionPlan>;
export type PlanFeature = keyof typeof PLAN_FEATURES;

/**
 * Whether `plan` sells `feature`. `null` is "nothing limits this account" (an administrator);
 * `undefined` is a plan not known yet on this device, which refuses nothing: the server decides.
 */
export function planSells(
  plan: Pick<SubscriptionPlan, (typeof PLAN_FEATURES)[PlanFeature]> | null | undefined,
  feature: PlanFeature,
): boolean {
  return plan == null || plan[PLAN_FEATURES[feature]];
}

/** The refusal of a feature the plan does not sell, with the plan's name. */
export function planFeatureMessage(
  feature: PlanFeature,
  plan: Pick<SubscriptionPlan, 'displayName'>,
): Message {
  return message(`plan_limit.feature_${feature}`, { plan: plan.displayName });
}
