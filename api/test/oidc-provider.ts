import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error oidc-provider ships no types; the tests use a handful of its calls.
import Provider from 'oidc-provider';

/** The claims of a person the provider knows (OpenID Connect's standard names). */
export interface ProviderPerson {
  email: string;
  email_verified: boolean;
  name?: string;
}

export const TEST_CLIENT = { id: 'trilha-test', secret: 'trilha-test-secret' };

/** What the next sign-in at the provider does: sign a person in, or refuse (access_denied). */
type NextAnswer = { person: string } | { refuse: true };

/**
 * A real OpenID provider (node-oidc-provider) on a random local port, for the single sign-on
 * tests. Its sign-in and consent screens are replaced by an interaction that answers at once
 * with `next`: the test says who signs in, the provider does the rest of the protocol for real
 * (codes, PKCE, ID tokens signed with its own key, userinfo).
 */
export async function startOidcProvider(
  people: Record<string, ProviderPerson>,
  redirectUri: string,
) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig' };
  const state: { next: NextAnswer } = { next: { refuse: true } };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['a cookie key of the test provider'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    // Seconds; given so the provider does not print a notice per artifact.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, id: string) => {
      const person = people[id];
      return person && { accountId: id, claims: () => ({ sub: id, ...person }) };
    },
  });
  const providerCallback = provider.callback();

  async function interact(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    let result: Record<string, unknown>;
    if ('refuse' in state.next) result = { error: 'access_denied' };
    else if (details.prompt.name === 'login') result = { login: { accountId: state.next.person } };
    else {
      const grant = new provider.Grant({
        accountId: details.session.accountId,
        clientId: details.params.client_id,
      });
      grant.addOIDCScope('openid email profile');
      result = { consent: { grantId: await grant.save() } };
    }
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
  }

  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    } else providerCallback(req, res);
  });

  return {
    issuer,
    /** The person the next sign-in signs in as, or `{ refuse: true }`. */
    answerNext(next: NextAnswer) {
      state.next = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/** A browser's cookies for one site: what Set-Cookie says, sent back as Cookie. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

/**
 * Follows the provider's redirects, as a browser would, from the authorization URL until the
 * provider sends the browser back to the app: returns that callback address.
 */
export async function walkThroughProvider(authorizationUrl: string, appOrigin: string) {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (new URL(url).origin === appOrigin) return new URL(url);
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url}: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('the provider redirected too many times');
}
