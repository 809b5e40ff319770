import { DATABASE_UNAVAILABLE_CODE, type Message, newId } from '@trilha/shared';
import { CHILD_ENTITY_NAMES, SYNCED_ENTITIES, type SyncedEntity } from '../entities';
import { MutationRejected } from '../mutation-rejected';
import { runMutation } from '../mutators';
import {
  MAX_PUSH_MUTATIONS,
  OUTDATED_CLIENT_CODE,
  PUSH_TARGET_BYTES,
  type PullResponse,
  type PushResponse,
  type RejectedMutation,
  SYNC_SCHEMA_VERSION,
} from '../protocol';
import { changedRows } from './changed-rows';
import type { TrilhaDatabase } from './database';
import { DexieMutationTransaction } from './dexie-mutation-transaction';
import { deadline, type FetchLike, HttpError, isNetworkError, requestJson } from './http';
import { PagePrefetch } from './pull-pages';
import { firstPushBySize } from './push-batches';
import {
  createSyncStatusStore,
  RECENT_REJECTIONS,
  type SyncProblem,
  type SyncStatusStore,
} from './status';

export interface SyncClientOptions {
  db: TrilhaDatabase;
  fetch: FetchLike;
  /** Origin of the API; '' for the page's own. */
  baseUrl?: string;
  status?: SyncStatusStore;
  /** Runs push/pull exclusively across tabs (navigator.locks in the browser). */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  /**
   * The signed-in user's name, which records created on this device carry until the server's
   * own stamp comes back with the pull (docs/decisions/0020).
   */
  authorName?: string;
  /** See SYNC_REQUEST_DEADLINE_MS (tests shorten it). */
  requestDeadlineMs?: number;
}

/** The storage is full: said plainly ('sync.storage_full' to the user), never a silent loss. */
export class StorageFullError extends Error {
  constructor() {
    super('sync.storage_full');
    this.name = 'StorageFullError';
  }
}

/**
 * How long one push or pull page may take before the connection is taken for dead (deadline in
 * http.ts). A room's hotspot can drop a connection without either end hearing of it, and fetch
 * has no deadline of its own: the sync, one exchange at a time, would wait on the dead one for
 * as long as the system keeps the socket (many minutes), the device's notes going nowhere and
 * every poke only queueing another wait. A minute is far past the slowest sound exchange (a push
 * is at most PUSH_TARGET_BYTES, a pull page at most a server page); a push given up on after the
 * server applied it is applied once when sent again (decision 0005).
 */
export const SYNC_REQUEST_DEADLINE_MS = 60_000;

/** At most this many pulled rows (five server pages) are written in one transaction. */
const PULL_BATCH_ROWS = 10_000;

/** The `meta` entry holding when the last full push and pull succeeded (ISO). */
const LAST_SYNC_KEY = 'lastSyncAt';

const isQuotaError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'QuotaExceededError' ||
    (error as { inner?: { name?: string } }).inner?.name === 'QuotaExceededError');

/** A simple in-page mutex, for where navigator.locks does not exist (tests, old browsers). */
function localLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };
}

/**
 * One user's local database and its conversation with the server (docs/decisions/0005):
 *
 * - `mutate` writes locally and queues the mutation in ONE Dexie transaction: the screen updates
 *   at once, offline or not, and the change cannot be lost between the two.
 * - `push` sends the queue in order; the server answers how far it got and what it refused.
 * - `pull` brings the server's changes and rebases what is still pending on them: shadows undo
 *   the local effects, the server's rows go in, the remaining queue is replayed.
 */
export class SyncClient {
  readonly db: TrilhaDatabase;
  readonly status: SyncStatusStore;
  /** Called after every local change, so the engine can push soon. */
  onLocalChange: (() => void) | undefined;
  /** The name records created here are signed with locally (the server signs them again). */
  authorName: string;
  private readonly fetch: FetchLike;
  private readonly baseUrl: string;
  private readonly lock: <T>(task: () => Promise<T>) => Promise<T>;
  private readonly tables: string[];
  private readonly requestDeadlineMs: number;

  constructor(options: SyncClientOptions) {
    this.db = options.db;
    this.fetch = options.fetch;
    this.baseUrl = options.baseUrl ?? '';
    this.status = options.status ?? createSyncStatusStore();
    this.lock = options.lock ?? localLock();
    this.authorName = options.authorName ?? '';
    this.tables = [...SYNCED_ENTITIES, 'outbox', 'shadows', 'rejections', 'meta'];
    this.requestDeadlineMs = options.requestDeadlineMs ?? SYNC_REQUEST_DEADLINE_MS;
  }

  get userId(): string {
    return this.db.userId;
  }

  /** Applies a mutation locally and queues it for the server. Throws MutationRejected if it breaks a rule. */
  async mutate(name: string, args: unknown): Promise<void> {
    await this.mutateAll([{ name, args }]);
  }

  /**
   * Applies several mutations locally, in order, in ONE transaction, and queues them: all of
   * them or, when one breaks a rule (MutationRejected), none — a backup import is never half
   * done on this device.
   */
  async mutateAll(mutations: readonly { name: string; args: unknown }[]): Promise<void> {
    try {
      await this.db.transaction('rw', this.tables, async () => {
        for (const { name, args } of mutations) {
          await runMutation(
            new DexieMutationTransaction(this.db, this.userId, this.authorName),
            name,
            args,
          );
          await this.db.outbox.add({ name, args });
        }
      });
    } catch (error) {
      if (isQuotaError(error)) {
        this.setProblem('quota', { code: 'sync.storage_full' });
        throw new StorageFullError();
      }
      throw error;
    }
    await this.refreshStatus();
    this.onLocalChange?.();
  }

  /** Push the queue, then pull, one tab at a time. Errors are reported in the status and rethrown. */
  async sync(): Promise<void> {
    await this.lock(async () => {
      this.status.setState({ syncing: true });
      try {
        await this.push();
        await this.pull();
        const lastSyncAt = new Date().toISOString();
        // Kept on the device: after an offline reload the header still knows when it last synced.
        await this.db.meta.put({ key: LAST_SYNC_KEY, value: lastSyncAt });
        this.status.setState({
          online: true,
          problem: null,
          problemMessage: null,
          lastSyncAt,
          syncedSinceOpen: true,
        });
      } catch (error) {
        this.reportFailure(error);
        throw error;
      } finally {
        this.status.setState({ syncing: false });
        await this.refreshStatus();
      }
    });
  }

  async push(): Promise<void> {
    const clientId = await this.clientId();
    for (;;) {
      const queued = await this.db.outbox.orderBy('id').limit(MAX_PUSH_MUTATIONS).toArray();
      if (queued.length === 0) return;
      const batch = firstPushBySize(
        queued.map(({ id, name, args }) => ({ id, name, args })),
        PUSH_TARGET_BYTES,
      );
      const response = await requestJson<PushResponse>(
        this.fetch,
        `${this.baseUrl}/api/sync/push`,
        {
          method: 'POST',
          signal: deadline(this.requestDeadlineMs),
          body: JSON.stringify({
            clientId,
            schemaVersion: SYNC_SCHEMA_VERSION,
            mutations: batch,
          }),
        },
      );
      await this.db.transaction('rw', this.tables, () =>
        this.settle(response.lastMutationId, response.rejected),
      );
      await this.refreshStatus();
      // Cut by size: the rest of what was read goes next; a short read was the whole queue.
      if (batch.length === queued.length && queued.length < MAX_PUSH_MUTATIONS) return;
    }
  }

  /**
   * Every page of the server's changes. Pages are asked for back to back while the ones already
   * here are applied (each answer carries the next cursor and the mutations it settles), so a
   * big first sync waits on the network and on IndexedDB side by side, and whatever arrived
   * during a write goes in with the next one (PagePrefetch, joinPages).
   */
  async pull(): Promise<void> {
    const clientId = await this.clientId();
    const settledThrough = (await this.meta<number>('settledThrough')) ?? 0;
    const cursor = await this.meta<string>('cursor');
    // A device that never pulled holds next to nothing: every page of this pull is written
    // without comparing it to what is stored (see putChanged).
    const firstPull = !cursor;
    const pages = new PagePrefetch(
      (from, after) => this.requestPage(clientId, from, after),
      cursor,
      settledThrough,
    );
    try {
      for (let page = await pages.take(PULL_BATCH_ROWS); page; ) {
        await this.applyPage(page, firstPull);
        await this.refreshStatus();
        page = await pages.take(PULL_BATCH_ROWS);
      }
    } finally {
      pages.stop();
    }
  }

  /**
   * Takes `page`, a pull answer the server drew a page with (a project's page, for a browser
   * holding none of the app's storage), as this device's first pull, so the database holds what
   * the page shows and the next pull goes on from its cursor. Only on a device that never
   * pulled and has nothing queued: anywhere else its own sync knows better. True if taken.
   */
  async takeDrawnPull(page: PullResponse): Promise<boolean> {
    return this.lock(async () => {
      if ((await this.meta<string>('cursor')) || (await this.db.outbox.count()) > 0) return false;
      await this.applyPage(page, true);
      await this.refreshStatus();
      return true;
    });
  }

  private requestPage(clientId: string, cursor: string | undefined, after: number) {
    const params = new URLSearchParams({
      clientId,
      schemaVersion: String(SYNC_SCHEMA_VERSION),
      after: String(after),
    });
    if (cursor) params.set('cursor', cursor);
    return requestJson<PullResponse>(this.fetch, `${this.baseUrl}/api/sync/pull?${params}`, {
      signal: deadline(this.requestDeadlineMs),
    });
  }

  /** The queued mutations, oldest first (for the status and for tests). */
  pending() {
    return this.db.outbox.orderBy('id').toArray();
  }

  async clientId(): Promise<string> {
    const known = await this.meta<string>('clientId');
    if (known) return known;
    const id = newId();
    await this.db.meta.put({ key: 'clientId', value: id });
    return id;
  }

  /** One page of the server's changes, applied atomically with the rebase of pending work. */
  private async applyPage(page: PullResponse, firstPull: boolean): Promise<void> {
    await this.db.transaction('rw', this.tables, async () => {
      // 1. Undo every local effect not yet confirmed: back to the last server state we had.
      // (Nothing to undo, and nothing to replay in 4, on a device with nothing queued: the
      // common case of a first sync, and of a pull after everything was pushed.)
      const shadows = await this.db.shadows.toArray();
      for (const { entity, id, row } of shadows) {
        const table = this.db.entityTable(entity);
        if (row) await table.put(row);
        else await table.delete(id);
      }
      if (shadows.length > 0) await this.db.shadows.clear();

      // 2. The server's changes.
      const puts = new Map<SyncedEntity, Record<string, unknown>[]>();
      const deletes = new Map<SyncedEntity, string[]>();
      const removedProjects = new Set(page.removedProjects);
      for (const change of page.changes) {
        const entity = change.entity as SyncedEntity;
        if ('deleted' in change) {
          if (entity === 'projects') removedProjects.add(change.id);
          else listIn(deletes, entity).push(change.id);
        } else {
          listIn(puts, entity).push(change.row);
        }
      }
      for (const [entity, rows] of puts) await this.putChanged(entity, rows, firstPull);
      for (const [entity, ids] of deletes) await this.db.entityTable(entity).bulkDelete(ids);
      for (const projectId of removedProjects) await this.dropProject(projectId);

      // 3. What the server has dealt with leaves the queue; 4. the rest is replayed on top.
      await this.settle(page.lastMutationId, page.rejected);
      const queued = shadows.length > 0 || (await this.db.outbox.count()) > 0;
      for (const entry of queued ? await this.db.outbox.orderBy('id').toArray() : []) {
        try {
          await runMutation(
            new DexieMutationTransaction(this.db, this.userId, this.authorName),
            entry.name,
            entry.args,
          );
        } catch (error) {
          // No longer possible here (say, its record was deleted elsewhere): the server will
          // refuse it too, and its answer is what the user will see.
          if (!(error instanceof MutationRejected)) throw error;
        }
      }
      await this.db.meta.put({ key: 'cursor', value: page.cursor });
    });
  }

  /**
   * Stores the server's rows, skipping those already stored as they are (see changedRows). On
   * a first pull the device holds next to nothing, so the rows go in without being compared.
   */
  private async putChanged(
    entity: SyncedEntity,
    rows: Record<string, unknown>[],
    firstPull: boolean,
  ): Promise<void> {
    const table = this.db.entityTable(entity);
    if (firstPull) {
      await table.bulkPut(rows);
      return;
    }
    const stored = await table.bulkGet(rows.map((row) => row.id as string));
    const changed = changedRows(rows, stored as (Record<string, unknown> | undefined)[]);
    if (changed.length > 0) await table.bulkPut(changed);
  }

  /** Drops queued mutations the server has dealt with and keeps its rejections for the user. */
  private async settle(lastMutationId: number, rejected: RejectedMutation[]): Promise<void> {
    const settledThrough = (await this.meta<number>('settledThrough')) ?? 0;
    const settled = await this.db.outbox.where('id').belowOrEqual(lastMutationId).toArray();
    const argsOf = new Map(settled.map((entry) => [entry.id, entry.args]));
    for (const rejection of rejected) {
      if (rejection.id > lastMutationId || (await this.db.rejections.get(rejection.id))) continue;
      const args = argsOf.get(rejection.id) ?? null;
      await this.db.rejections.put({ ...rejection, args, at: new Date().toISOString() });
    }
    await this.db.outbox.where('id').belowOrEqual(lastMutationId).delete();
    if (lastMutationId > settledThrough) {
      await this.db.meta.put({ key: 'settledThrough', value: lastMutationId });
    }
  }

  private async dropProject(projectId: string): Promise<void> {
    await this.db.projects.delete(projectId);
    for (const entity of CHILD_ENTITY_NAMES) {
      await this.db.entityTable(entity).where('projectId').equals(projectId).delete();
    }
  }

  private async meta<T>(key: string): Promise<T | undefined> {
    return (await this.db.meta.get(key))?.value as T | undefined;
  }

  /**
   * The person has read the refusals up to `throughId` (the newest they were shown): they leave
   * the device and the header's count (the server forgot them at the device's next push); one
   * refused a moment later stays, unread.
   */
  async dismissRejections(throughId: number): Promise<void> {
    await this.db.rejections.where('id').belowOrEqual(throughId).delete();
    await this.refreshStatus();
  }

  async refreshStatus(): Promise<void> {
    const [pendingCount, rejected, rejectedCount, storedLastSync] = await Promise.all([
      this.db.outbox.count(),
      this.db.rejections.orderBy('id').reverse().limit(RECENT_REJECTIONS).toArray(),
      this.db.rejections.count(),
      this.meta<string>(LAST_SYNC_KEY),
    ]);
    const lastSyncAt = this.status.getState().lastSyncAt ?? storedLastSync ?? null;
    this.status.setState({ pendingCount, rejected, rejectedCount, lastSyncAt });
  }

  private setProblem(problem: SyncProblem, message: Message): void {
    this.status.setState({ problem, problemMessage: message });
  }

  private reportFailure(error: unknown): void {
    if (error instanceof HttpError) {
      if (error.status === 401)
        this.setProblem('unauthenticated', error.detail ?? { code: 'error.unauthenticated' });
      else if (error.code === OUTDATED_CLIENT_CODE)
        this.setProblem('outdated', error.detail ?? { code: 'sync.outdated_client' });
      else if (error.code === DATABASE_UNAVAILABLE_CODE)
        this.setProblem('unavailable', { code: 'sync.database_unavailable' });
      else this.setProblem('server', error.detail ?? { code: 'sync.failed' });
    } else if (isQuotaError(error)) {
      this.setProblem('quota', { code: 'sync.storage_full' });
    } else if (isNetworkError(error)) {
      this.status.setState({ online: false });
    } else {
      // No words of ours for it: the user reads that sync will try again, the console why.
      console.warn('sync failed:', error);
      this.setProblem('server', { code: 'sync.failed' });
    }
  }
}

/** The list under `key`, created empty the first time. */
function listIn<K, V>(lists: Map<K, V[]>, key: K): V[] {
  let list = lists.get(key);
  if (!list) {
    list = [];
    lists.set(key, list);
  }
  return list;
}
