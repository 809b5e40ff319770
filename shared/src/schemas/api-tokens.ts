import { z } from 'zod';
import { idSchema, text, timestampSchema } from './common';
import { deferred } from './deferred';

// Personal API tokens (issue 32, 'An API for customers'; docs/decisions/0026): a program acts
// for its account on the REST API with `Authorization: Bearer trl_…`.

/** What a token may do: 'read' only reads (GET), 'write' also changes. */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_NAME_MAX = 80;
/** The prefix every token starts with: recognisable in a config file or a secret scanner. */
export const API_TOKEN_PREFIX = 'trl_';

export const apiTokenScopeSchema = deferred(() =>
  z.enum(API_TOKEN_SCOPES, { error: 'validation.api_token_scope_invalid' }),
);

/** POST /api/tokens */
export const createApiTokenSchema = deferred(() =>
  z.object({
    name: text({ error: 'validation.name_required' })
      .trim()
      .min(1, 'validation.name_required')
      .max(API_TOKEN_NAME_MAX, 'validation.max_chars'),
    scopes: z
      .array(apiTokenScopeSchema)
      .min(1, 'validation.api_token_scope_required')
      .max(API_TOKEN_SCOPES.length, 'validation.max_items'),
  }),
);
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

/** A token as GET /api/tokens lists it: never its secret. */
export const apiTokenSchema = deferred(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    scopes: z.array(apiTokenScopeSchema),
    createdAt: timestampSchema,
    lastUsedAt: timestampSchema.nullable(),
  }),
);
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer of POST /api/tokens: the only time the secret is shown. */
export const createdApiTokenSchema = deferred(() =>
  apiTokenSchema.omit({ lastUsedAt: true }).extend({ token: z.string() }),
);
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
