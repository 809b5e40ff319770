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

const DAY = 24 * 60 * 60;

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
  private server: Server | undefined;
  private counter = 0;
  private readonly signer = new Stripe('sk_test_signer');

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(
        ({ status, body }) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: String(error), type: 'api_error' } }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
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
      const id = this.nextId('cs');
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/${id}`,
        subscription: null,
        ...params,
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
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

  private itemOf(subscription: Json): Json {
    return (subscription.items as { data: Json[] }).data[0] as Json;
  }

  /** The customer pays on the Checkout page: Stripe makes an active subscription. */
  completeCheckout(sessionId: string, options: { status?: string; periodStart?: number } = {}) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const start = options.periodStart ?? Math.floor(Date.now() / 1000);
    const price = ((session.line_items as Json)['0'] as Json).price as string;
    const id = this.nextId('sub');
    const subscription: Json = {
      id,
      object: 'subscription',
      customer: session.customer,
      status: options.status ?? 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: (session.subscription_data as Json | undefined)?.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: this.nextId('si'),
            object: 'subscription_item',
            price: { id: price, object: 'price' },
            current_period_start: start,
            current_period_end: start + 30 * DAY,
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
