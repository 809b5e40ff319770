import type { App } from '../src/app';
import type { Sql } from '../src/db/connect';
import { UpstreamHub } from '../src/upstream/hub';
import { FakeNetwork } from '../test/fake-network';
import {
  createTestApp,
  signedInClient,
  startTestApp,
  TEST_ORIGIN,
  TestClient,
  type TestContext,
} from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/**
 * The simulation's two servers (docs/decisions/0032): the room's server, a hub (UPSTREAM_URL) that
 * devices sync with, and the cloud it meets through a FakeNetwork, each an app over its own
 * database (two schemas of DATABASE_URL, or two in-memory PGlites).
 *
 * kill() is the hub's kill -9 as far as one process can model it: the app is abandoned with a
 * request in flight and every connection of its pool is destroyed at once (Postgres rolls back
 * whatever that request had not committed); a new app, a new UpstreamHub and a new pool are then
 * started on the same database, with nothing of the old process's memory.
 */
export class Servers {
  private sql: Sql;
  private app: App;
  private upstream: UpstreamHub;
  kills = 0;

  private constructor(
    private readonly hubDb: TestDatabase,
    readonly cloud: TestContext,
    readonly network: FakeNetwork,
  ) {
    this.sql = hubDb.sql;
    this.upstream = this.newUpstream();
    this.app = this.newApp();
  }

  static async start(): Promise<Servers> {
    const cloud = await startTestApp();
    const hubDb = await createTestDatabase();
    return new Servers(hubDb, cloud, new FakeNetwork(() => cloud.app));
  }

  private newUpstream() {
    return new UpstreamHub(this.sql, new URL(TEST_ORIGIN), this.network.fetch);
  }

  private newApp() {
    return createTestApp(this.sql, {}, {}, { upstream: this.upstream });
  }

  /** The hub as a test context: the app and pool running now, whichever process that is. */
  readonly hub: TestContext = (() => {
    const servers = this;
    return {
      get db() {
        return { ...servers.hubDb, sql: servers.sql };
      },
      get app() {
        return servers.app;
      },
      client: () => new TestClient(() => servers.app),
    };
  })();

  /** The hub's round for `accountId` (push its outbox to the cloud, pull the cloud). */
  hubRound(accountId: string) {
    return this.upstream.sync(accountId);
  }

  /** Kills the hub with `inFlight` under way, then starts a new one on the same database. */
  async kill(inFlight: Promise<Response>): Promise<void> {
    const old = this.sql;
    await old.end({ timeout: 0 });
    // The abandoned request ends in an error (its connections are gone), never an answer.
    await inFlight.then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
    this.sql = this.hubDb.connectAgain(old);
    this.upstream = this.newUpstream();
    this.app = this.newApp();
    this.kills++;
  }

  /** Links a hub account to a new account of the cloud, as 'Conectar à nuvem' does. */
  async linkToCloud(hubSession: TestClient): Promise<{ client: TestClient; userId: string }> {
    const { client, user, payload } = await signedInClient(this.cloud, { name: 'Olga Dona' });
    const linked = await hubSession.post('/api/upstream/link', {
      username: payload.email,
      password: payload.password,
    });
    if (linked.status !== 200) throw new Error(`link failed: ${JSON.stringify(linked.body)}`);
    return { client, userId: user.id };
  }

  async close(): Promise<void> {
    await this.hubDb.close();
    await this.cloud.db.close();
  }
}
