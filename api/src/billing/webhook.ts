import { inTransaction } from '../db/transaction';
import { ApiError } from '../http/errors';
import { applyStripeSubscription } from './apply-stripe-subscription';
import { type BillingDeps, callStripe } from './billing-deps';
import { paymentsNotConfigured, type Stripe, stripeFor } from './stripe-client';

/** The events that can change an account's plan; any other is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
]);

const badSignature = () => new ApiError(400, 'invalid_signature', 'billing.invalid_signature');

/** Checks the Stripe-Signature header against the raw body: anything else is not Stripe. */
export function verifyEvent(deps: BillingDeps, rawBody: string, signature: string | undefined) {
  const secret = deps.stripe.webhookSecret;
  if (!secret) throw paymentsNotConfigured();
  if (!signature) throw badSignature();
  try {
    return stripeFor(deps.stripe).webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badSignature();
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an event is about. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return idOf(event.data.object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    case 'invoice.payment_failed':
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

async function alreadyApplied(deps: BillingDeps, eventId: string) {
  const [row] = await deps.sql`SELECT 1 FROM stripe_events WHERE id = ${eventId}`;
  return row !== undefined;
}

/**
 * Applies a verified event once per event id, in any order (docs/decisions/0012). The event
 * only says *which* subscription changed: its current state is fetched again from Stripe, so
 * an old event arriving late applies today's state, never its own stale copy. The event id is
 * recorded in the same transaction that applies it; a concurrent duplicate waits on that id's
 * unique key and then finds it taken.
 */
export async function applyEvent(
  deps: BillingDeps,
  event: Stripe.Event,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (await alreadyApplied(deps, event.id)) return 'duplicate';
  const subscriptionId = HANDLED_EVENTS.has(event.type) ? subscriptionIdOf(event) : null;
  const subscription = subscriptionId
    ? await callStripe(deps, (stripe) => stripe.subscriptions.retrieve(subscriptionId))
    : null;
  return inTransaction(deps.sql, async (tx) => {
    const [recorded] = await tx`
      INSERT INTO stripe_events (id, type) VALUES (${event.id}, ${event.type})
      ON CONFLICT (id) DO NOTHING RETURNING id`;
    if (!recorded) return 'duplicate' as const;
    if (!subscription) return 'ignored' as const;
    await applyStripeSubscription(tx, subscription);
    return 'applied' as const;
  });
}
