import type { PulledChange, PullResponse, SyncedEntity } from '@trilha/sync';
import type postgres from 'postgres';
import type { Sql } from '../db/connect';
import { inTransaction } from '../db/transaction';
import { PostgresMutationTransaction } from '../workspace/postgres-mutation-transaction';
import { readIdStatuses, readLiveRows } from '../workspace/row-reads';
import { visibleTo } from '../workspace/tables';
import type { UpstreamLink } from './links';

type Row = Record<string, unknown>;
type RowChange = Extract<PulledChange, { row: Row }>;

/**
 * Brings one page of the cloud's changes into the hub's database, as a device applies a pull:
 * the cloud's rows replace the hub's, except where the hub has a change the cloud has not taken
 * yet (its outbox touched that record): the cloud's row then waits for the next pull, which
 * brings it again with the hub's change in it — the server-side form of a device rebasing its
 * queue on a pull. Rows equal to the hub's are not written, so a round that only brings back
 * what the hub sent wakes none of its devices.
 *
 * The written rows are stamped with the hub's own versions (PostgresMutationTransaction), which
 * is how the hub's devices pull them in turn. Records whose project has not arrived yet (a
 * first pull delivers by version, and a project renamed after its notes were written comes
 * after them) are handed back, to be applied with a later page.
 */
export class PulledPageWriter {
  /** Records that came before their project, waiting for it. */
  private waiting: RowChange[] = [];

  constructor(
    private readonly sql: Sql,
    private readonly link: UpstreamLink,
  ) {}

  /** Whether every record received so far has been written (the cursor may then be saved). */
  get settled(): boolean {
    return this.waiting.length === 0;
  }

  /** Applies `page` in one transaction; saves the cursor with it when nothing waits. */
  async apply(page: PullResponse): Promise<Set<string>> {
    const written = new Set<string>();
    await inTransaction(this.sql, async (tx) => {
      written.clear();
      const changes = [...this.waiting, ...page.changes];
      const writer = new PageTransaction(tx, this.link);
      await writer.lockProjects(changes, page.removedProjects);
      const stillWaiting = await writer.write(changes, page.removedProjects);
      for (const projectId of writer.writtenProjects) written.add(projectId);
      if (stillWaiting.length === 0) {
        await tx`UPDATE upstream_links SET pull_cursor = ${page.cursor}
          WHERE account_id = ${this.link.accountId}`;
      }
      this.waiting = stillWaiting;
    });
    return written;
  }
}

const projectOf = (change: PulledChange): string =>
  'row' in change
    ? String(change.entity === 'projects' ? change.row.id : change.row.projectId)
    : change.projectId;

/** The work of one page, inside its transaction. */
class PageTransaction {
  readonly writtenProjects = new Set<string>();
  private readonly mutations: PostgresMutationTransaction;
  private pending = new Set<string>();

  constructor(
    private readonly tx: postgres.TransactionSql,
    private readonly link: UpstreamLink,
  ) {
    this.mutations = new PostgresMutationTransaction(tx, link.accountId);
  }

  /**
   * Locks the page's projects in id order — the order a device's push locks them in — and only
   * then reads the outbox: a push that wrote to them has committed its outbox rows by now, and
   * none can write to them until this page commits.
   */
  async lockProjects(changes: readonly PulledChange[], removed: readonly string[]): Promise<void> {
    const ids = [...new Set([...changes.map(projectOf), ...removed])].sort();
    if (ids.length > 0) {
      await this.tx`SELECT id FROM projects WHERE id IN ${this.tx(ids)} ORDER BY id FOR UPDATE`;
    }
    const rows = await this.tx<{ key: string }[]>`
      SELECT DISTINCT unnest(touched) AS key FROM upstream_outbox
      WHERE account_id = ${this.link.accountId}`;
    this.pending = new Set(rows.map((row) => row.key));
  }

  /** Writes what it can; returns the records whose project is not on the hub yet. */
  async write(changes: readonly PulledChange[], removed: readonly string[]): Promise<RowChange[]> {
    const isPending = (entity: string, id: unknown) => this.pending.has(`${entity}:${String(id)}`);
    const projects = changes.filter((change) => change.entity === 'projects');
    const records = changes.filter((change) => change.entity !== 'projects');
    await this.writeRows(
      'projects',
      projects.filter((c) => !isPending(c.entity, idOf(c))),
    );
    const waiting: RowChange[] = [];
    const byEntity = new Map<SyncedEntity, PulledChange[]>();
    for (const change of records) {
      if (isPending(change.entity, idOf(change))) continue;
      const entity = change.entity as SyncedEntity;
      const list = byEntity.get(entity);
      if (list) list.push(change);
      else byEntity.set(entity, [change]);
    }
    const liveProjects = await this.liveProjects(records.map(projectOf));
    for (const [entity, list] of byEntity) {
      const ready = list.filter((change) => liveProjects.has(projectOf(change)));
      for (const change of list) {
        if (!liveProjects.has(projectOf(change)) && 'row' in change) waiting.push(change);
      }
      await this.writeRows(entity, ready);
    }
    const stillHere = await this.liveProjects(removed);
    for (const projectId of removed) {
      if (isPending('projects', projectId) || !stillHere.has(projectId)) continue;
      await this.mutations.remove('projects', projectId);
      this.writtenProjects.add(projectId);
    }
    return waiting;
  }

  /** One entity's changes: deletes, inserts of new records, updates of the fields that differ. */
  private async writeRows(entity: SyncedEntity, changes: readonly PulledChange[]): Promise<void> {
    if (changes.length === 0) return;
    const ids = changes.map(idOf);
    const access = visibleTo(this.tx, this.link.accountId);
    const current = await readLiveRows(this.tx, entity, ids, access);
    const statuses = await readIdStatuses(this.tx, entity, ids, access);
    for (const change of changes) {
      const id = idOf(change);
      const projectId = projectOf(change);
      const here = current.get(id) as Row | undefined;
      if (!('row' in change)) {
        if (here) await this.mutations.remove(entity, id);
        if (here) this.writtenProjects.add(projectId);
        continue;
      }
      const row = this.asHubRow(entity, change.row, here);
      if (here) {
        const changed = differingFields(here, row);
        if (Object.keys(changed).length === 0) continue;
        changed.updatedAt = row.updatedAt; // a change that is news comes with the cloud's time
        await this.mutations.update(entity, id, changed);
      } else if (statuses.get(id) === 'absent') {
        await this.mutations.insert(entity, row as never);
      } else {
        continue; // deleted here, and the delete is on its way up: deletes win
      }
      this.writtenProjects.add(projectId);
    }
  }

  /**
   * The cloud's row as the hub keeps it: the hub account owns what it brings down (it is the
   * account's device; the cloud keeps the real owner and enforces its rights when the hub's
   * changes go up), and what the cloud account wrote is the hub account's — unless the hub
   * already has the record: the cloud signs with its account everything the hub relayed, a
   * guest's note too, and the hub knows who wrote it here (a guest changes only their own).
   */
  private asHubRow(entity: SyncedEntity, row: Row, here: Row | undefined): Row {
    const out = { ...row };
    if (entity === 'projects') out.ownerId = this.link.accountId;
    if (out.authorId === this.link.cloudAccountId)
      out.authorId = here ? here.authorId : this.link.accountId;
    return out;
  }

  private async liveProjects(ids: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(ids)];
    const rows = await readLiveRows(
      this.tx,
      'projects',
      unique,
      visibleTo(this.tx, this.link.accountId),
    );
    return new Set(rows.keys());
  }
}

const idOf = (change: PulledChange): string =>
  'row' in change ? String(change.row.id) : change.id;

/**
 * Fields a record's copies keep apart: each server stamps the times it applied a change at (the
 * cloud applies the hub's notes when they go up), so the times alone are no news.
 */
const OWN_TIMES: ReadonlySet<string> = new Set(['id', 'createdAt', 'updatedAt']);

/** The fields of `incoming` whose value differs from `here` (compared as JSON), times aside. */
function differingFields(here: Row, incoming: Row): Row {
  const changed: Row = {};
  for (const [field, value] of Object.entries(incoming)) {
    if (OWN_TIMES.has(field)) continue;
    if (JSON.stringify(here[field] ?? null) !== JSON.stringify(value ?? null))
      changed[field] = value;
  }
  return changed;
}
