import type { Device } from '../test/devices';

/** What became of a mutation a device queued (docs/decisions/0032). */
export type Outcome =
  /** Queued; no answer of the server has settled it yet. */
  | 'pending'
  /** The server's answer settled it, accepted: its effect must be kept. */
  | 'acked'
  /** The server's answer settled it, refused with `code`. */
  | 'refused'
  /** Its device's storage was wiped before an answer: the server may or may not have it. */
  | 'uncertain';

export interface LedgerEntry {
  /** The operation of the run that queued it. */
  op: number;
  device: number;
  /** The device's outbox id: its mutation id. */
  outboxId: number;
  name: string;
  args: Record<string, unknown>;
  outcome: Outcome;
  code?: string;
}

export interface Refusal {
  op: number;
  device: number;
  name: string;
  code: string;
  /** Refused by the device's own store (never queued) or by the server (kept on the device). */
  by: 'device' | 'server';
}

/**
 * Every mutation the devices queued, and what became of it: the simulation's memory of what was
 * acknowledged, which the invariants compare with the server. Read from each device's outbox and
 * rejections (what its SyncClient learned from the server's answers), never from the server.
 */
export class Ledger {
  readonly entries: LedgerEntry[] = [];
  private readonly pending = new Map<number, LedgerEntry[]>();

  constructor(private readonly onRefusal: (refusal: Refusal) => void) {}

  /** Records what `device` just queued (the last `mutations.length` entries of its outbox). */
  async queued(
    op: number,
    device: number,
    d: Device,
    mutations: readonly { name: string; args: unknown }[],
  ): Promise<void> {
    const ids = (await d.db.outbox.orderBy('id').reverse().limit(mutations.length).primaryKeys())
      .map(Number)
      .reverse();
    const list = this.pending.get(device) ?? [];
    this.pending.set(device, list);
    mutations.forEach(({ name, args }, index) => {
      const entry: LedgerEntry = {
        op,
        device,
        outboxId: ids[index] as number,
        name,
        args: args as Record<string, unknown>,
        outcome: 'pending',
      };
      this.entries.push(entry);
      list.push(entry);
    });
  }

  refusedOnDevice(op: number, device: number, name: string, code: string): void {
    this.onRefusal({ op, device, name, code, by: 'device' });
  }

  /** Settles what `device` has heard the server answer: out of its outbox, refused or not. */
  async resolve(device: number, d: Device): Promise<void> {
    const list = this.pending.get(device);
    if (!list?.length) return;
    const queued = new Set((await d.db.outbox.toCollection().primaryKeys()).map(Number));
    const rejected = new Map((await d.db.rejections.toArray()).map((r) => [r.id, r]));
    const still: LedgerEntry[] = [];
    for (const entry of list) {
      if (queued.has(entry.outboxId)) {
        still.push(entry);
        continue;
      }
      const rejection = rejected.get(entry.outboxId);
      if (rejection) {
        entry.outcome = 'refused';
        entry.code = rejection.code ?? rejection.reason;
        this.onRefusal({
          op: entry.op,
          device,
          name: entry.name,
          code: entry.code,
          by: 'server',
        });
      } else entry.outcome = 'acked';
    }
    this.pending.set(device, still);
  }

  /** The device's storage is gone: what it had not heard back about is uncertain, by design. */
  async lose(device: number, d: Device): Promise<number> {
    await this.resolve(device, d);
    const list = this.pending.get(device) ?? [];
    for (const entry of list) entry.outcome = 'uncertain';
    this.pending.set(device, []);
    return list.length;
  }

  /** Forgets an episode's entries once it has been checked (the run's memory stays bounded). */
  clear(): void {
    this.entries.length = 0;
    this.pending.clear();
  }
}
