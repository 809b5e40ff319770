import type { BillingPeriod, SubscriptionPlan, User } from '@trilha/shared';
import { inTransaction } from '../db/transaction';
import { saveStripePriceId } from '../plans/repository';
import { applyStripeSubscription } from './apply-stripe-subscription';
import { type BillingDeps, callStripe } from './billing-deps';
import type { Stripe } from './stripe-client';

/** The Stripe price of a plan and period, made on first use when none is configured. */
async function priceIdFor(
  deps: BillingDeps,
  stripe: Stripe,
  plan: SubscriptionPlan,
  period: BillingPeriod,
): Promise<string> {
  const configured = period === 'monthly' ? plan.stripePriceIdMonthly : plan.stripePriceIdYearly;
  if (configured) return configured;
  const price = await stripe.prices.create({
    currency: 'brl',
    unit_amount: period === 'monthly' ? plan.priceMonthly : plan.priceYearly,
    recurring: { interval: period === 'monthly' ? 'month' : 'year' },
    product_data: { name: `Trilha ${plan.displayName}` },
    lookup_key: `trilha_${plan.name}_${period}`,
    transfer_lookup_key: true,
  });
  return saveStripePriceId(deps.sql, plan.id, period, price.id);
}

/** The account's Stripe customer, created (and remembered) the first time it pays. */
async function customerIdFor(deps: BillingDeps, stripe: Stripe, user: User): Promise<string> {
  const [known] = await deps.sql<{ stripeCustomerId: string | null }[]>`
    SELECT stripe_customer_id FROM users WHERE id = ${user.id}`;
  if (known?.stripeCustomerId) return known.stripeCustomerId;
  const customer = await stripe.customers.create({
    email: user.email || undefined,
    name: user.name,
    metadata: { userId: user.id },
  });
  const [row] = await deps.sql<{ stripeCustomerId: string }[]>`
    UPDATE users SET stripe_customer_id = coalesce(stripe_customer_id, ${customer.id})
    WHERE id = ${user.id} RETURNING stripe_customer_id`;
  return row?.stripeCustomerId ?? customer.id;
}

const metadataOf = (userId: string, plan: SubscriptionPlan, billingPeriod: BillingPeriod) => ({
  userId,
  planId: plan.id,
  billingPeriod,
});

/**
 * A Stripe Checkout page for a paid plan; the account follows once its webhook arrives. With
 * `firstChargeAt` (bought during the trial) the subscription is trialing until then: Stripe
 * takes the card now and charges from that moment on.
 */
export function createCheckoutUrl(
  deps: BillingDeps,
  user: User,
  plan: SubscriptionPlan,
  billingPeriod: BillingPeriod,
  { firstChargeAt }: { firstChargeAt?: Date } = {},
): Promise<string> {
  return callStripe(deps, async (stripe) => {
    const metadata = metadataOf(user.id, plan, billingPeriod);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: await customerIdFor(deps, stripe, user),
      client_reference_id: user.id,
      line_items: [{ price: await priceIdFor(deps, stripe, plan, billingPeriod), quantity: 1 }],
      metadata,
      subscription_data: {
        metadata,
        // Whole seconds, rounded up: never a second before the trial's end.
        ...(firstChargeAt && { trial_end: Math.ceil(firstChargeAt.getTime() / 1000) }),
      },
      success_url: new URL(
        '/checkout/return?session_id={CHECKOUT_SESSION_ID}',
        deps.appUrl,
      ).href.replace('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}'),
      cancel_url: new URL('/pricing', deps.appUrl).href,
    });
    if (!session.url) throw new Error('Stripe answered a checkout session without a url');
    return session.url;
  });
}

/** Moves a paying subscription to another plan now; Stripe prorates the difference. */
export function changeStripePlan(
  deps: BillingDeps,
  userId: string,
  stripeSubscriptionId: string,
  plan: SubscriptionPlan,
  billingPeriod: BillingPeriod,
): Promise<void> {
  return callStripe(deps, async (stripe) => {
    const current = await stripe.subscriptions.retrieve(stripeSubscriptionId);
    const item = current.items.data[0];
    const updated = await stripe.subscriptions.update(stripeSubscriptionId, {
      items: [
        {
          ...(item && { id: item.id }),
          price: await priceIdFor(deps, stripe, plan, billingPeriod),
        },
      ],
      proration_behavior: 'create_prorations',
      cancel_at_period_end: false,
      metadata: metadataOf(userId, plan, billingPeriod),
    });
    await inTransaction(deps.sql, (tx) => applyStripeSubscription(tx, updated));
  });
}

/** Cancel at the end of the paid period (true), or take that back (false). */
export function setStripeCancelAtPeriodEnd(
  deps: BillingDeps,
  stripeSubscriptionId: string,
  cancel: boolean,
): Promise<void> {
  return callStripe(deps, async (stripe) => {
    const updated = await stripe.subscriptions.update(stripeSubscriptionId, {
      cancel_at_period_end: cancel,
    });
    await inTransaction(deps.sql, (tx) => applyStripeSubscription(tx, updated));
  });
}

/** Stripe's billing portal, where the customer manages the card and sees the invoices. */
export function createPortalUrl(deps: BillingDeps, customerId: string): Promise<string> {
  return callStripe(deps, async (stripe) => {
    const session = await stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: new URL('/profile', deps.appUrl).href,
    });
    return session.url;
  });
}
