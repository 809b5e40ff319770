import { z } from 'zod';

/** The identity provider of single sign-on (issue 32, docs/decisions/0025). */
export interface OidcConfig {
  /** The provider's issuer identifier; its discovery document is read from it. */
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

const optional = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * https, or http on this machine only (a provider started for development or the tests): the
 * tokens cross this connection.
 */
const issuerUrl = z.url({ error: 'must be an absolute URL' }).refine(isSafeIssuer, {
  abort: true,
  message: 'must be an https:// URL (http:// only on localhost)',
});

function isSafeIssuer(value: string): boolean {
  const url = URL.parse(value);
  if (!url) return true; // z.url() has said what is wrong
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  );
}

/** The single sign-on variables of the environment, merged into the server's one schema. */
export const oidcEnvironmentShape = {
  OIDC_ISSUER: optional.pipe(issuerUrl.optional()),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
};

type OidcEnvironment = z.output<z.ZodObject<typeof oidcEnvironmentShape>>;

/** The three go together; a check of the whole environment says so when one is missing. */
export const OIDC_VARIABLES = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

export const oidcVariablesComplete = (env: OidcEnvironment): boolean => {
  const set = OIDC_VARIABLES.filter((name) => env[name] !== undefined).length;
  return set === 0 || set === OIDC_VARIABLES.length;
};

/** None of the variables: single sign-on is off (the button is hidden, its routes refuse). */
export function oidcConfigFrom(env: OidcEnvironment): OidcConfig | undefined {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return undefined;
  return {
    issuer: new URL(env.OIDC_ISSUER),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
  };
}
