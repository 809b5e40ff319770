import { type PlanFeature, planSells } from '@trilha/shared';
import { useSubscription } from './current-plan';

/** A feature the account's plan does not sell: what the upgrade hint tells the user. */
export interface UnsoldFeature {
  feature: PlanFeature;
  planName: string;
}

/**
 * Whether the signed-in account's plan leaves out `feature` (docs/decisions/0022), from the plan
 * cached on this device. An unknown plan (never read here) or an administrator is never
 * refused: the server decides, and its refusal is shown the same way.
 */
export function useUnsoldFeature(feature: PlanFeature): UnsoldFeature | null {
  const summary = useSubscription();
  if (!summary || summary.unlimited || planSells(summary.plan, feature)) return null;
  return { feature, planName: summary.plan.displayName };
}
