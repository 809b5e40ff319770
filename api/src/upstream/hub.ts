import type { Message, UpstreamStatus } from '@trilha/shared';
import type { FetchLike } from '@trilha/sync/client/http';
import type { Sql } from '../db/connect';
import { inTransaction } from '../db/transaction';
import { pokeProjects } from '../live/pokes';
import { PulledPageWriter } from './apply-pulled';
import { CloudClient, UpstreamError } from './cloud-client';
import {
  deleteLink,
  findLink,
  linkedAccountIds,
  recordRound,
  saveLink,
  type UpstreamLink,
} from './links';
import { type MutationLog, upstreamOutbox } from './outbox';
import { uploadOutbox } from './upload';

/** How often a linked hub meets the cloud by itself. */
export const AUTO_SYNC_INTERVAL_MS = 5_000;

/**
 * A room's hub linked to a cloud Trilha (UPSTREAM_URL; docs/decisions/0021): each linked
 * account is one more device of its cloud account. A round pushes the account's outbox, then
 * pulls the cloud's changes into the hub's database — the browsers' sync protocol, with the hub
 * as the device and its database as the device's store.
 */
export class UpstreamHub {
  /** Every mutation the hub applies is kept for the cloud, linked yet or not. */
  readonly log: MutationLog = upstreamOutbox;
  private readonly cloud: CloudClient;
  /** One round at a time per account: a round started while one runs waits for it. */
  private readonly rounds = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly sql: Sql,
    readonly cloudUrl: URL,
    fetchImpl?: FetchLike,
  ) {
    this.cloud = new CloudClient(cloudUrl, fetchImpl);
  }

  /** Signs in to the cloud and links `accountId` to that cloud account. */
  async link(accountId: string, username: string, password: string): Promise<UpstreamStatus> {
    const { session, account } = await this.cloud.login(username, password);
    await this.rounds.get(accountId); // not under a round that still uses the old link
    await inTransaction(this.sql, (tx) =>
      saveLink(tx, accountId, this.cloudUrl.href, session, account),
    );
    this.syncSoon(accountId);
    return this.status(accountId);
  }

  /** Unlinks; the outbox stays, to go up with the next link. */
  async unlink(accountId: string): Promise<UpstreamStatus> {
    await this.rounds.get(accountId);
    await deleteLink(this.sql, accountId);
    return this.status(accountId);
  }

  async status(accountId: string): Promise<UpstreamStatus> {
    const link = await findLink(this.sql, accountId);
    const [outbox] = await this.sql<{ pending: number }[]>`
      SELECT count(*)::int AS pending FROM upstream_outbox WHERE account_id = ${accountId}`;
    return {
      configured: true,
      cloudUrl: this.cloudUrl.href,
      linked: Boolean(link),
      account: link ? { name: link.cloudAccountName, email: link.cloudAccountEmail } : null,
      lastSyncAt: link?.lastSyncAt?.toISOString() ?? null,
      pending: outbox?.pending ?? 0,
      lastError: link ? lastErrorOf(link) : null,
    };
  }

  /** One round for the account now (after the one running, if any). */
  async sync(accountId: string): Promise<UpstreamStatus> {
    const previous = this.rounds.get(accountId) ?? Promise.resolve();
    const round = previous.then(() => this.round(accountId));
    this.rounds.set(accountId, round);
    try {
      await round;
    } finally {
      if (this.rounds.get(accountId) === round) this.rounds.delete(accountId);
    }
    return this.status(accountId);
  }

  /** Meets the cloud every AUTO_SYNC_INTERVAL_MS for every linked account, until stopped. */
  startAutoSync(intervalMs = AUTO_SYNC_INTERVAL_MS): void {
    const tick = async () => {
      for (const accountId of await linkedAccountIds(this.sql).catch(() => [])) {
        if (!this.rounds.has(accountId)) this.syncSoon(accountId);
      }
    };
    this.timer = setInterval(() => void tick(), intervalMs);
    this.timer.unref();
  }

  stopAutoSync(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private syncSoon(accountId: string): void {
    if (!this.timer) return; // tests drive rounds themselves (POST /api/upstream/sync)
    this.sync(accountId).catch((error) => console.warn('upstream: a round failed', error));
  }

  /**
   * Push, then pull. Whatever stops a round is recorded for the screen and the round simply
   * ends: the next one starts from what the database holds, which is always consistent.
   */
  private async round(accountId: string): Promise<void> {
    const link = await findLink(this.sql, accountId);
    if (!link) return;
    try {
      const refused = await uploadOutbox(this.sql, this.cloud, link);
      if (refused > 0) await this.afterRefusals(link, refused);
      await this.pullAll((await findLink(this.sql, accountId)) ?? link);
      await recordRound(this.sql, accountId, {});
    } catch (error) {
      if (!(error instanceof UpstreamError)) console.warn('upstream: a round failed', error);
      const code = error instanceof UpstreamError ? error.code : 'upstream.unreachable';
      await recordRound(this.sql, accountId, { error: { code } });
    }
  }

  /**
   * The cloud refused some of the hub's changes (a plan limit, a right the account lacks
   * there): the hub's copies of what they touched are now wrong, and no later pull would bring
   * those records again. The next pull starts over; only rows that differ are written.
   */
  private async afterRefusals(link: UpstreamLink, refused: number): Promise<void> {
    await this.sql`
      UPDATE upstream_links SET refused_count = refused_count + ${refused}, pull_cursor = NULL
      WHERE account_id = ${link.accountId}`;
  }

  private async pullAll(link: UpstreamLink): Promise<void> {
    const writer = new PulledPageWriter(this.sql, link);
    let cursor = link.pullCursor;
    for (;;) {
      const page = await this.cloud.pull(link.cloudSession, {
        cursor,
        clientId: link.clientId,
        after: Number(link.nextMutationId),
      });
      const written = await writer.apply(page);
      await pokeProjects(this.sql, written);
      cursor = page.cursor;
      if (!page.hasMore) return;
    }
  }
}

function lastErrorOf(link: UpstreamLink): Message | null {
  if (link.lastErrorCode) {
    return {
      code: link.lastErrorCode as Message['code'],
      ...(link.lastErrorParams ? { params: link.lastErrorParams } : {}),
    };
  }
  if (link.refusedCount > 0)
    return { code: 'upstream.refused', params: { changes: link.refusedCount } };
  return null;
}
