import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { deferred } from './deferred';

/**
 * Outgoing webhooks (issue 32, docs/decisions/0027): an Enterprise account registers URLs that
 * are told, by a signed POST, what happens in the projects it can see.
 */
export const WEBHOOK_EVENTS = [
  'project.created',
  'project.completed',
  'record.created',
  'record.updated',
  'record.deleted',
  'voting.revealed',
  'comment.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The longest URL an endpoint may have. */
export const WEBHOOK_URL_MAX = 2000;

export const webhookCreateSchema = deferred(() =>
  z.object({
    url: z
      .string({ error: 'validation.webhook_url_invalid' })
      .trim()
      .max(WEBHOOK_URL_MAX, 'validation.webhook_url_invalid')
      .pipe(z.url({ protocol: /^https?$/, error: 'validation.webhook_url_invalid' })),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { error: 'validation.webhook_event_invalid' }), {
        error: 'validation.webhook_events_required',
      })
      .min(1, 'validation.webhook_events_required')
      .transform((events) => [...new Set(events)]),
    projectId: idSchema.nullish().transform((id) => id ?? null),
  }),
);
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

/** One try to deliver one event to one endpoint, as the owner sees it. */
export const webhookDeliverySchema = deferred(() =>
  z.object({
    id: idSchema,
    /** The event's id: the same on every retry (receivers drop what they have seen). */
    eventId: idSchema,
    type: z.enum(WEBHOOK_EVENTS),
    /** pending: waiting for (another) try; delivered: answered 2xx; failed: tries used up. */
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int().nonnegative(),
    /** The HTTP status of the last try; null: no answer (refused, timed out, no such host). */
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    createdAt: timestampSchema,
    deliveredAt: timestampSchema.nullable(),
  }),
);
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointSchema = deferred(() =>
  z.object({
    id: idSchema,
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    /** Only this project's events; null: every project the account can see. */
    projectId: idSchema.nullable(),
    projectName: z.string().nullable(),
    /** paused: it failed too many times in a row; nothing is sent until it is resumed. */
    status: z.enum(['active', 'paused']),
    consecutiveFailures: z.number().int().nonnegative(),
    pausedAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
    recentDeliveries: z.array(webhookDeliverySchema),
  }),
);
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint: the signing secret, shown this once only. */
export const createdWebhookSchema = deferred(() =>
  webhookEndpointSchema.extend({ secret: z.string() }),
);
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;
