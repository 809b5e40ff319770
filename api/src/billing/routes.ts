import { checkoutRequestSchema } from '@trilha/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireUser } from '../auth/session-middleware';
import { bodyLimitOf } from '../http/body-limits';
import { validate } from '../http/validation';
import type { BillingDeps } from './billing-deps';
import { choosePlan } from './choose-plan';
import { subscriptionSummary } from './current-plan';
import { billingPortalUrl, markEndedTrialSeen, setCancelAtPeriodEnd } from './manage-subscription';
import { applyEvent, verifyEvent } from './webhook';

const billingDepsOf = ({ sql, config }: AppDeps): BillingDeps => ({
  sql,
  stripe: config.stripe,
  appUrl: config.appUrl,
});

/** The signed-in account's plan: read it, choose one, cancel or resume, manage the card. */
export function billingRoutes(deps: AppDeps) {
  const billing = billingDepsOf(deps);
  const summaryOf = (user: Parameters<typeof subscriptionSummary>[1]) =>
    subscriptionSummary(deps.sql, user, deps.config.supportUrl);
  return new Hono<AppEnv>()
    .get('/subscription', requireUser, async (c) => c.json(await summaryOf(currentUser(c))))
    .post(
      '/create-checkout-session',
      requireUser,
      validate('json', checkoutRequestSchema),
      async (c) => c.json(await choosePlan(billing, currentUser(c), c.req.valid('json'))),
    )
    .post('/subscription/cancel', requireUser, async (c) => {
      await setCancelAtPeriodEnd(billing, currentUser(c), true);
      return c.json(await summaryOf(currentUser(c)));
    })
    .post('/subscription/resume', requireUser, async (c) => {
      await setCancelAtPeriodEnd(billing, currentUser(c), false);
      return c.json(await summaryOf(currentUser(c)));
    })
    .post('/subscription/ended-trial/seen', requireUser, async (c) => {
      await markEndedTrialSeen(billing, currentUser(c));
      return c.json(await summaryOf(currentUser(c)));
    })
    .post('/billing-portal', requireUser, async (c) =>
      c.json({ url: await billingPortalUrl(billing, currentUser(c)) }),
    );
}

/** Stripe events are small; a larger body is not one. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

/**
 * POST /api/stripe/webhook. Mounted before the same-origin guard, which Stripe cannot pass:
 * the signature over the raw body is what proves the request comes from Stripe.
 */
export function stripeWebhookRoutes(deps: AppDeps) {
  const billing = billingDepsOf(deps);
  return new Hono<AppEnv>().post('/webhook', bodyLimitOf(WEBHOOK_MAX_BYTES), async (c) => {
    const event = verifyEvent(billing, await c.req.text(), c.req.header('stripe-signature'));
    const outcome = await applyEvent(billing, event);
    return c.json({ received: true, outcome });
  });
}
