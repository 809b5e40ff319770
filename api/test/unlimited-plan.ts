import type { PlanName } from '@trilha/shared';
import { v7 as uuidv7 } from 'uuid';
import type { Sql } from '../src/db/connect';

/**
 * Puts an account on a plan, paid through a made-up Stripe subscription that never ends (Free:
 * no subscription at all). Replaces the plan it had.
 */
export async function putOnPlan(sql: Sql, userId: string, name: PlanName): Promise<void> {
  await sql`DELETE FROM user_subscriptions WHERE user_id = ${userId}`;
  if (name === 'free') return;
  const [plan] = await sql<{ id: string }[]>`
    SELECT id FROM subscription_plans WHERE name = ${name}`;
  if (!plan) throw new Error(`the ${name} plan is missing from the test database`);
  await sql`
    INSERT INTO user_subscriptions ${sql({
      id: uuidv7(),
      userId,
      planId: plan.id,
      stripeSubscriptionId: `sub_test_${userId}`,
      status: 'active',
      billingPeriod: 'yearly',
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date('2999-01-01T00:00:00Z'),
    })}`;
}

/**
 * Puts an account on the Enterprise plan (no limits). Test accounts start there so that tests
 * about anything but plans are never stopped by the Free plan's 3 projects; tests about plans
 * take the account to the plan they are about (putOnPlan, or api/test/billing.ts's
 * useAccountPool).
 */
export async function putOnUnlimitedPlan(sql: Sql, userId: string): Promise<void> {
  const [existing] = await sql`SELECT 1 FROM user_subscriptions WHERE user_id = ${userId}`;
  if (!existing) await putOnPlan(sql, userId, 'enterprise');
}
