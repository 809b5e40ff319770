import type { StripeConfig } from '../config';
import type { Sql } from '../db/connect';
import { ApiError } from '../http/errors';
import { type Stripe, stripeFor } from './stripe-client';

/** What the billing calls need: the database, payments' configuration, and the app's address. */
export interface BillingDeps {
  sql: Sql;
  stripe: StripeConfig;
  appUrl: URL;
}

/**
 * Runs a call to Stripe; a failure there (network, refusal) answers 502 with a message the user
 * can act on, never a bare 500. A 503 for missing configuration passes through.
 */
export async function callStripe<T>(deps: BillingDeps, call: (stripe: Stripe) => Promise<T>) {
  const stripe = stripeFor(deps.stripe);
  try {
    return await call(stripe);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error('stripe call failed', error);
    throw new ApiError(502, 'payment_provider_error', 'billing.payment_provider_error');
  }
}
