import type { Message } from '@trilha/shared';
import { newId } from '@trilha/shared';
import type { Queryable } from '../db/connect';
import type { CloudAccount } from './cloud-client';

/** A hub account's link to its cloud account (migration 0017). */
export interface UpstreamLink {
  accountId: string;
  cloudUrl: string;
  cloudSession: string;
  cloudAccountId: string;
  cloudAccountName: string;
  cloudAccountEmail: string;
  clientId: string;
  nextMutationId: string;
  pullCursor: string | null;
  lastSyncAt: Date | null;
  lastErrorCode: string | null;
  lastErrorParams: Message['params'] | null;
  refusedCount: number;
}

export async function findLink(
  sql: Queryable,
  accountId: string,
): Promise<UpstreamLink | undefined> {
  const [link] = await sql<
    UpstreamLink[]
  >`SELECT * FROM upstream_links WHERE account_id = ${accountId}`;
  return link;
}

export async function linkedAccountIds(sql: Queryable): Promise<string[]> {
  const rows = await sql<{ accountId: string }[]>`SELECT account_id FROM upstream_links`;
  return rows.map((row) => row.accountId);
}

/**
 * Links (or links again) a hub account. Linking again to the same cloud account keeps the
 * device: its id and mutation counter, so what was sent before is still recognised and never
 * applied twice. Another cloud account is another device, whose mutation ids start over, and
 * every mutation not yet taken by the old one is given a new id by it.
 */
export async function saveLink(
  tx: Queryable,
  accountId: string,
  cloudUrl: string,
  session: string,
  account: CloudAccount,
): Promise<void> {
  const existing = await findLink(tx, accountId);
  const sameDevice = existing?.cloudAccountId === account.id && existing.cloudUrl === cloudUrl;
  if (!sameDevice) {
    await tx`UPDATE upstream_outbox SET mutation_id = NULL WHERE account_id = ${accountId}`;
  }
  const device = sameDevice
    ? {}
    : { clientId: newId(), nextMutationId: 1, pullCursor: null, refusedCount: 0 };
  const values = {
    accountId,
    cloudUrl,
    cloudSession: session,
    cloudAccountId: account.id,
    cloudAccountName: account.name,
    cloudAccountEmail: account.email,
    lastErrorCode: null,
    lastErrorParams: null,
    ...device,
  };
  if (existing) {
    await tx`UPDATE upstream_links SET ${tx(values)}, linked_at = now() WHERE account_id = ${accountId}`;
  } else {
    await tx`INSERT INTO upstream_links ${tx({ clientId: newId(), ...values })}`;
  }
}

export async function deleteLink(sql: Queryable, accountId: string): Promise<void> {
  await sql`DELETE FROM upstream_links WHERE account_id = ${accountId}`;
}

/** The end of a round: when it happened and what stopped it, if anything did. */
export async function recordRound(
  sql: Queryable,
  accountId: string,
  outcome: { error?: Message | undefined },
): Promise<void> {
  if (outcome.error) {
    await sql`
      UPDATE upstream_links SET last_error_code = ${outcome.error.code},
        last_error_params = ${outcome.error.params ? sql.json(outcome.error.params) : null}
      WHERE account_id = ${accountId}`;
  } else {
    await sql`
      UPDATE upstream_links SET last_sync_at = now(), last_error_code = NULL, last_error_params = NULL
      WHERE account_id = ${accountId}`;
  }
}
