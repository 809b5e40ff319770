import {
  allowsOneMore,
  message,
  PLAN_LIMIT_CODE,
  planLimitMessage,
  type SubscriptionPlan,
} from '@trilha/shared';
import { limitingPlanOf } from '../billing/current-plan';
import type { Queryable } from '../db/connect';
import { ApiError } from '../http/errors';
import { countPeople } from './repository';

/** Sharing is sold by the owner's plan; whoever joins, the owner's plan counts the team. */

/** Throws when the owner's plan (null: an administrator) does not sell collaboration. */
function refuseWithoutCollaboration(plan: SubscriptionPlan | null): void {
  if (plan && !plan.hasCollaboration) {
    throw new ApiError(
      403,
      PLAN_LIMIT_CODE,
      message('plan_limit.collaboration', { plan: plan.displayName }),
    );
  }
}

export async function assertCollaborationAllowed(sql: Queryable, ownerId: string): Promise<void> {
  refuseWithoutCollaboration(await limitingPlanOf(sql, ownerId));
}

/** One more person in the project must fit the owner's `maxUsersPerTeam`. */
export async function assertRoomForOneMore(
  sql: Queryable,
  ownerId: string,
  projectId: string,
): Promise<void> {
  const plan = await limitingPlanOf(sql, ownerId);
  if (!plan) return;
  refuseWithoutCollaboration(plan);
  const max = plan.maxUsersPerTeam;
  if (!allowsOneMore(max, await countPeople(sql, projectId))) {
    throw new ApiError(403, PLAN_LIMIT_CODE, planLimitMessage('maxUsersPerTeam', plan, max ?? 0));
  }
}
