import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

/**
 * Stripe's form encoding ('items[0][price]=p', 'metadata[userId]=u') back into nested objects.
 * Array indices stay object keys ('0'), which is all the stand-in needs to read them.
 */
function parseForm(body: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = result;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Json;
      }
    }
  }
  return result;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Stripe Checkout refuses a `subscription_data[trial_end]` less than 48 hours away. */
const CHECKOUT_MIN_TRIAL_SECONDS = 48 * HOUR;

const invalidRequest = (message: string, param?: string) => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...(param && { param }) } },
});

/** A trial_end as Stripe checks it: a whole unix timestamp at least 48 hours ahead of `now`. */
function checkTrialEnd(value: unknown, now: number) {
  const param = 'subscription_data[trial_end]';
  if (typeof value !== 'string' || !/^\d+$/.test(value))
    return invalidRequest('Invalid integer: trial_end must be a unix timestamp', param);
  if (Number(value) < now + CHECKOUT_MIN_TRIAL_SECONDS)
    return invalidRequest('trial_end must be at least 48 hours in the future.', param);
  return undefined;
}

/**
 * A small local Stripe: the real SDK points at it through STRIPE_API_URL and it answers the
 * calls Trilha makes (customers, prices, Checkout, subscriptions, the billing portal) from
 * memory. Tests drive the other side — a customer paying on the Checkout page, Stripe changing
 * a subscription — and sign the webhook events the way Stripe does.
 */
export class StripeStandIn {
  readonly webhookSecret = 'whsec_trilha_test';
  readonly customers = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  /** Every call received, as 'METHOD /path', to assert what Trilha asked of Stripe. */
  readonly calls: string[] = [];
  /**
   * Stripe's clock, in unix seconds: what a trial_end is checked against and when a paid
   * subscription starts. Tests that move Trilha's billing clock move this one with it.
   */
  now: () => number = () => Math.floor(Date.now() / 1000);
  private server: Server | undefined;
  private address: string | undefined;
  private counter = 0;
  private readonly signer = new Stripe('sk_test_signer');

  /**
   * `checkoutPages`: the Checkout sessions' urls lead to a page this stand-in serves (for a
   * browser journey), instead of an address that only names the session.
   */
  constructor(private readonly options: { checkoutPages?: boolean } = {}) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(
        ({ status, body }) => {
          const page = typeof body === 'string';
          response.writeHead(status, {
            'content-type': page ? 'text/html; charset=utf-8' : 'application/json',
          });
          response.end(page ? body : JSON.stringify(body));
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: String(error), type: 'api_error' } }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.address = `http://127.0.0.1:${port}`;
    return this.address;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private nextId(prefix: string) {
    this.counter += 1;
    return `${prefix}_${this.counter.toString().padStart(6, '0')}`;
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const params = parseForm(await readBody(request));
    const route = `${request.method} ${url.pathname}`;
    this.calls.push(route);
    const notFound = {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` },
      },
    };
    if (route === 'POST /v1/customers') {
      const customer = { id: this.nextId('cus'), object: 'customer', ...params };
      this.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (route === 'POST /v1/prices') {
      const price = { id: this.nextId('price'), object: 'price', ...params };
      this.prices.set(price.id, price);
      return { status: 200, body: price };
    }
    if (route === 'POST /v1/checkout/sessions') {
      const trialEnd = (params.subscription_data as Json | undefined)?.trial_end;
      const refusal = trialEnd === undefined ? undefined : checkTrialEnd(trialEnd, this.now());
      if (refusal) return refusal;
      const id = this.nextId('cs');
      const session = {
        id,
        object: 'checkout.session',
        url: this.options.checkoutPages
          ? `${this.address}/checkout/${id}`
          : `https://checkout.stripe.test/${id}`,
        subscription: null,
        ...params,
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
    }
    const checkoutPage = url.pathname.match(/^\/checkout\/(\w+)$/);
    if (request.method === 'GET' && checkoutPage && this.options.checkoutPages) {
      const session = this.sessions.get(checkoutPage[1] ?? '');
      return session ? { status: 200, body: this.checkoutPage(session) } : notFound;
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      const id = this.nextId('bps');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/${id}`,
          ...params,
        },
      };
    }
    const subscriptionMatch = url.pathname.match(/^\/v1\/subscriptions\/([\w]+)$/);
    const subscription = subscriptionMatch && this.subscriptions.get(subscriptionMatch[1] ?? '');
    if (!subscription) return notFound;
    if (request.method === 'GET') return { status: 200, body: subscription };
    if (request.method === 'POST')
      return { status: 200, body: this.updateSubscription(subscription, params) };
    return notFound;
  }

  private updateSubscription(subscription: Json, params: Json): Json {
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
    }
    if (params.metadata)
      subscription.metadata = { ...(subscription.metadata as Json), ...(params.metadata as Json) };
    const newItem = (params.items as Json | undefined)?.['0'] as Json | undefined;
    if (newItem?.price) {
      const item = this.itemOf(subscription);
      item.price = { id: newItem.price, object: 'price' };
      subscription.latest_proration = params.proration_behavior;
    }
    return subscription;
  }

  /** What the customer sees on the Checkout page: the plan and when the first charge is. */
  private checkoutPage(session: Json): string {
    const trialEnd = (session.subscription_data as Json | undefined)?.trial_end;
    const firstCharge = trialEnd ? new Date(Number(trialEnd) * 1000).toISOString() : 'today';
    const metadata = (session.metadata ?? {}) as Json;
    return `<!doctype html><title>Stripe Checkout (stand-in)</title>
<h1>Stripe Checkout (stand-in)</h1>
<p data-testid="checkout-session">${String(session.id)}</p>
<p data-testid="checkout-plan">${String(metadata.planId)} ${String(metadata.billingPeriod)}</p>
<p data-testid="checkout-first-charge">${firstCharge}</p>`;
  }

  private itemOf(subscription: Json): Json {
    return (subscription.items as { data: Json[] }).data[0] as Json;
  }

  /**
   * The customer pays on the Checkout page: Stripe makes an active subscription — or, when the
   * session asked for a trial_end, one that is trialing until then, its first period ending
   * there (the first charge).
   */
  completeCheckout(sessionId: string, options: { status?: string; periodStart?: number } = {}) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const start = options.periodStart ?? this.now();
    const price = ((session.line_items as Json)['0'] as Json).price as string;
    const subscriptionData = (session.subscription_data ?? {}) as Json;
    const trialEnd =
      subscriptionData.trial_end === undefined ? null : Number(subscriptionData.trial_end);
    const id = this.nextId('sub');
    const subscription: Json = {
      id,
      object: 'subscription',
      customer: session.customer,
      status: options.status ?? (trialEnd ? 'trialing' : 'active'),
      cancel_at_period_end: false,
      cancel_at: null,
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      metadata: subscriptionData.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: this.nextId('si'),
            object: 'subscription_item',
            price: { id: price, object: 'price' },
            current_period_start: start,
            current_period_end: trialEnd ?? start + 30 * DAY,
          },
        ],
      },
    };
    this.subscriptions.set(id, subscription);
    session.subscription = id;
    session.status = 'complete';
    return { session, subscription };
  }

  /** Stripe changes a subscription on its side (a failed payment, the period ending...). */
  setSubscription(id: string, changes: Json) {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    Object.assign(subscription, changes);
    return subscription;
  }

  /** An event as Stripe sends it: its JSON body and a valid Stripe-Signature header. */
  event(type: string, object: Json, options: { id?: string; secret?: string } = {}) {
    const payload = JSON.stringify({
      id: options.id ?? this.nextId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(object) },
    });
    const signature = this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
    });
    return { payload, signature };
  }
}
