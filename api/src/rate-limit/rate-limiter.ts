import { createHash } from 'node:crypto';
import type { Sql } from '../db/connect';

/** A budget: `burst` events at once, then one more every `intervalMs` (a rate, not a wall). */
export interface RateRule {
  /** Names the counter, so two rules never share keys. */
  name: string;
  burst: number;
  intervalMs: number;
}

/** How often a take() also sweeps away rows whose time has passed (they mean nothing). */
const SWEEP_EVERY = 500;

/**
 * Rate limits kept in Postgres, so every API process on the database counts together, with the
 * generic cell rate algorithm: one timestamp per key, one statement per check, no locks held.
 * Times come from this process's clock (injectable for tests): nodes a few seconds apart only
 * shift a limit by those seconds.
 */
export class RateLimiter {
  private takes = 0;

  constructor(
    private readonly sql: Sql,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one event. Returns 0 when it was within the budget, otherwise the seconds until it
   * would be (and the event is not counted).
   */
  async take(rule: RateRule, subject: string): Promise<number> {
    const key = keyOf(rule, subject);
    const now = this.now();
    if (++this.takes % SWEEP_EVERY === 0) await this.sweep(now);
    const [counted] = await this.sql`
      INSERT INTO rate_limits AS r (key, full_at) VALUES (${key}, ${new Date(now + rule.intervalMs)})
      ON CONFLICT (key) DO UPDATE
        SET full_at = greatest(r.full_at, ${new Date(now)}) + ${rule.intervalMs} * interval '1 millisecond'
        WHERE r.full_at <= ${new Date(now + (rule.burst - 1) * rule.intervalMs)}
      RETURNING 1`;
    return counted ? 0 : this.secondsUntilAllowed(rule, key, now);
  }

  /** Seconds until one more event would be within the budget (0: now), counting nothing. */
  async waitSeconds(rule: RateRule, subject: string): Promise<number> {
    return this.secondsUntilAllowed(rule, keyOf(rule, subject), this.now());
  }

  private async secondsUntilAllowed(rule: RateRule, key: string, now: number): Promise<number> {
    const [row] = await this.sql<{ fullAt: Date }[]>`
      SELECT full_at FROM rate_limits WHERE key = ${key}`;
    if (!row) return 0;
    const allowedAt = row.fullAt.getTime() - (rule.burst - 1) * rule.intervalMs;
    return allowedAt <= now ? 0 : Math.max(1, Math.ceil((allowedAt - now) / 1000));
  }

  private async sweep(now: number): Promise<void> {
    await this.sql`DELETE FROM rate_limits WHERE full_at < ${new Date(now)}`;
  }
}

/** Fixed-size keys whatever the subject (addresses and usernames come from the client). */
function keyOf(rule: RateRule, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
}
