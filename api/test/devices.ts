import { SYNCED_ENTITIES } from '@trilha/sync';
import { SyncClient, TrilhaDatabase } from '@trilha/sync/client';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import fc from 'fast-check';
import {
  type AppSource,
  appOf,
  signedInClient,
  TEST_ORIGIN,
  type TestClient,
  type TestContext,
} from './test-app';

/** What can go wrong on the way to the server, decided per request. */
export interface NetworkFaults {
  /** The server commits, the answer never arrives. */
  loseAnswer?: () => boolean;
  /** The same request arrives twice (a retry racing the original). */
  duplicate?: () => boolean;
  /**
   * The request is held up on the way (the device gives up on it) and reaches the server only
   * when deliverHeld() is called: after the device's later requests, reordered.
   */
  hold?: () => boolean;
  /**
   * The server dies while the request is in flight (kill -9): called with the request under
   * way; what it answers is lost, whether or not the server committed first.
   */
  killServer?: (inFlight: Promise<Response>) => Promise<void>;
}

/**
 * A tablet: its own IndexedDB (fake-indexeddb, isolated per device), a SyncClient talking to the
 * real app in-process with the user's session cookie, and a network that can be cut or made
 * unreliable. Its storage outlives the SyncClient: a killed tab reopens on it (reopen), and a
 * browser that clears a site's storage leaves the device empty (wipe).
 */
export class Device {
  online = true;
  faults: NetworkFaults = {};
  private indexedDB = new IDBFactory();
  private sync!: SyncClient;
  /** Requests held up on the way (faults.hold), in the order they were sent. */
  private readonly held: (() => Promise<Response>)[] = [];

  constructor(
    private readonly app: AppSource,
    private readonly session: TestClient,
    readonly userId: string,
  ) {
    this.open();
  }

  get client(): SyncClient {
    return this.sync;
  }

  private open(): void {
    const db = new TrilhaDatabase(this.userId, { indexedDB: this.indexedDB, IDBKeyRange });
    this.sync = new SyncClient({ db, fetch: (url, init) => this.send(url, init) });
  }

  private async send(url: string, init: RequestInit = {}): Promise<Response> {
    if (!this.online) throw new TypeError('Failed to fetch');
    const app = appOf(this.app);
    const send = async () =>
      app.request(url, {
        method: init.method ?? 'GET',
        body: init.body ?? null,
        headers: {
          ...(init.headers as Record<string, string> | undefined),
          origin: TEST_ORIGIN,
          cookie: this.session.sessionCookie ?? '',
        },
      });
    if (this.faults.hold?.()) {
      this.held.push(send);
      throw new TypeError('Failed to fetch');
    }
    if (this.faults.duplicate?.()) await send();
    const { killServer } = this.faults;
    if (killServer) {
      await killServer(send());
      throw new TypeError('Failed to fetch');
    }
    const response = await send();
    if (this.faults.loseAnswer?.()) throw new TypeError('Failed to fetch');
    return response;
  }

  /** The held-up requests reach the server now, late; their answers go nowhere. */
  async deliverHeld(): Promise<number> {
    const late = this.held.splice(0);
    for (const send of late) await (await send()).arrayBuffer();
    return late.length;
  }

  /**
   * The tab was killed: what it held in memory is gone (the SyncClient), its IndexedDB stays and
   * a new tab opens on it.
   */
  reopen(): void {
    this.sync.db.close();
    this.open();
  }

  /** The browser cleared the site's storage: a new, empty IndexedDB; unsynced work is lost. */
  wipe(): void {
    this.sync.db.close();
    this.indexedDB = new IDBFactory();
    this.open();
  }

  get db(): TrilhaDatabase {
    return this.client.db;
  }

  /** Syncs, swallowing failures (they are expected under faults); true when it went through. */
  async trySync(): Promise<boolean> {
    try {
      await this.client.sync();
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Every row this device holds, by table, sorted by id: comparable with another device's. With
   * `projectId`, only that project's rows (a device may hold others).
   */
  async allRows(projectId?: string): Promise<Record<string, unknown[]>> {
    const tables: Record<string, unknown[]> = {};
    for (const entity of SYNCED_ENTITIES) {
      const rows = (await this.db.entityTable(entity).toArray()) as Record<string, unknown>[];
      tables[entity] = rows
        .filter(
          (row) =>
            projectId === undefined ||
            (entity === 'projects' ? row.id : row.projectId) === projectId,
        )
        .sort((a, b) => String(a.id).localeCompare(String(b.id)));
    }
    return tables;
  }
}

/** A new account, its session, and a new device of it at each call (another tablet, a reload). */
export async function accountWithDevices(context: TestContext) {
  const { client, user } = await signedInClient(context);
  return {
    session: client,
    userId: user.id,
    device: () => new Device(context.app, client, user.id),
  };
}

/** A tablet after a fresh sign-in pulls everything: the server's view for `userId`. */
export async function serverView(
  app: AppSource,
  session: TestClient,
  userId: string,
): Promise<Device> {
  const fresh = new Device(app, session, userId);
  if (!(await fresh.trySync())) throw new Error('a fresh device could not sync');
  return fresh;
}

/**
 * A new account that joins `projectId` in `role` through an invitation of the project's owner
 * (signed in as `ownerSession`), on a device of its own that has synced once.
 */
export async function memberDevice(
  context: TestContext,
  ownerSession: TestClient,
  projectId: string,
  role: 'viewer' | 'editor',
): Promise<Device> {
  const member = await signedInClient(context);
  const invitation = await ownerSession.post<{ code: string }>(
    `/api/projects/${projectId}/invitations`,
    { role },
  );
  await member.client.post(`/api/invitations/${invitation.body.code}/accept`);
  const device = new Device(context.app, member.client, member.user.id);
  if (!(await device.trySync())) throw new Error(`the ${role}'s first sync failed`);
  return device;
}

/**
 * Brings every device back online without faults and syncs each until every queue is empty,
 * then once more so that all have pulled what the others pushed last.
 */
export async function settle(devices: readonly Device[]): Promise<void> {
  for (const d of devices) {
    d.online = true;
    d.faults = {};
  }
  const syncAll = async () => {
    for (const d of devices)
      if (!(await d.trySync())) throw new Error('a device could not sync on a good network');
  };
  for (let round = 0; round < 5; round++) {
    await syncAll();
    const pending = await Promise.all(devices.map((d) => d.db.outbox.count()));
    if (pending.every((count) => count === 0)) break;
  }
  await syncAll();
}

/** A fault-injecting simulation's network commands for a device (by its index). */
export type NetworkCommand =
  | { kind: 'toggleNetwork' | 'pullOnly'; device: number }
  | { kind: 'sync'; device: number; loseAnswer: boolean; duplicate: boolean };

/** The arbitraries of the network commands, over the devices `device` picks. */
export function networkCommands<D extends number>(device: fc.Arbitrary<D>) {
  return {
    toggleNetwork: fc.record({ kind: fc.constant('toggleNetwork' as const), device }),
    sync: fc.record({
      kind: fc.constant('sync' as const),
      device,
      loseAnswer: fc.boolean(),
      duplicate: fc.boolean(),
    }),
    pullOnly: fc.record({ kind: fc.constant('pullOnly' as const), device }),
  };
}

/** Cuts or restores a device's network, syncs it under faults, or pulls with work queued. */
export async function runNetwork(d: Device, command: NetworkCommand): Promise<void> {
  switch (command.kind) {
    case 'toggleNetwork':
      d.online = !d.online;
      return;
    case 'sync':
      d.faults = { loseAnswer: () => command.loseAnswer, duplicate: () => command.duplicate };
      await d.trySync();
      d.faults = {};
      return;
    case 'pullOnly':
      await d.client.pull().catch(() => undefined);
      return;
  }
}
