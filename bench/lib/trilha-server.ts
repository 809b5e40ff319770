import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SubscriptionPlan } from '@trilha/shared';
import { connectPostgres } from '../../api/src/db/connect';
import { type ServerProcess, startServerProcess } from '../../api/test/server-process';
import { HttpSession } from './http-session';

/** The APP_URL of the benches' servers; they are called at their 127.0.0.1 addresses. */
export const BENCH_APP_URL = 'http://trilha.bench';

export interface BenchServer {
  server: ServerProcess;
  label: string;
  stop(): Promise<void>;
}

/** A schema of its own on a Postgres server, dropped at the end. */
export function benchSchema(url: string) {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  return {
    name,
    async drop() {
      const admin = connectPostgres(url, { poolSize: 1 });
      await admin.unsafe(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      await admin.end();
    },
  };
}

/**
 * An app server in its own process on a fresh database — in a schema of its own on `databaseUrl`
 * when given, else the embedded default in a temporary folder — with `env` added.
 */
export async function startTrilha(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
  processOptions: { nodeArgs?: string[]; root?: string } = {},
): Promise<BenchServer> {
  if (databaseUrl) {
    const schema = benchSchema(databaseUrl);
    const server = await startServerProcess(
      { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema.name, APP_URL: BENCH_APP_URL, ...env },
      processOptions,
    );
    return {
      server,
      label: 'Postgres (DATABASE_URL)',
      async stop() {
        await server.stop();
        await schema.drop();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'trilha-bench-'));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      APP_URL: BENCH_APP_URL,
      DATABASE_URL: undefined,
      DATABASE_SCHEMA: undefined,
      ...env,
    },
    processOptions,
  );
  return {
    server,
    label: `embedded database, EMBEDDED_DATABASE=${process.env.EMBEDDED_DATABASE ?? 'default'}`,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The database's first account, the administrator (whose projects no plan limits). */
export const signUpAdministrator = (origin: string) =>
  new HttpSession(origin).signUp('bench-admin@example.com');

/**
 * A facilitator (sign up the administrator first: not them), on the smallest plan whose room
 * takes `guests`. A paid plan never tried starts as a 7-day trial with no payment provider
 * (choosePlan), as on /pricing.
 */
export async function facilitator(
  origin: string,
  email: string,
  guests: number,
): Promise<{ session: HttpSession; plan: string }> {
  const session = new HttpSession(origin);
  await session.signUp(email);
  const plans = await session.call<SubscriptionPlan[]>('GET', '/api/subscription-plans');
  const fits = plans
    .filter((plan) => plan.maxRoomGuests === null || plan.maxRoomGuests >= guests)
    .sort((a, b) => a.priceMonthly - b.priceMonthly);
  const plan = fits[0];
  if (!plan) throw new Error(`no plan takes ${guests} guests`);
  if (plan.priceMonthly === 0) return { session, plan: plan.name };
  const answer = await session.call<{ url?: string }>('POST', '/api/create-checkout-session', {
    planId: plan.id,
    billingPeriod: 'monthly',
  });
  if (answer.url) throw new Error(`choosing ${plan.name} asked for a payment page`);
  return { session, plan: `${plan.name} (its 7-day trial, chosen through the API)` };
}

/** A facilitator's project with an open room: its id and the room's code. */
export async function openRoom(session: HttpSession, name: string) {
  const project = await session.call<{ id: string }>('POST', '/api/projects', { name });
  const room = await session.call<{ code: string }>('POST', `/api/projects/${project.id}/room`);
  return { projectId: project.id, code: room.code };
}
