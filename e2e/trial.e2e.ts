import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { StripeStandIn } from '../api/test/stripe-stand-in';
import { launchChromium } from './browser';
import { screenshot, signIn, signUpByApi } from './helpers';
import { type RunningApp, startApp } from './server';

// The trial's last days, in the browser: the notice, 'Assinar agora', and Stripe Checkout (a
// stand-in serving its pages) whose subscription first charges when the trial ends.

const HOUR_MS = 60 * 60 * 1000;
const STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'] as const;

let stripe: StripeStandIn;
let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  stripe = new StripeStandIn({ checkoutPages: true });
  // startApp passes its environment on: the app's Stripe SDK talks to the stand-in.
  process.env.STRIPE_API_URL = await stripe.start();
  process.env.STRIPE_SECRET_KEY = 'sk_test_e2e';
  process.env.STRIPE_WEBHOOK_SECRET = stripe.webhookSecret;
  [app, browser] = await Promise.all([startApp(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await stripe?.stop();
  for (const name of STRIPE_ENV) delete process.env[name];
});

/** Starts the 7-day trial of Pro (monthly) for the signed-in page; when it ends. */
async function startProTrial(page: Page): Promise<number> {
  const trialEndsAt = await page.evaluate(async () => {
    const plans = (await (await fetch('/api/subscription-plans')).json()) as {
      id: string;
      name: string;
    }[];
    const pro = plans.find((plan) => plan.name === 'pro');
    await fetch('/api/create-checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ planId: pro?.id, billingPeriod: 'monthly' }),
    });
    const summary = (await (await fetch('/api/subscription')).json()) as { trialEndsAt: string };
    return summary.trialEndsAt;
  });
  return Date.parse(trialEndsAt);
}

/** Stripe tells the app the Checkout was paid, as its webhook does. */
async function deliverCheckoutCompleted(sessionId: string) {
  const { session } = stripe.completeCheckout(sessionId);
  const { payload, signature } = stripe.event('checkout.session.completed', session);
  const response = await fetch(`${app.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  expect(response.status).toBe(200);
  return session;
}

let adminCreated = false;

it.each([
  [1024, 768],
  [390, 844],
])(
  'a trial in its last days shows the notice, and “Assinar agora” reaches Checkout, billing from the trial’s end (%i×%i)',
  async (width, height) => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(app.url);
    if (!adminCreated) {
      await signUpByApi(page); // the first account is the administrator
      adminCreated = true;
    }
    const account = await signUpByApi(page);
    await signIn(page, app.url, account);
    const trialEndsAt = await startProTrial(page);

    // Five days in (on this device's clock): the plan is read, and no notice yet.
    await context.clock.install({ time: trialEndsAt - 50 * HOUR_MS });
    await page.goto(`${app.url}/profile`);
    await page.getByRole('region', { name: 'Plano e cobrança' }).getByText('Plano Pro').waitFor();
    expect(await page.getByTestId('trial-ending-notice').count()).toBe(0);
    await context.close();

    // A day and a half before the end: the notice, on the dashboard, the projects and the profile.
    const later = await browser.newContext({ locale: 'pt-BR', viewport: { width, height } });
    const device = await later.newPage();
    await later.clock.install({ time: trialEndsAt - 36 * HOUR_MS });
    await signIn(device, app.url, account);
    const notice = device.getByTestId('trial-ending-notice');
    await notice.getByText('Seu teste grátis está acabando').waitFor();
    await notice
      .getByText(/^Seu teste grátis do plano Pro termina em \d{2}\/\d{2}\/\d{4}\./)
      .waitFor();
    await screenshot(device, `trial-ending-dashboard-${width}`);
    if (width === 1024) {
      await device.setViewportSize({ width: 1440, height: 900 });
      await screenshot(device, 'trial-ending-dashboard-1440');
      await device.setViewportSize({ width, height });
    }
    await device.goto(`${app.url}/projects`);
    await notice.getByRole('button', { name: 'Assinar agora' }).waitFor();
    await screenshot(device, `trial-ending-projects-${width}`);
    await device.goto(`${app.url}/profile`);
    const billing = device.getByRole('region', { name: 'Plano e cobrança' });
    await billing.getByTestId('trial-ending-notice').waitFor();
    await screenshot(device, `trial-ending-profile-${width}`);

    // 'Assinar agora': Stripe Checkout, for Pro, whose subscription first charges at the end.
    await device.goto(`${app.url}/dashboard`);
    await notice.getByRole('button', { name: 'Assinar agora' }).click();
    await device.getByRole('heading', { name: 'Stripe Checkout (stand-in)' }).waitFor();
    const sessionId = (await device.getByTestId('checkout-session').textContent()) ?? '';
    const trialEnd = Math.ceil(trialEndsAt / 1000);
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      mode: 'subscription',
      subscription_data: { trial_end: String(trialEnd), metadata: { billingPeriod: 'monthly' } },
    });
    expect(await device.getByTestId('checkout-first-charge').textContent()).toBe(
      new Date(trialEnd * 1000).toISOString(),
    );

    // Paid: back in the app, the trial is a subscription, and the notice has nothing to offer.
    const session = await deliverCheckoutCompleted(sessionId);
    await device.goto(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId));
    await device.getByText('Assinatura confirmada!').waitFor();
    await device
      .getByText(/^Seu plano agora é Pro\. A primeira cobrança será em \d{2}\/\d{2}\/\d{4}, quando/)
      .waitFor();
    await screenshot(device, `trial-paid-return-${width}`);
    await device.goto(`${app.url}/profile`);
    await billing.getByText(/^Primeira cobrança em \d{2}\/\d{2}\/\d{4}/).waitFor();
    expect(await device.getByTestId('trial-ending-notice').count()).toBe(0);
    await later.close();
  },
  240_000, // five screens at one size, on a shared machine
);
