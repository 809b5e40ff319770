import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectPostgres } from '../../api/src/db/connect';
import { ProcessWatch } from './proc';

/**
 * The pid of the Postgres server of `url` (its postmaster), when it runs on this machine and
 * the bench may read its data directory (a superuser on a local server); undefined otherwise,
 * and the figures leave Postgres out.
 */
export async function localPostgresPid(url: string): Promise<number | undefined> {
  const sql = connectPostgres(url, { poolSize: 1 });
  try {
    const [row] = await sql<{ dataDirectory: string }[]>`
      SELECT current_setting('data_directory') AS data_directory`;
    if (!row) return undefined;
    // postmaster.pid's first line is the server's pid.
    const pid = Number(
      readFileSync(join(row.dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined; // not a superuser, or not on this machine
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * The server `pid` as a watched process tree (the postmaster and every backend, those gone
 * meanwhile included). On the 2-core machine the benches share with Postgres, its CPU is part
 * of the budget: a change that saves the API processes' CPU by giving Postgres more work shows
 * here. Its CPU only: the memory of a server shared with other work says nothing about the run.
 */
export const postgresWatch = (pid: number) =>
  new ProcessWatch('Postgres (its server and backends, the whole machine’s)', [pid], {
    tree: true,
    cpuOnly: true,
  });
