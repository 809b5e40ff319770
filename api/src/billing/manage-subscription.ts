import type { User } from '@trilha/shared';
import { ApiError, conflict } from '../http/errors';
import type { BillingDeps } from './billing-deps';
import { billingClock } from './clock';
import { effectiveSubscription, unseenEndedTrial } from './effective-subscription';
import { createPortalUrl, setStripeCancelAtPeriodEnd } from './stripe-calls';
import { findStripeCustomerId, findSubscription, saveSubscription } from './subscription-record';

/**
 * POST /api/subscription/cancel (cancel = true) and /resume (false). Cancelling keeps the plan
 * until the end of the period already paid for (or of the trial); resuming takes that back.
 * Free has nothing to cancel: 409.
 */
export async function setCancelAtPeriodEnd(deps: BillingDeps, user: User, cancel: boolean) {
  const record = await findSubscription(deps.sql, user.id);
  const effective = effectiveSubscription(record, billingClock.now());
  if (!record || effective.planId === null) {
    throw conflict('billing.free_plan');
  }
  if (record.status === 'canceled') {
    throw conflict('billing.subscription_ended');
  }
  if (effective.cancelAtPeriodEnd === cancel) {
    throw conflict(cancel ? 'billing.already_canceled' : 'billing.not_canceled');
  }
  if (record.stripeSubscriptionId) {
    await setStripeCancelAtPeriodEnd(deps, record.stripeSubscriptionId, cancel);
    return;
  }
  await saveSubscription(deps.sql, user.id, { ...record, cancelAtPeriodEnd: cancel });
}

/**
 * POST /api/subscription/ended-trial/seen: the account has been told that its trial ended
 * unpaid, on some device; no device tells it again. Only an ended trial is marked — an early
 * call cannot silence the notice to come — and a second call changes nothing.
 */
export async function markEndedTrialSeen(deps: BillingDeps, user: User): Promise<void> {
  const now = billingClock.now();
  const record = await findSubscription(deps.sql, user.id);
  if (!record || !unseenEndedTrial(record, now)) return;
  await deps.sql`
    UPDATE user_subscriptions SET trial_end_seen_at = coalesce(trial_end_seen_at, ${now})
    WHERE id = ${record.id}`;
}

/** POST /api/billing-portal: Stripe's page to manage the card; only for an account that paid. */
export async function billingPortalUrl(deps: BillingDeps, user: User): Promise<string> {
  const customerId = await findStripeCustomerId(deps.sql, user.id);
  if (!customerId) {
    throw new ApiError(409, 'no_payment_account', 'billing.no_payment_account');
  }
  return createPortalUrl(deps, customerId);
}
