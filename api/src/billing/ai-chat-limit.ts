import { allowsOneMore, PLAN_LIMIT_CODE, planLimitMessage, type User } from '@trilha/shared';
import { chatRepliesThisMonth } from '../ai/chat-usage';
import type { Queryable } from '../db/connect';
import { ApiError } from '../http/errors';
import { billingClock } from './clock';
import { limitingPlanOf } from './current-plan';

/**
 * Before asking the AI mentor: 429 with the plan's message once the account has used its
 * aiChatLimit this calendar month (the AI module counts the replies). Administrators are not
 * limited. Plugged into the mentor's routes as their `checkChatAllowance`.
 */
export async function assertWithinAiChatLimit(
  sql: Queryable,
  user: Pick<User, 'id'>,
): Promise<void> {
  const [plan, used] = await Promise.all([
    limitingPlanOf(sql, user.id),
    chatRepliesThisMonth(sql, user.id, billingClock.now()),
  ]);
  if (plan && plan.aiChatLimit !== null && !allowsOneMore(plan.aiChatLimit, used)) {
    throw new ApiError(
      429,
      PLAN_LIMIT_CODE,
      planLimitMessage('aiChatLimit', plan, plan.aiChatLimit),
    );
  }
}
