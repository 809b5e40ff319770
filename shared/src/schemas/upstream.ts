import { z } from 'zod';
import { timestampSchema } from './common';
import { deferred } from './deferred';

/**
 * What a room's hub says about its link to the cloud (GET /api/upstream/status, and the answer
 * of every call that changes the link; docs/decisions/0021).
 */
export const upstreamStatusSchema = deferred(() =>
  z.object({
    /** false: a server without UPSTREAM_URL (the cloud itself), where none of this is offered. */
    configured: z.boolean(),
    cloudUrl: z.string().nullable(),
    linked: z.boolean(),
    account: z.object({ name: z.string(), email: z.string() }).nullable(),
    lastSyncAt: timestampSchema.nullable(),
    /** The hub's changes the cloud has not accepted yet. */
    pending: z.number().int().nonnegative(),
    /** Why the last round stopped: a code of the message catalogue, with its parameters. */
    lastError: z
      .object({
        code: z.string(),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      })
      .nullable(),
  }),
);
export type UpstreamStatus = z.infer<typeof upstreamStatusSchema>;
