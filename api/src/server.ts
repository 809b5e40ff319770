import { createApp } from './app';
import { hashPassword } from './auth/passwords';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { DataDirError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { seedDatabase } from './db/seed';
import { startHttpServer } from './http/http-server';
import { OwnAddresses, roomAddressLines } from './http/own-addresses';
import { RateLimiter } from './rate-limit/rate-limiter';
import { UpstreamHub } from './upstream/hub';
import { ensureAdmin } from './users/repository';
import { WebhookDeliveryWorker } from './webhooks/delivery-worker';

/** Starts Trilha: configuration, database, migrations, seed data, the optional admin, then HTTP. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  console.log(`database: ${database.description}`);

  const applied = await migrate(database.sql);
  if (applied.length > 0) console.log(`migrations applied: ${applied.join(', ')}`);
  const seeded = await seedDatabase(database.sql);
  if (seeded.length > 0) console.log(`seed data applied: ${seeded.join(', ')}`);
  if (config.admin) {
    const { username, password } = config.admin;
    const outcome = await ensureAdmin(database.sql, {
      username,
      passwordHash: () => hashPassword(password),
    });
    console.log(`admin ${username}: ${outcome}`);
  }

  const ownAddresses = new OwnAddresses(config.port);
  // A room's hub (README "A room without internet"): its work goes up to this cloud by itself.
  const upstream = config.upstreamUrl && new UpstreamHub(database.sql, config.upstreamUrl);
  if (upstream) {
    upstream.startAutoSync();
    console.log(`cloud: ${upstream.cloudUrl.origin} (link an account at /cloud)`);
  }
  // Outgoing webhooks (decision 0027): this process sends its share of the outbox.
  const webhooks = new WebhookDeliveryWorker(database.sql, {
    allowPrivate: config.webhookAllowPrivate,
  });
  webhooks.start();
  const app = createApp(
    {
      sql: database.sql,
      config,
      rateLimiter: new RateLimiter(database.sql),
      ownAddresses,
      upstream: upstream || undefined,
    },
    { serveWeb: true },
  );
  const server = startHttpServer(app, { port: config.port, hostname: config.host }, (info) => {
    ownAddresses.listeningOn(info.port);
    console.log(
      `Trilha is running on ${config.appUrl.origin} (listening on ${info.address}:${info.port})`,
    );
    // A room without internet (README): the addresses the phones on the hotspot open.
    for (const line of roomAddressLines(config.host, ownAddresses.phoneAddresses())) {
      console.log(line);
    }
  });

  // A taken port is a refusal a person can act on, not a crash: say so, and let go of the
  // database (and the embedded folder's lock) before leaving.
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} on ${config.host} is already in use by another program: stop it, or start Trilha with another PORT.`
        : `Trilha cannot listen on ${config.host}:${config.port}: ${error.message}`,
    );
    void database.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.close();
    await webhooks.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // Refusals a person can act on get their message alone; anything else, the whole story.
  if (error instanceof ConfigError || error instanceof DataDirError) {
    console.error(error.message);
  } else {
    console.error('Trilha failed to start:', error);
  }
  process.exit(1);
});
