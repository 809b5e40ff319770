import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { ApiError } from '../http/errors';
import { stripeFor } from './stripe-client';

describe('Stripe configuration', () => {
  it('reads the three variables, STRIPE_API_URL as a URL', () => {
    const { stripe } = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: new URL('http://127.0.0.1:12111'),
    });
  });

  it('stops the server on a STRIPE_API_URL that is not a URL, naming the variable', () => {
    expect(() => loadConfig({ STRIPE_API_URL: 'stripe.local' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_API_URL: 'stripe.local' })).toThrow(/STRIPE_API_URL/);
  });

  it('leaves payments off when unset: using them answers 503', () => {
    const { stripe } = loadConfig({});
    expect(stripe).toEqual({ secretKey: undefined, webhookSecret: undefined, apiUrl: undefined });
    const refusal = (() => {
      try {
        stripeFor(stripe);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 503, code: 'payments_not_configured' });
  });
});
