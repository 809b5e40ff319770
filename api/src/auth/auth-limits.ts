import { message } from '@trilha/shared';
import type { Context } from 'hono';
import type { Config } from '../config';
import { ApiError } from '../http/errors';
import { clientAddress } from '../http/request-info';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Failed sign-ins of one account from one address: 10, then one a minute (10 in 10 minutes).
 * The attacked account is blocked for that address; everyone else there still signs in.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateRule = {
  name: 'login-account',
  burst: 10,
  intervalMs: MINUTE,
};

/** Failed sign-ins from one address, any account: a whole room behind one NAT mistyping. */
export const LOGIN_FAILURES_PER_ADDRESS: RateRule = {
  name: 'login-address',
  burst: 100,
  intervalMs: 6 * SECOND,
};

/**
 * Sign-ups from one address (each costs a 19 MiB password hash): 20 at once, then one every
 * 5 seconds. A workshop of 30 behind one address gets through even if all press the button
 * within the same minute; a script gets 12 a minute after its first 20.
 */
export const SIGNUPS_PER_ADDRESS: RateRule = { name: 'signup', burst: 20, intervalMs: 5 * SECOND };

/**
 * Single sign-on round trips started from one address (each keeps a pending sign-in until it
 * expires): a room of 30 pressing 'Entrar com SSO' together twice over gets through; a script
 * gets 30 a minute after its first 60.
 */
export const SSO_STARTS_PER_ADDRESS: RateRule = {
  name: 'sso-start',
  burst: 60,
  intervalMs: 2 * SECOND,
};

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

function tooMany(
  c: Context,
  waitSeconds: number,
  code: 'error.too_many_logins' | 'error.too_many_signups',
): ApiError {
  c.header('Retry-After', String(waitSeconds));
  return new ApiError(429, 'too_many_attempts', message(code, { minutes: minutes(waitSeconds) }));
}

/** The sign-in and sign-up budgets of the request's address (and the account it names). */
export class AuthLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: Pick<Config, 'trustProxy'>,
  ) {}

  /** Throws 429 when this account, from this address, or this address, failed too often. */
  async checkLogin(c: Context, username: string): Promise<void> {
    const subjects = this.loginSubjects(c, username);
    const waits = await Promise.all([
      this.limiter.waitSeconds(LOGIN_FAILURES_PER_ACCOUNT, subjects.account),
      this.limiter.waitSeconds(LOGIN_FAILURES_PER_ADDRESS, subjects.address),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) {
      throw tooMany(c, wait, 'error.too_many_logins');
    }
  }

  async recordLoginFailure(c: Context, username: string): Promise<void> {
    const subjects = this.loginSubjects(c, username);
    await Promise.all([
      this.limiter.take(LOGIN_FAILURES_PER_ACCOUNT, subjects.account),
      this.limiter.take(LOGIN_FAILURES_PER_ADDRESS, subjects.address),
    ]);
  }

  /** Counts a sign-up attempt; throws 429 past the address's budget. */
  async takeSignup(c: Context): Promise<void> {
    const wait = await this.limiter.take(SIGNUPS_PER_ADDRESS, this.address(c));
    if (wait > 0) {
      throw tooMany(c, wait, 'error.too_many_signups');
    }
  }

  /** Counts a single sign-on start; throws 429 past the address's budget (a sign-in attempt). */
  async takeSsoStart(c: Context): Promise<void> {
    const wait = await this.limiter.take(SSO_STARTS_PER_ADDRESS, this.address(c));
    if (wait > 0) {
      throw tooMany(c, wait, 'error.too_many_logins');
    }
  }

  private address(c: Context): string {
    return clientAddress(c, this.config.trustProxy);
  }

  private loginSubjects(c: Context, username: string) {
    const address = this.address(c);
    // The same account however it is typed: sign-in accepts any case and the e-mail too.
    return { address, account: `${address}\n${username.trim().toLowerCase()}` };
  }
}
