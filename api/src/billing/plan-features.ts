import { PLAN_LIMIT_CODE, type PlanFeature, planFeatureMessage, planSells } from '@trilha/shared';
import type { Queryable } from '../db/connect';
import { ApiError } from '../http/errors';
import { limitingPlanOf } from './current-plan';

/**
 * The gate of the features a plan sells as a yes or no (docs/decisions/0022), for REST and sync
 * alike. Who pays decides: an account's own features (templates, SSO, API tokens, webhooks)
 * follow its own plan; a project's (its AI analysis, its comments) follow the plan of the
 * project's owner, so the people a Team customer invites get what the customer pays for.
 * Administrators are not limited.
 */
export async function refuseUnlessPlanSells(
  sql: Queryable,
  accountId: string,
  feature: PlanFeature,
): Promise<void> {
  const plan = await limitingPlanOf(sql, accountId);
  if (plan && !planSells(plan, feature)) {
    throw new ApiError(403, PLAN_LIMIT_CODE, planFeatureMessage(feature, plan));
  }
}

/** The same gate for a project's feature: the owner's plan decides (none for a missing project). */
export async function refuseUnlessProjectPlanSells(
  sql: Queryable,
  projectId: string,
  feature: PlanFeature,
): Promise<void> {
  const [project] = await sql<{ ownerId: string }[]>`
    SELECT owner_id FROM projects WHERE id = ${projectId}`;
  if (project) await refuseUnlessPlanSells(sql, project.ownerId, feature);
}
