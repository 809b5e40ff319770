import { message } from '@trilha/shared';
import type { Context } from 'hono';
import type { Config } from '../config';
import { ApiError } from '../http/errors';
import { clientAddress } from '../http/request-info';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter';

/**
 * Unknown tokens from one address, counted like failed sign-ins from one address (auth-limits):
 * 100 at once, then one every 6 seconds. A 256-bit token cannot be guessed anyway; this keeps a
 * broken script from hammering the database with lookups.
 */
export const API_TOKEN_FAILURES_PER_ADDRESS: RateRule = {
  name: 'api-token-address',
  burst: 100,
  intervalMs: 6000,
};

/** The budget of unknown tokens of the request's address. */
export class ApiTokenFailures {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: Pick<Config, 'trustProxy'>,
  ) {}

  /** Throws 429 once the address has sent too many unknown tokens. */
  async check(c: Context): Promise<void> {
    const wait = await this.limiter.waitSeconds(API_TOKEN_FAILURES_PER_ADDRESS, this.address(c));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      const minutes = Math.max(1, Math.ceil(wait / 60));
      throw new ApiError(
        429,
        'too_many_attempts',
        message('api_token.too_many_failures', { minutes }),
      );
    }
  }

  async record(c: Context): Promise<void> {
    await this.limiter.take(API_TOKEN_FAILURES_PER_ADDRESS, this.address(c));
  }

  private address(c: Context): string {
    return clientAddress(c, this.config.trustProxy);
  }
}
