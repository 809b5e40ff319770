import { type Message, message, safeReturnPath } from '@trilha/shared';
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
/** Where the person was going, as the web app's login page names it (`?next=`). */
const RETURN_PARAM = 'next';

/** What a step of the round trip knows of where the person was going. */
interface Trip {
  returnPath: string | null;
}

/** A failure of the round trip, as the login page will word it. */
class SsoRefusal extends Error {
  constructor(readonly detail: Message) {
    super(detail.code);
  }
}

/** The reason a failed step is shown with: its own, or 'sso.failed' for a fault (logged). */
function refusalOf(error: unknown): Message {
  if (error instanceof SsoRefusal) return error.detail;
  if (error instanceof ApiError && error.status < 500) return error.detail;
  console.error('single sign-on failed', error);
  return message('sso.failed');
}

/**
 * Single sign-on with OpenID Connect (issue 32, docs/decisions/0025). Both ends of the round
 * trip are browser navigations, so every failure is a redirect to /login with a coded reason,
 * never an error page: `GET /` says whether SSO is on (for the button), `GET /start` sends the
 * browser to the provider, `GET /callback` signs the person in and sends them where they were
 * going (`?next=` at the start), or to the dashboard.
 */
export function oidcRoutes(deps: AppDeps) {
  const { sql, config } = deps;
  const limits = new AuthLimits(deps.rateLimiter, config);
  const client =
    config.oidc && new OidcClient(config.oidc, new URL('/api/auth/oidc/callback', config.appUrl));

  /** /login saying why, and still on its way to where the person was going (`next`). */
  const refusedTo = (c: Context, detail: Message, returnPath: string | null) => {
    const query = new URLSearchParams({ [SSO_ERROR_PARAM]: detail.code });
    for (const [name, value] of Object.entries(detail.params ?? {})) query.set(name, String(value));
    if (returnPath) query.set(RETURN_PARAM, returnPath);
    return c.redirect(`/login?${query}`);
  };

  /**
   * Runs a step of the round trip; what goes wrong becomes the reason shown at /login, which
   * keeps the page the person was going to (`trip.returnPath`, as far as the step has learnt it).
   */
  const roundTrip = async (c: Context, trip: Trip, step: () => Promise<Response>) => {
    try {
      return await step();
    } catch (error) {
      return refusedTo(c, refusalOf(error), trip.returnPath);
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
    .get('/start', (c) => {
      const trip: Trip = { returnPath: safeReturnPath(c.req.query(RETURN_PARAM)) };
      return roundTrip(c, trip, async () => {
        if (!client) throw new SsoRefusal(message('sso.not_configured'));
        // Each start stores a pending sign-in: an address may not store them without end.
        await limits.takeSsoStart(c);
        const pending = newPendingSignIn();
        const url = await fromProvider(() => client.authorizationUrl(pending));
        await rememberSignIn(sql, pending, trip.returnPath);
        writeStateCookie(c, pending.state, isSecureContext(c, config));
        return c.redirect(url.href);
      });
    })
    .get('/callback', (c) => {
      const trip: Trip = { returnPath: null };
      return roundTrip(c, trip, async () => {
        if (!client) throw new SsoRefusal(message('sso.not_configured'));
        const browserState = takeStateCookie(c, isSecureContext(c, config));
        const state = c.req.query('state');
        const taken = state && state === browserState ? await takeSignIn(sql, state) : undefined;
        if (!taken) throw new SsoRefusal(message('sso.state_mismatch'));
        trip.returnPath = safeReturnPath(taken.returnPath);
        const search = new URL(c.req.url).search;
        const person = await fromProvider(() => client.identityFrom(search, taken.pending));
        if (!person.email || !person.emailVerified) {
          throw new SsoRefusal(message('sso.email_unverified'));
        }
        const userId = await accountForPerson(sql, { email: person.email, name: person.name });
        await openSession(c, deps, userId);
        return c.redirect(trip.returnPath ?? AFTER_SIGN_IN);
      });
    });
}
