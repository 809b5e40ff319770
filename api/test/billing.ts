import { afterAll, beforeAll } from 'vitest';
import { billingClock } from '../src/billing/clock';
import { StripeStandIn } from './stripe-stand-in';
import { signedInClient, type TestContext, useTestApp } from './test-app';

/**
 * A test app whose payments go to a StripeStandIn (the real SDK, through STRIPE_API_URL). The
 * stand-in starts before the app so its address can be put in the app's configuration.
 */
export function useBillingTestApp(): { context: TestContext; stripe: StripeStandIn } {
  const stripe = new StripeStandIn();
  // One time for both sides: a test that moves Trilha's billing clock moves Stripe's too.
  stripe.now = () => Math.floor(billingClock.now().getTime() / 1000);
  const env: Record<string, string> = {
    STRIPE_SECRET_KEY: 'sk_test_trilha',
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  };
  beforeAll(async () => {
    env.STRIPE_API_URL = await stripe.start();
  });
  afterAll(() => stripe.stop());
  return { context: useTestApp(env), stripe };
}

export interface PlanSummary {
  id: string;
  name: string;
}

/** The active plans by name, as the pricing page reads them. */
export async function plansByName(context: TestContext) {
  const { body } = await context.client().get<PlanSummary[]>('/api/subscription-plans');
  return Object.fromEntries(body.map((plan) => [plan.name, plan])) as Record<
    'free' | 'pro' | 'team' | 'enterprise',
    PlanSummary
  >;
}

/**
 * Accounts for billing tests without one sign-up each (sign-ups from one address are rate
 * limited): a few accounts signed up once, handed out in turn with their billing history, Stripe
 * customer and projects wiped — as good as new for everything billing looks at.
 */
export function useAccountPool(context: TestContext, size = 4) {
  const pool: Awaited<ReturnType<typeof signedInClient>>[] = [];
  let next = 0;
  beforeAll(async () => {
    for (let i = 0; i < size; i += 1) pool.push(await signedInClient(context));
  });
  return async function freshAccount() {
    const account = pool[next % pool.length];
    next += 1;
    if (!account) throw new Error('the account pool is empty');
    const { sql } = context.db;
    const userId = account.user.id;
    await sql`DELETE FROM user_subscriptions WHERE user_id = ${userId}`;
    await sql`DELETE FROM projects WHERE owner_id = ${userId}`;
    await sql`
      UPDATE users SET stripe_customer_id = NULL, stripe_subscription_id = NULL,
        subscription_plan_id = NULL, subscription_status = 'active', subscription_end_date = NULL
      WHERE id = ${userId}`;
    return account;
  };
}
