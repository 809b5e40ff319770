import { planSells } from '@trilha/shared';
import { limitingPlanOf } from '../billing/current-plan';
import type { Sql } from '../db/connect';
import { inTransaction } from '../db/transaction';
import { type PostOutcome, postBody } from './post-body';
import { SIGNATURE_HEADER, signatureHeader } from './signature';

/** How deliveries go out; the defaults are the server's, tests shorten them. */
export interface DeliveryOptions {
  /** WEBHOOK_ALLOW_PRIVATE: whether loopback and private addresses may be called. */
  allowPrivate: boolean;
  /** How long one try may take before it counts as failed. */
  timeoutMs: number;
  /** The wait before the 2nd try; each try after doubles it (up to maxDelayMs). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Tries of one delivery before it is given up as failed. */
  maxAttempts: number;
  /** Failed tries in a row after which the endpoint is paused and its owner told. */
  pauseAfter: number;
  /** How often the worker looks for due deliveries. */
  pollMs: number;
  /** How many deliveries one look takes at most. */
  batchSize: number;
  /** Days a delivery that ended (delivered or given up) is kept, for its owner to look into. */
  keepDays: number;
  /** How often a process forgets the deliveries past keepDays (and once as it starts). */
  forgetEveryMs: number;
}

export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = {
  allowPrivate: false,
  timeoutMs: 10_000,
  baseDelayMs: 30_000,
  maxDelayMs: 6 * 60 * 60_000,
  maxAttempts: 8,
  pauseAfter: 10,
  pollMs: 2_000,
  batchSize: 20,
  keepDays: 30,
  forgetEveryMs: 60 * 60_000,
};

/** Rows one statement forgets at most: a long backlog goes in short statements, not one lock. */
const FORGET_BATCH = 1_000;

interface Claimed {
  id: string;
  endpointId: string;
  accountId: string;
  url: string;
  secret: string;
  body: string;
  attempts: number;
}

/** The wait after the `attempts`-th failed try: base, 2×base, 4×base… capped. */
export const retryDelayMs = (attempts: number, options: DeliveryOptions) =>
  Math.min(options.baseDelayMs * 2 ** Math.max(0, attempts - 1), options.maxDelayMs);

const succeeded = (outcome: PostOutcome) =>
  'statusCode' in outcome && outcome.statusCode >= 200 && outcome.statusCode < 300;

/**
 * Sends the webhooks' outbox (decision 0027), in the API process. Several processes on one
 * database share the work: a look claims due deliveries with FOR UPDATE SKIP LOCKED and moves
 * their next try past the time a try may take (a lease), so no other process takes them while
 * this one tries. A process that dies mid-try leaves them due again once the lease ends.
 */
export class WebhookDeliveryWorker {
  readonly options: DeliveryOptions;
  private timer: NodeJS.Timeout | undefined;
  private forgetTimer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private forgetting: Promise<void> | undefined;

  constructor(
    private readonly sql: Sql,
    options: Partial<DeliveryOptions> = {},
  ) {
    this.options = { ...DEFAULT_DELIVERY_OPTIONS, ...options };
  }

  /** Looks for due deliveries every pollMs, until stopped. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.deliverDue().catch(warn), this.options.pollMs);
    this.timer.unref();
    // A laptop's server may never run an hour: it forgets as it starts too.
    const forget = () => {
      this.forgetting ??= this.forgetEnded()
        .then(() => undefined, warnForget)
        .finally(() => {
          this.forgetting = undefined;
        });
    };
    forget();
    this.forgetTimer = setInterval(forget, this.options.forgetEveryMs);
    this.forgetTimer.unref();
  }

  /**
   * Stops looking, and waits for the look and the forgetting under way (tests close their
   * database after).
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearInterval(this.forgetTimer);
    this.timer = undefined;
    await Promise.all([this.running?.catch(() => undefined), this.forgetting]);
  }

  /**
   * Deletes the deliveries that ended more than keepDays ago (decision 0027): the outbox is also
   * the history its owner reads, and without this it grew by a row per event and endpoint for
   * ever. A pending one is never forgotten. Several processes may do it at once: a row goes once.
   * Resolves how many went.
   */
  async forgetEnded(): Promise<number> {
    let forgotten = 0;
    for (;;) {
      const gone = await this.sql`
        DELETE FROM webhook_deliveries WHERE id IN (
          SELECT id FROM webhook_deliveries
          WHERE status <> 'pending'
            AND created_at < now() - ${this.options.keepDays} * interval '1 day'
          LIMIT ${FORGET_BATCH})`;
      forgotten += gone.count;
      if (gone.count < FORGET_BATCH) return forgotten;
    }
  }

  /** One look: claims the due deliveries and tries each. Resolves how many were tried. */
  deliverDue(): Promise<number> {
    this.running ??= this.look().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async look(): Promise<number> {
    const claimed = await this.claim();
    const sold = await this.accountsWithIntegrations(claimed);
    await Promise.all(
      claimed.map((delivery) =>
        sold.has(delivery.accountId) ? this.attempt(delivery) : this.unsold(delivery),
      ),
    );
    return claimed.length;
  }

  /**
   * The accounts whose plan still sells integrations (decision 0022; administrators always): an
   * account that left Enterprise keeps its endpoints, but nothing more is sent for it.
   */
  private async accountsWithIntegrations(claimed: Claimed[]): Promise<Set<string>> {
    const accounts = [...new Set(claimed.map((delivery) => delivery.accountId))];
    const plans = await Promise.all(accounts.map((id) => limitingPlanOf(this.sql, id)));
    return new Set(
      accounts.filter((_, index) => {
        const plan = plans[index];
        return !plan || planSells(plan, 'integrations');
      }),
    );
  }

  /** A delivery of an account whose plan no longer sells integrations: given up, unsent. */
  private async unsold(delivery: Claimed): Promise<void> {
    await this.sql`
      UPDATE webhook_deliveries SET status = 'failed', last_error = 'plan_limit'
      WHERE id = ${delivery.id}`;
  }

  private claim(): Promise<Claimed[]> {
    const leaseMs = this.options.timeoutMs + 30_000;
    return inTransaction(
      this.sql,
      (tx) => tx<Claimed[]>`
        WITH due AS (
          SELECT d.id FROM webhook_deliveries d
          JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.status = 'active'
          WHERE d.status = 'pending' AND d.next_attempt_at <= now()
          ORDER BY d.next_attempt_at, d.seq
          LIMIT ${this.options.batchSize}
          FOR UPDATE OF d SKIP LOCKED)
        UPDATE webhook_deliveries d
        SET next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
        FROM due, webhook_endpoints e
        WHERE d.id = due.id AND e.id = d.endpoint_id
        RETURNING d.id, d.endpoint_id, e.account_id, e.url, e.secret, d.body, d.attempts`,
    );
  }

  private async attempt(delivery: Claimed): Promise<void> {
    const outcome = await postBody(
      new URL(delivery.url),
      delivery.body,
      { [SIGNATURE_HEADER]: signatureHeader(delivery.secret, delivery.body, new Date()) },
      this.options,
    ).catch((error: Error): PostOutcome => ({ error: error.message }));
    await (succeeded(outcome) ? this.delivered(delivery, outcome) : this.failed(delivery, outcome));
  }

  private async delivered(delivery: Claimed, outcome: PostOutcome): Promise<void> {
    const statusCode = 'statusCode' in outcome ? outcome.statusCode : null;
    await inTransaction(this.sql, async (tx) => {
      await tx`
        UPDATE webhook_deliveries
        SET status = 'delivered', attempts = attempts + 1, last_status_code = ${statusCode},
            last_error = NULL, delivered_at = now()
        WHERE id = ${delivery.id}`;
      await tx`UPDATE webhook_endpoints SET consecutive_failures = 0 WHERE id = ${delivery.endpointId}`;
    });
  }

  /**
   * A failed try: tried again after a longer wait, or given up after maxAttempts; the endpoint
   * is paused after pauseAfter failed tries in a row, which its owner sees on the Integrações
   * screen and the dashboard.
   */
  private async failed(delivery: Claimed, outcome: PostOutcome): Promise<void> {
    const attempts = delivery.attempts + 1;
    const statusCode = 'statusCode' in outcome ? outcome.statusCode : null;
    const error = 'error' in outcome ? outcome.error : `HTTP ${outcome.statusCode}`;
    const giveUp = attempts >= this.options.maxAttempts;
    const delayMs = retryDelayMs(attempts, this.options);
    await inTransaction(this.sql, async (tx) => {
      await tx`
        UPDATE webhook_deliveries
        SET status = ${giveUp ? 'failed' : 'pending'}, attempts = ${attempts},
            last_status_code = ${statusCode}, last_error = ${error},
            next_attempt_at = now() + ${delayMs} * interval '1 millisecond'
        WHERE id = ${delivery.id}`;
      await tx`
        UPDATE webhook_endpoints
        SET consecutive_failures = consecutive_failures + 1,
            status = CASE WHEN consecutive_failures + 1 >= ${this.options.pauseAfter}
                          THEN 'paused' ELSE status END,
            paused_at = CASE WHEN consecutive_failures + 1 >= ${this.options.pauseAfter}
                             AND status = 'active' THEN now() ELSE paused_at END
        WHERE id = ${delivery.endpointId}`;
    });
  }
}

const warn = (error: unknown) => console.warn('webhooks: a delivery round failed', error);
const warnForget = (error: unknown) =>
  console.warn('webhooks: could not forget the old deliveries', error);
