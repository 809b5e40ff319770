import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@trilha/shared';
import type { Queryable } from '../db/connect';

/** SQL of the webhook endpoints and their deliveries (decision 0027). The rules are in routes.ts. */

/** How many of its latest deliveries the list shows with each endpoint. */
export const RECENT_DELIVERIES = 5;

interface EndpointRow {
  id: string;
  url: string;
  events: WebhookEventType[];
  projectId: string | null;
  projectName: string | null;
  status: 'active' | 'paused';
  consecutiveFailures: number;
  pausedAt: Date | null;
  createdAt: Date;
}

interface DeliveryRow {
  id: string;
  endpointId: string;
  eventId: string;
  type: WebhookDelivery['type'];
  status: WebhookDelivery['status'];
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

const toDelivery = ({ endpointId: _endpoint, ...row }: DeliveryRow): WebhookDelivery => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: isoOrNull(row.deliveredAt),
});

const toEndpoint = (row: EndpointRow, deliveries: DeliveryRow[]): WebhookEndpoint => ({
  ...row,
  pausedAt: isoOrNull(row.pausedAt),
  createdAt: row.createdAt.toISOString(),
  recentDeliveries: deliveries.map(toDelivery),
});

const DELIVERY_COLUMNS = `d.id, d.endpoint_id, d.event_id, d.event_type AS type, d.status,
  d.attempts, d.last_status_code, d.last_error, d.created_at, d.delivered_at`;

/** The account's endpoints, newest first, each with its latest deliveries; or only `endpointId`. */
export async function listEndpoints(
  sql: Queryable,
  accountId: string,
  endpointId?: string,
): Promise<WebhookEndpoint[]> {
  const endpoints = await sql<EndpointRow[]>`
    SELECT e.id, e.url, e.events, e.project_id, p.name AS project_name, e.status,
           e.consecutive_failures, e.paused_at, e.created_at
    FROM webhook_endpoints e LEFT JOIN projects p ON p.id = e.project_id
    WHERE e.account_id = ${accountId} ${endpointId ? sql`AND e.id = ${endpointId}` : sql``}
    ORDER BY e.created_at DESC, e.id`;
  if (endpoints.length === 0) return [];
  const deliveries = await sql<DeliveryRow[]>`
    SELECT ${sql.unsafe(DELIVERY_COLUMNS)}
    FROM unnest(${sql.array(endpoints.map((endpoint) => endpoint.id))}::uuid[]) AS mine(id)
    CROSS JOIN LATERAL (
      SELECT * FROM webhook_deliveries x WHERE x.endpoint_id = mine.id
      ORDER BY x.seq DESC LIMIT ${RECENT_DELIVERIES}) d
    ORDER BY d.seq DESC`;
  return endpoints.map((endpoint) =>
    toEndpoint(
      endpoint,
      deliveries.filter((delivery) => delivery.endpointId === endpoint.id),
    ),
  );
}

/** The endpoint's latest deliveries (at most `limit`), or undefined when it is not the account's. */
export async function listDeliveries(
  sql: Queryable,
  accountId: string,
  endpointId: string,
  limit = 50,
): Promise<WebhookDelivery[] | undefined> {
  const [mine] = await sql`
    SELECT 1 FROM webhook_endpoints WHERE id = ${endpointId} AND account_id = ${accountId}`;
  if (!mine) return undefined;
  const rows = await sql<DeliveryRow[]>`
    SELECT ${sql.unsafe(DELIVERY_COLUMNS)} FROM webhook_deliveries d
    WHERE d.endpoint_id = ${endpointId} ORDER BY d.seq DESC LIMIT ${limit}`;
  return rows.map(toDelivery);
}

export async function insertEndpoint(
  sql: Queryable,
  endpoint: {
    id: string;
    accountId: string;
    url: string;
    events: WebhookEventType[];
    projectId: string | null;
    secret: string;
  },
): Promise<void> {
  await sql`INSERT INTO webhook_endpoints ${sql({ ...endpoint, events: sql.array(endpoint.events) })}`;
}

/** True when the endpoint was the account's. Its deliveries go with it. */
export async function deleteEndpoint(
  sql: Queryable,
  accountId: string,
  endpointId: string,
): Promise<boolean> {
  const rows = await sql`
    DELETE FROM webhook_endpoints WHERE id = ${endpointId} AND account_id = ${accountId}
    RETURNING id`;
  return rows.length > 0;
}

/**
 * Active again, with a clean slate of failures; what waited while it was paused is due now.
 * True when the endpoint was the account's.
 */
export async function resumeEndpoint(
  sql: Queryable,
  accountId: string,
  endpointId: string,
): Promise<boolean> {
  const rows = await sql`
    UPDATE webhook_endpoints
    SET status = 'active', consecutive_failures = 0, paused_at = NULL
    WHERE id = ${endpointId} AND account_id = ${accountId}
    RETURNING id`;
  if (rows.length === 0) return false;
  await sql`
    UPDATE webhook_deliveries SET next_attempt_at = now()
    WHERE endpoint_id = ${endpointId} AND status = 'pending'`;
  return true;
}
