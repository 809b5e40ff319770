import { PLAN_LIMIT_CODE, planLimitMessage, type User } from '@trilha/shared';
import type { Queryable } from '../db/connect';
import { ApiError } from '../http/errors';
import { freePlan } from '../plans/repository';
import { limitingPlanOf } from './current-plan';

/**
 * libraryArticlesCount: a plan opens the N newest published articles — the first N cards of the
 * library, which lists newest first (created_at, id), so what a reader sees first opens.
 * Visitors read as Free; an administrator reads everything.
 */
async function libraryPlanOf(sql: Queryable, user: Pick<User, 'id'> | null) {
  return user ? limitingPlanOf(sql, user.id) : freePlan(sql);
}

/** How many of the newest published articles `user` may read; null: all of them. */
export async function libraryOpenCount(
  sql: Queryable,
  user: Pick<User, 'id'> | null,
): Promise<number | null> {
  return (await libraryPlanOf(sql, user))?.libraryArticlesCount ?? null;
}

/** Over the limit: 403 with the plan's message. */
export async function assertArticleWithinPlan(
  sql: Queryable,
  user: Pick<User, 'id'> | null,
  articleId: string,
): Promise<void> {
  const plan = await libraryPlanOf(sql, user);
  if (!plan || plan.libraryArticlesCount === null) return;
  const max = plan.libraryArticlesCount;
  const [row] = await sql<{ newer: number }[]>`
    SELECT count(*)::int AS newer FROM articles a, articles target
    WHERE target.id = ${articleId} AND a.published
      AND (a.created_at, a.id) > (target.created_at, target.id)`;
  if ((row?.newer ?? 0) >= max) {
    throw new ApiError(403, PLAN_LIMIT_CODE, planLimitMessage('libraryArticlesCount', plan, max));
  }
}
