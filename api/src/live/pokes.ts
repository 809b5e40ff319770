import type { Config } from '../config';
import type { Sql } from '../db/connect';
import { InProcessPokeBus, type Poke, type PokeBus, PostgresPokeBus } from './poke-bus';

/**
 * One bus per database pool, found from the pool: the write paths (REST mutations, sync push,
 * sharing) are handed only `sql`, and one bus per pool means one LISTEN connection per process.
 */
const buses = new WeakMap<Sql, PokeBus>();

/** The channel is per schema, so schemas sharing a server (tests, tenants) do not hear each other. */
export const pokeChannel = (schema: string | undefined) =>
  schema ? `trilha_pokes_${schema}` : 'trilha_pokes';

/** The bus of this pool: Postgres LISTEN/NOTIFY with DATABASE_URL, in memory when embedded. */
export function pokeBusOf(
  sql: Sql,
  config: Pick<Config, 'databaseUrl' | 'databaseSchema'>,
): PokeBus {
  let bus = buses.get(sql);
  if (!bus) {
    bus = config.databaseUrl
      ? new PostgresPokeBus(sql, pokeChannel(config.databaseSchema))
      : new InProcessPokeBus();
    buses.set(sql, bus);
  }
  return bus;
}

/**
 * Tells the project's people that it changed; call it after the write committed. A poke that
 * cannot be sent costs only latency (the clients' periodic pull still comes), so it never fails
 * the write that caused it.
 */
export async function pokeProjects(sql: Sql, pokes: Iterable<Poke | string>): Promise<void> {
  const bus = buses.get(sql);
  const list = [...pokes].map((poke) => (typeof poke === 'string' ? { projectId: poke } : poke));
  if (!bus || list.length === 0) return;
  try {
    await bus.publish(list);
  } catch (error) {
    console.warn('live updates: a poke was not sent', error);
  }
}
