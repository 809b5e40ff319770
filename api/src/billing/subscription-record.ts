import type { BillingPeriod, SubscriptionStatus } from '@trilha/shared';
import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '../db/connect';

/** The account's one subscription record (user_subscriptions), as stored. */
export interface SubscriptionRecord {
  id: string;
  userId: string;
  planId: string;
  stripeSubscriptionId: string | null;
  status: SubscriptionStatus;
  billingPeriod: BillingPeriod;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEndsAt: Date | null;
  trialStartedAt: Date | null;
  /** When the account was told that its trial ended unpaid (set once, by any device). */
  trialEndSeenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What a change writes: everything but the ids, the trial's start (kept once set) and when its
 * end was told (set by markEndedTrialSeen only).
 */
export type SubscriptionState = Pick<
  SubscriptionRecord,
  | 'planId'
  | 'stripeSubscriptionId'
  | 'status'
  | 'billingPeriod'
  | 'currentPeriodStart'
  | 'currentPeriodEnd'
  | 'cancelAtPeriodEnd'
  | 'trialEndsAt'
>;

export async function findSubscription(
  sql: Queryable,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRecord | undefined> {
  const [row] = options.forUpdate
    ? await sql<SubscriptionRecord[]>`
        SELECT * FROM user_subscriptions WHERE user_id = ${userId} FOR UPDATE`
    : await sql<SubscriptionRecord[]>`SELECT * FROM user_subscriptions WHERE user_id = ${userId}`;
  return row;
}

/**
 * Locks the account for a billing change: two checkouts (or a checkout and a webhook) of one
 * account are applied one after the other, never interleaved.
 */
export async function lockAccount(sql: Queryable, userId: string): Promise<void> {
  await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
}

/**
 * Writes the account's subscription (one record per account, updated in place) and mirrors it
 * on the user record's subscription fields. `trialStartedAt` is only ever set, never cleared.
 */
export async function saveSubscription(
  sql: Queryable,
  userId: string,
  state: SubscriptionState,
  options: { trialStartedAt?: Date; stripeCustomerId?: string | null } = {},
): Promise<SubscriptionRecord> {
  const row = {
    id: uuidv7(),
    userId,
    planId: state.planId,
    stripeSubscriptionId: state.stripeSubscriptionId,
    status: state.status,
    billingPeriod: state.billingPeriod,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    trialEndsAt: state.trialEndsAt,
    trialStartedAt: options.trialStartedAt ?? null,
    updatedAt: new Date(),
  };
  const [saved] = await sql<SubscriptionRecord[]>`
    INSERT INTO user_subscriptions ${sql(row)}
    ON CONFLICT (user_id) DO UPDATE SET
      plan_id = excluded.plan_id,
      stripe_subscription_id = excluded.stripe_subscription_id,
      status = excluded.status,
      billing_period = excluded.billing_period,
      current_period_start = excluded.current_period_start,
      current_period_end = excluded.current_period_end,
      cancel_at_period_end = excluded.cancel_at_period_end,
      trial_ends_at = excluded.trial_ends_at,
      trial_started_at = coalesce(user_subscriptions.trial_started_at, excluded.trial_started_at),
      updated_at = excluded.updated_at
    RETURNING *`;
  await sql`
    UPDATE users SET
      subscription_plan_id = ${state.planId},
      stripe_subscription_id = ${state.stripeSubscriptionId},
      subscription_status = ${state.status},
      subscription_end_date = ${state.trialEndsAt ?? state.currentPeriodEnd},
      stripe_customer_id = coalesce(${options.stripeCustomerId ?? null}, stripe_customer_id),
      updated_at = now()
    WHERE id = ${userId}`;
  if (!saved) throw new Error('saving the subscription returned no row');
  return saved;
}

export async function findStripeCustomerId(sql: Queryable, userId: string): Promise<string | null> {
  const [row] = await sql<{ stripeCustomerId: string | null }[]>`
    SELECT stripe_customer_id FROM users WHERE id = ${userId}`;
  return row?.stripeCustomerId ?? null;
}

/** Which account a Stripe subscription belongs to, for events that do not carry our metadata. */
export async function findUserIdByStripeSubscription(
  sql: Queryable,
  stripeSubscriptionId: string,
): Promise<string | undefined> {
  const [row] = await sql<{ userId: string }[]>`
    SELECT user_id FROM user_subscriptions WHERE stripe_subscription_id = ${stripeSubscriptionId}`;
  return row?.userId;
}
