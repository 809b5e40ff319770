import * as openid from 'openid-client';
import type { OidcConfig } from './oidc-config';

/** What the browser's round trip to the provider must bring back unchanged (kept server-side). */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The person the provider vouched for, from the ID token and, for what it leaves out, userinfo. */
export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** A new sign-in's random state, nonce and PKCE verifier. */
export const newPendingSignIn = (): PendingSignIn => ({
  state: openid.randomState(),
  nonce: openid.randomNonce(),
  codeVerifier: openid.randomPKCECodeVerifier(),
});

const SCOPE = 'openid email profile';

/**
 * The relying party of single sign-on: the authorization code flow with PKCE, state and nonce
 * (openid-client checks all three, the ID token's signature and the `iss` of the answer). The
 * provider's discovery document is read on first use and kept; a failed read is tried again by
 * the next sign-in, so a provider that was down at start-up does not turn SSO off for good.
 */
export class OidcClient {
  private configuration: Promise<openid.Configuration> | undefined;

  constructor(
    private readonly settings: OidcConfig,
    /** `<APP_URL>/api/auth/oidc/callback`, as registered with the provider. */
    private readonly redirectUri: URL,
  ) {}

  private discovered(): Promise<openid.Configuration> {
    this.configuration ??= openid
      .discovery(
        this.settings.issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        // oidc-config.ts allows http only for a provider on this machine.
        this.settings.issuer.protocol === 'http:'
          ? { execute: [openid.allowInsecureRequests] }
          : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async authorizationUrl(pending: PendingSignIn): Promise<URL> {
    const configuration = await this.discovered();
    return openid.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri.href,
      scope: SCOPE,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await openid.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Redeems the code of the provider's answer (`search`: the callback's query) and reads who
   * signed in. Throws whatever openid-client throws for a refused or forged answer.
   */
  async identityFrom(search: string, pending: PendingSignIn): Promise<OidcIdentity> {
    const configuration = await this.discovered();
    // The registered redirect URI with the answer's query: openid-client sends that URI to the
    // token endpoint, and the address this request reached us at may be a proxy's.
    const callbackUrl = new URL(this.redirectUri);
    callbackUrl.search = search;
    const tokens = await openid.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('the provider sent no ID token');
    // Providers may keep the e-mail for the userinfo endpoint (OpenID Connect Core 5.4).
    const claims: Record<string, unknown> =
      idToken.email === undefined
        ? { ...(await openid.fetchUserInfo(configuration, tokens.access_token, idToken.sub)) }
        : idToken;
    return {
      subject: idToken.sub,
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined,
      // Some providers write the boolean as text.
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: displayName(claims),
    };
  }
}

function displayName(claims: Record<string, unknown>): string | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const full =
    text(claims.name) || [text(claims.given_name), text(claims.family_name)].join(' ').trim();
  return full || text(claims.preferred_username) || undefined;
}
