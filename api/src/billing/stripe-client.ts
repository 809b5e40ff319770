import Stripe from 'stripe';
import type { StripeConfig } from '../config';
import { ApiError } from '../http/errors';

export type { Stripe };

export const paymentsNotConfigured = () =>
  new ApiError(503, 'payments_not_configured', 'billing.not_configured');

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * The Stripe SDK for this configuration, built once. STRIPE_API_URL (a local stand-in in
 * tests) is split into the SDK's host, port and protocol. Throws the 503 answer when payments
 * are not configured.
 */
export function stripeFor(config: StripeConfig): Stripe {
  const cached = clients.get(config);
  if (cached) return cached;
  if (!config.secretKey) throw paymentsNotConfigured();
  const url = config.apiUrl;
  const protocol = url?.protocol === 'http:' ? 'http' : 'https';
  const client = new Stripe(config.secretKey, {
    // One try: a checkout the user waits for should fail fast rather than hang on retries.
    maxNetworkRetries: 0,
    timeout: 20_000,
    ...(url && {
      host: url.hostname,
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
    }),
  });
  clients.set(config, client);
  return client;
}
