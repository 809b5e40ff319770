import { type Message, message } from '@trilha/shared';
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { ApiError } from '../../http/errors';
import { isSecureContext } from '../../http/request-info';
import { AuthLimits } from '../auth-limits';
import { openSession } from '../sign-in';
import { newPendingSignIn, OidcClient } from './oidc-client';
import { rememberSignIn, takeSignIn } from './pending-sign-ins';
import { accountForPerson } from './sso-account';
import { takeStateCookie, writeStateCookie } from './state-cookie';

/** Where a signed-in person lands, and where a failed round trip says why (`?sso_error=`). */
const AFTER_SIGN_IN = '/dashboard';
const SSO_ERROR_PARAM = 'sso_error';

/** A failure of the round trip, as the login page will word it. */
class SsoRefusal extends Error {
  constructor(readonly detail: Message) {
    super(detail.code);
  }
}

/**
 * Single sign-on with OpenID Connect (issue 32, docs/decisions/0025). Both ends of the round
 * trip are browser navigations, so every failure is a redirect to /login with a coded reason,
 * never an error page: `GET /` says whether SSO is on (for the button), `GET /start` sends the
 * browser to the provider, `GET /callback` signs the person in and sends them to the dashboard.
 */
export function oidcRoutes(deps: AppDeps) {
  const { sql, config } = deps;
  const limits = new AuthLimits(deps.rateLimiter, config);
  const client =
    config.oidc && new OidcClient(config.oidc, new URL('/api/auth/oidc/callback', config.appUrl));

  const refusedTo = (c: Context, detail: Message) => {
    const query = new URLSearchParams({ [SSO_ERROR_PARAM]: detail.code });
    for (const [name, value] of Object.entries(detail.params ?? {})) query.set(name, String(value));
    return c.redirect(`/login?${query}`);
  };

  /** Runs a step of the round trip; what goes wrong becomes the reason shown at /login. */
  const roundTrip = async (c: Context, step: () => Promise<Response>) => {
    try {
      return await step();
    } catch (error) {
      if (error instanceof SsoRefusal) return refusedTo(c, error.detail);
      if (error instanceof ApiError && error.status < 500) return refusedTo(c, error.detail);
      console.error('single sign-on failed', error);
      return refusedTo(c, message('sso.failed'));
    }
  };

  /** What the provider answered or failed to: logged for the operator, shown as one reason. */
  const fromProvider = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      console.warn('single sign-on: the identity provider refused or failed:', String(error));
      throw new SsoRefusal(message('sso.provider_error'));
    }
  };

  return new Hono<AppEnv>()
    .get('/', (c) => c.json({ enabled: client !== undefined }))
    .get('/start', (c) =>
      roundTrip(c, async () => {
        if (!client) throw new SsoRefusal(message('sso.not_configured'));
        // Each start stores a pending sign-in: an address may not store them without end.
        await limits.takeSsoStart(c);
        const pending = newPendingSignIn();
        const url = await fromProvider(() => client.authorizationUrl(pending));
        await rememberSignIn(sql, pending);
        writeStateCookie(c, pending.state, isSecureContext(c, config));
        return c.redirect(url.href);
      }),
    )
    .get('/callback', (c) =>
      roundTrip(c, async () => {
        if (!client) throw new SsoRefusal(message('sso.not_configured'));
        const browserState = takeStateCookie(c, isSecureContext(c, config));
        const state = c.req.query('state');
        const pending = state && state === browserState ? await takeSignIn(sql, state) : undefined;
        if (!pending) throw new SsoRefusal(message('sso.state_mismatch'));
        const search = new URL(c.req.url).search;
        const person = await fromProvider(() => client.identityFrom(search, pending));
        if (!person.email || !person.emailVerified) {
          throw new SsoRefusal(message('sso.email_unverified'));
        }
        const userId = await accountForPerson(sql, { email: person.email, name: person.name });
        await openSession(c, deps, userId);
        return c.redirect(AFTER_SIGN_IN);
      }),
    );
}
