import { v7 as uuidv7 } from 'uuid';
import type { Sql } from '../src/db/connect';

/**
 * Puts an account on the Enterprise plan (no limits), paid through a made-up Stripe
 * subscription that never ends. Test accounts start there so that tests about anything but plans
 * are never stopped by the Free plan's 3 projects; tests about plans take the account back to
 * Free by deleting its subscription (api/test/billing.ts, useAccountPool).
 */
export async function putOnUnlimitedPlan(sql: Sql, userId: string): Promise<void> {
  const [plan] = await sql<{ id: string }[]>`
    SELECT id FROM subscription_plans WHERE name = 'enterprise'`;
  if (!plan) throw new Error('the Enterprise plan is missing from the test database');
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
    })}
    ON CONFLICT (user_id) DO NOTHING`;
}
