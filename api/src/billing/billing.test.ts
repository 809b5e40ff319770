import type { SubscriptionSummary } from '@trilha/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { plansByName, useAccountPool, useBillingTestApp } from '../../test/billing';
import { signedInClient, TEST_ORIGIN, type TestClient } from '../../test/test-app';
import { billingClock } from './clock';

const { context, stripe } = useBillingTestApp();
let plans: Awaited<ReturnType<typeof plansByName>>;

beforeAll(async () => {
  await signedInClient(context); // the first account is the administrator
  plans = await plansByName(context);
});
const freshAccount = useAccountPool(context);

afterEach(() => {
  vi.restoreAllMocks();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const summaryOf = async (client: TestClient) =>
  (await client.get<SubscriptionSummary>('/api/subscription')).body;

/** Moves the billing clock `days` ahead of the real time. */
function daysLater(days: number) {
  const later = new Date(Date.now() + days * DAY_MS);
  vi.spyOn(billingClock, 'now').mockReturnValue(later);
}

/** Sends a signed Stripe event the way Stripe does: no Origin, its own content type. */
async function deliver(event: { payload: string; signature: string }) {
  const response = await context.app.request('/api/stripe/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': event.signature,
    },
    body: event.payload,
  });
  return {
    status: response.status,
    body: (await response.json()) as { outcome?: string; code?: string },
  };
}

/** A user who has had the trial already, so that a paid plan goes through Stripe Checkout. */
async function userAfterTrial() {
  const signedIn = await freshAccount();
  await signedIn.client.post('/api/create-checkout-session', {
    planId: plans.pro.id,
    billingPeriod: 'monthly',
  });
  daysLater(8);
  return signedIn;
}

/** A user in the first hours of the 7-day trial of Pro (monthly), and when it ends. */
async function userOnTrial() {
  const signedIn = await freshAccount();
  await signedIn.client.post('/api/create-checkout-session', {
    planId: plans.pro.id,
    billingPeriod: 'monthly',
  });
  const { trialEndsAt } = await summaryOf(signedIn.client);
  if (!trialEndsAt) throw new Error('the trial did not start');
  return { ...signedIn, trialEndsAt };
}

/** The Checkout session behind a url the server answered. */
const sessionOf = (url: string | undefined) => {
  const session = stripe.sessions.get(url?.split('/').pop() ?? '');
  if (!session) throw new Error(`no checkout session behind ${url}`);
  return session as Record<string, unknown> & {
    id: string;
    subscription_data: { trial_end?: string; metadata: Record<string, string> };
  };
};

/** A moment as Stripe's unix timestamps give it: whole seconds, rounded up. */
const unix = (date: Date | string) => Math.ceil(new Date(date).getTime() / 1000);

/** A user paying Pro through Stripe: checkout, then the customer pays and the webhook arrives. */
async function payingUser(planName: 'pro' | 'team' = 'pro') {
  const signedIn = await userAfterTrial();
  const checkout = await signedIn.client.post<{ url: string }>('/api/create-checkout-session', {
    planId: plans[planName].id,
    billingPeriod: 'monthly',
  });
  const sessionId = checkout.body.url.split('/').pop() ?? '';
  const { session, subscription } = stripe.completeCheckout(sessionId);
  expect((await deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
  return { ...signedIn, subscriptionId: subscription.id as string, session };
}

describe('GET /api/subscription', () => {
  it('puts a new account on Free, with its usage', async () => {
    const { client } = await freshAccount();
    await client.post('/api/projects', { name: 'Projeto 1' });
    const summary = await summaryOf(client);
    expect(summary).toMatchObject({
      status: 'active',
      billingPeriod: null,
      trialEndsAt: null,
      trialUsed: false,
      cancelAtPeriodEnd: false,
      unlimited: false,
      usage: { projects: 1, aiChatThisMonth: 0 },
    });
    expect(summary.plan).toMatchObject({ name: 'free', maxProjects: 3 });
  });

  it('asks a visitor to sign in', async () => {
    expect((await context.client().get('/api/subscription')).status).toBe(401);
  });
});

describe('POST /api/create-checkout-session', () => {
  it('activates Free at once', async () => {
    const { client, user } = await freshAccount();
    const answer = await client.post<{ subscription: Record<string, unknown> }>(
      '/api/create-checkout-session',
      { planId: plans.free.id, billingPeriod: 'monthly' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.subscription).toMatchObject({
      userId: user.id,
      planId: plans.free.id,
      status: 'active',
    });
    expect((await summaryOf(client)).plan.name).toBe('free');
  });

  it('refuses bad input with 400 and an unknown plan with 404', async () => {
    const { client } = await freshAccount();
    const bad = await client.post('/api/create-checkout-session', {
      planId: 'pro',
      billingPeriod: 'weekly',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual(expect.any(String));
    const unknown = await client.post('/api/create-checkout-session', {
      planId: '0190b000-0000-7000-8000-00000000dead',
      billingPeriod: 'monthly',
    });
    expect(unknown.status).toBe(404);
  });

  it('grants a 7-day trial of a paid plan, no card, once; Free again when it ends', async () => {
    const { client } = await freshAccount();
    const callsBefore = stripe.calls.length;
    const answer = await client.post<{ subscription: { status: string } }>(
      '/api/create-checkout-session',
      { planId: plans.pro.id, billingPeriod: 'yearly' },
    );
    expect(answer.body.subscription.status).toBe('trialing');
    expect(stripe.calls.length).toBe(callsBefore); // no payment provider involved

    const trial = await summaryOf(client);
    expect(trial).toMatchObject({ status: 'trialing', billingPeriod: 'yearly', trialUsed: true });
    expect(trial.plan.name).toBe('pro');
    const days = (Date.parse(trial.trialEndsAt ?? '') - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    daysLater(6.9);
    expect((await summaryOf(client)).plan.name).toBe('pro');
    daysLater(7.01);
    const after = await summaryOf(client);
    expect(after).toMatchObject({ status: 'active', trialEndsAt: null, trialUsed: true });
    expect(after.plan.name).toBe('free');

    // The one trial is used: a paid plan now goes through Stripe Checkout.
    const again = await client.post<{ url: string }>('/api/create-checkout-session', {
      planId: plans.team.id,
      billingPeriod: 'monthly',
    });
    expect(again.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });

  it('opens a Stripe Checkout with the user id and plan on the session and the subscription', async () => {
    const { client, user } = await userAfterTrial();
    const answer = await client.post<{ url: string }>('/api/create-checkout-session', {
      planId: plans.team.id,
      billingPeriod: 'yearly',
    });
    expect(answer.status).toBe(200);
    const session = stripe.sessions.get(answer.body.url.split('/').pop() ?? '');
    const metadata = { userId: user.id, planId: plans.team.id, billingPeriod: 'yearly' };
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      metadata,
      subscription_data: { metadata },
      cancel_url: `${TEST_ORIGIN}/pricing`,
      success_url: `${TEST_ORIGIN}/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
    });
    // A price made for the plan on first use, in BRL cents, yearly.
    const price = stripe.prices.get(
      String(
        (session?.line_items as Record<string, Record<string, string>> | undefined)?.['0']?.price,
      ),
    );
    expect(price).toMatchObject({
      currency: 'brl',
      unit_amount: '106900',
      recurring: { interval: 'year' },
    });
  });
});

describe('a trial becoming a subscription', () => {
  it('opens a Checkout whose first charge is the trial’s end, for the trial’s plan or another; nothing changes until it is paid', async () => {
    const { client, user, trialEndsAt } = await userOnTrial();
    daysLater(1);
    for (const name of ['pro', 'team'] as const) {
      const answer = await client.post<{ url?: string; subscription?: unknown }>(
        '/api/create-checkout-session',
        { planId: plans[name].id, billingPeriod: 'yearly' },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.subscription).toBeUndefined();
      const metadata = { userId: user.id, planId: plans[name].id, billingPeriod: 'yearly' };
      expect(sessionOf(answer.body.url)).toMatchObject({
        mode: 'subscription',
        client_reference_id: user.id,
        metadata,
        subscription_data: { metadata, trial_end: String(unix(trialEndsAt)) },
      });
    }
    // Not paid yet: still the Pro trial, ending when it did.
    expect(await summaryOf(client)).toMatchObject({
      status: 'trialing',
      billingPeriod: 'monthly',
      trialEndsAt,
      plan: { name: 'pro' },
    });
  });

  it('puts the first charge 49 hours ahead in the trial’s last two days: Stripe wants at least 48', async () => {
    const { client } = await userOnTrial();
    daysLater(6.5); // half a day left
    const answer = await client.post<{ url?: string }>('/api/create-checkout-session', {
      planId: plans.pro.id,
      billingPeriod: 'monthly',
    });
    expect(answer.status).toBe(200);
    const now = billingClock.now().getTime();
    expect(sessionOf(answer.body.url).subscription_data.trial_end).toBe(
      String(unix(new Date(now + 49 * 60 * 60 * 1000))),
    );
  });

  it('turns the trial into a Stripe subscription of the plan paid for, still free until the trial’s end', async () => {
    const { client, trialEndsAt } = await userOnTrial();
    daysLater(2);
    const checkout = await client.post<{ url: string }>('/api/create-checkout-session', {
      planId: plans.team.id,
      billingPeriod: 'monthly',
    });
    const { session, subscription } = stripe.completeCheckout(sessionOf(checkout.body.url).id);
    expect(subscription).toMatchObject({ status: 'trialing', trial_end: unix(trialEndsAt) });
    const delivered = await deliver(stripe.event('checkout.session.completed', session));
    expect(delivered.body.outcome).toBe('applied');

    const paid = {
      status: 'trialing',
      billingPeriod: 'monthly',
      // No longer Trilha's trial: a subscription whose first charge is at the trial's end.
      trialEndsAt: null,
      currentPeriodEnd: new Date(unix(trialEndsAt) * 1000).toISOString(),
      hasPaymentAccount: true,
      endedTrial: null,
      plan: { name: 'team' },
    };
    expect(await summaryOf(client)).toMatchObject(paid);
    // Past the end of Trilha's trial: Stripe's subscription holds the plan, nothing to tell.
    daysLater(7.2);
    expect(await summaryOf(client)).toMatchObject(paid);
    // Stripe charges at the trial's end and says so.
    const charged = stripe.setSubscription(String(subscription.id), { status: 'active' });
    await deliver(stripe.event('customer.subscription.updated', charged));
    expect(await summaryOf(client)).toMatchObject({ status: 'active', plan: { name: 'team' } });
  });

  it('tells the account once that an unpaid trial ended and it is back on Free, whatever the device', async () => {
    const { client, payload, trialEndsAt } = await userOnTrial();
    expect((await summaryOf(client)).endedTrial).toBeNull();
    // Nothing has ended yet: acknowledging now does not silence the notice to come.
    expect((await client.post('/api/subscription/ended-trial/seen')).status).toBe(200);

    daysLater(7.01);
    const otherDevice = context.client();
    await otherDevice.post('/api/auth/login', {
      username: payload.email,
      password: payload.password,
    });
    for (const device of [client, otherDevice]) {
      expect(await summaryOf(device)).toMatchObject({
        plan: { name: 'free' },
        status: 'active',
        trialEndsAt: null,
        endedTrial: { planName: 'Pro', endedAt: trialEndsAt },
      });
    }
    const seen = await client.post<SubscriptionSummary>('/api/subscription/ended-trial/seen');
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ endedTrial: null, plan: { name: 'free' } });
    expect((await summaryOf(otherDevice)).endedTrial).toBeNull();
    expect((await otherDevice.post('/api/subscription/ended-trial/seen')).status).toBe(200);
    expect((await context.client().post('/api/subscription/ended-trial/seen')).status).toBe(401);
  });

  it('has nothing to tell after Free was chosen during the trial', async () => {
    const { client } = await userOnTrial();
    await client.post('/api/create-checkout-session', {
      planId: plans.free.id,
      billingPeriod: 'monthly',
    });
    daysLater(8);
    expect(await summaryOf(client)).toMatchObject({ plan: { name: 'free' }, endedTrial: null });
  });
});

describe('POST /api/stripe/webhook', () => {
  it('puts the account on the plan it paid for, once the payment is confirmed', async () => {
    const { client, subscriptionId } = await payingUser('team');
    const summary = await summaryOf(client);
    expect(summary).toMatchObject({
      status: 'active',
      billingPeriod: 'monthly',
      hasPaymentAccount: true,
    });
    expect(summary.plan.name).toBe('team');
    expect(stripe.subscriptions.get(subscriptionId)).toBeDefined();
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { client } = await userAfterTrial();
    const checkout = await client.post<{ url: string }>('/api/create-checkout-session', {
      planId: plans.pro.id,
      billingPeriod: 'monthly',
    });
    const { session } = stripe.completeCheckout(checkout.body.url.split('/').pop() ?? '');
    const forged = stripe.event('checkout.session.completed', session, {
      secret: 'whsec_not_ours',
    });
    const answer = await deliver(forged);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_signature' });
    const unsigned = await deliver({ ...forged, signature: '' });
    expect(unsigned.status).toBe(400);
    const tampered = stripe.event('checkout.session.completed', session);
    expect(
      (await deliver({ ...tampered, payload: tampered.payload.replace('complete', 'open') }))
        .status,
    ).toBe(400);
    expect((await summaryOf(client)).plan.name).toBe('free');
  });

  it('applies an event once: a replay, and concurrent duplicates, change nothing more', async () => {
    const { client, subscriptionId } = await payingUser();
    const update = stripe.event(
      'customer.subscription.updated',
      stripe.subscriptions.get(subscriptionId) ?? {},
    );
    const outcomes = await Promise.all([deliver(update), deliver(update), deliver(update)]);
    expect(outcomes.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(outcomes.map((response) => response.body.outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);
    const [recorded] = await context.db
      .sql`SELECT count(*)::int AS n FROM stripe_events WHERE id = ${JSON.parse(update.payload).id}`;
    expect(recorded?.n).toBe(1);
    const replay = (await deliver(update)).body;
    expect(replay.outcome).toBe('duplicate');
    expect((await summaryOf(client)).plan.name).toBe('pro');
  });

  it('ends up right whatever the order: a late "created" does not undo a later change', async () => {
    const { client, subscriptionId } = await userAfterTrial().then(async (signedIn) => {
      const checkout = await signedIn.client.post<{ url: string }>('/api/create-checkout-session', {
        planId: plans.pro.id,
        billingPeriod: 'monthly',
      });
      const { subscription } = stripe.completeCheckout(checkout.body.url.split('/').pop() ?? '', {
        status: 'incomplete',
      });
      return { ...signedIn, subscriptionId: subscription.id as string };
    });
    const created = stripe.event(
      'customer.subscription.created',
      stripe.subscriptions.get(subscriptionId) ?? {},
    );
    const paid = stripe.setSubscription(subscriptionId, { status: 'active' });
    const updated = stripe.event('customer.subscription.updated', paid);
    expect((await deliver(updated)).status).toBe(200);
    expect((await deliver(created)).status).toBe(200); // older, arrives last
    const summary = await summaryOf(client);
    expect(summary.status).toBe('active');
    expect(summary.plan.name).toBe('pro');
  });

  it('follows a failed payment and a deletion: Free once the paid period is over', async () => {
    const { client, subscriptionId } = await payingUser();
    const pastDue = stripe.setSubscription(subscriptionId, { status: 'past_due' });
    await deliver(
      stripe.event('invoice.payment_failed', {
        id: 'in_1',
        object: 'invoice',
        parent: { subscription_details: { subscription: subscriptionId } },
      }),
    );
    expect(await summaryOf(client)).toMatchObject({ status: 'past_due', plan: { name: 'pro' } });
    const canceled = stripe.setSubscription(subscriptionId, { ...pastDue, status: 'canceled' });
    await deliver(stripe.event('customer.subscription.deleted', canceled));
    // Still inside the period paid for: the plan stays until its end.
    const { plan, currentPeriodEnd } = await summaryOf(client);
    expect(plan.name).toBe('pro');
    // Nothing to cancel or resume any more; a paid plan now goes through a new checkout.
    expect((await client.post('/api/subscription/resume')).status).toBe(409);
    const again = await client.post<{ url?: string }>('/api/create-checkout-session', {
      planId: plans.pro.id,
      billingPeriod: 'monthly',
    });
    expect(again.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    daysLater((Date.parse(currentPeriodEnd ?? '') - Date.now()) / DAY_MS + 1);
    expect((await summaryOf(client)).plan.name).toBe('free');
  });

  it('acknowledges events it does not handle', async () => {
    const other = stripe.event('customer.created', { id: 'cus_other', object: 'customer' });
    const answer = await deliver(other);
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('ignored');
  });
});

describe('cancel, resume, change and the billing portal', () => {
  it('cancels at the end of the period, keeps the plan until then, and resumes', async () => {
    const { client, subscriptionId } = await payingUser();
    const canceled = await client.post<SubscriptionSummary>('/api/subscription/cancel');
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
      plan: { name: 'pro' },
    });
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    expect((await client.post('/api/subscription/cancel')).status).toBe(409);

    const resumed = await client.post<SubscriptionSummary>('/api/subscription/resume');
    expect(resumed.body).toMatchObject({ cancelAtPeriodEnd: false, plan: { name: 'pro' } });
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
  });

  it('has nothing to cancel on Free', async () => {
    const { client } = await freshAccount();
    const answer = await client.post('/api/subscription/cancel');
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/Free/);
  });

  it('changes a paying plan at once, prorated by Stripe, without a second subscription', async () => {
    const { client, subscriptionId } = await payingUser();
    const sessionsBefore = stripe.sessions.size;
    const answer = await client.post<{ subscription: { planId: string } }>(
      '/api/create-checkout-session',
      {
        planId: plans.team.id,
        billingPeriod: 'yearly',
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.subscription.planId).toBe(plans.team.id);
    expect(stripe.sessions.size).toBe(sessionsBefore);
    expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({
      latest_proration: 'create_prorations',
      metadata: { planId: plans.team.id, billingPeriod: 'yearly' },
    });
    expect(await summaryOf(client)).toMatchObject({
      billingPeriod: 'yearly',
      plan: { name: 'team' },
    });
  });

  it('choosing Free while paying cancels at the end of the period instead of at once', async () => {
    const { client } = await payingUser();
    await client.post('/api/create-checkout-session', {
      planId: plans.free.id,
      billingPeriod: 'monthly',
    });
    expect(await summaryOf(client)).toMatchObject({
      cancelAtPeriodEnd: true,
      plan: { name: 'pro' },
    });
  });

  it('opens the billing portal for a paying account only', async () => {
    const { client } = await payingUser();
    const portal = await client.post<{ url: string }>('/api/billing-portal');
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const { client: freeClient } = await freshAccount();
    expect((await freeClient.post('/api/billing-portal')).status).toBe(409);
  });
});
