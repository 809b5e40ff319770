import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirError } from './data-dir-lock';
import { removeLeftFolder } from './private-folder';

/**
 * The postmaster.pid file PostgreSQL keeps in its data folder while it runs: its first line is
 * the postmaster's pid, its eighth the state ('starting', 'ready', 'stopping'). Read to know when
 * the server is ready (a language-free signal, unlike its log lines) and to find a postmaster
 * left running by a server killed with SIGKILL: the postmaster is a child process, and a killed
 * parent takes no child with it.
 */
export interface PostmasterPid {
  pid: number;
  state: string;
  /** Line 5: the folder of its unix socket. */
  socketFolder: string;
}

export function readPostmasterPid(cluster: string): PostmasterPid | undefined {
  try {
    const lines = readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
    return { pid, state: (lines[7] ?? '').trim(), socketFolder: (lines[4] ?? '').trim() };
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process exists (signal 0 only asks); EPERM: it does, as another user's. */
export function isAlive(pid: number): boolean {
  if (!(pid > 0)) return false; // 0 and below name process groups, not a process
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's command line: /proc on Linux, ps elsewhere (macOS); '' when it is gone. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
    } catch {
      return '';
    }
  }
}

async function exited(pid: number, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(50)) {
    if (!isAlive(pid)) return true;
  }
  return !isAlive(pid);
}

/**
 * Called with the folder's lock held, so no Trilha server runs on it: a postmaster still running
 * on `cluster` was left by one killed with SIGKILL. It is stopped the way a server stops it
 * (SIGINT, PostgreSQL's fast shutdown: connections closed, a checkpoint written), or if it hangs,
 * SIGQUIT (immediate: the next start replays the WAL, as after a power cut). A postmaster.pid
 * naming a process that is not that postmaster (its pid reused after a restart of the machine)
 * is removed, as PostgreSQL would otherwise refuse to start while that process lives. Either
 * way, the socket folder the killed server made for it goes too (private-folder.ts).
 */
export async function stopLeftoverPostmaster(cluster: string): Promise<string | undefined> {
  const found = readPostmasterPid(cluster);
  if (!found) return undefined;
  const outcome = await stopIfRunning(cluster, found);
  if (found.socketFolder) removeLeftFolder(found.socketFolder);
  return outcome;
}

async function stopIfRunning(cluster: string, found: PostmasterPid): Promise<string | undefined> {
  if (!isAlive(found.pid)) return undefined;
  const command = commandLine(found.pid);
  if (!(command.includes('postgres') && command.includes(cluster))) {
    rmSync(join(cluster, 'postmaster.pid'), { force: true });
    return `removed ${join(cluster, 'postmaster.pid')}: its process ${found.pid} is not a PostgreSQL server of this folder`;
  }
  process.kill(found.pid, 'SIGINT');
  if (await exited(found.pid, 60_000))
    return `stopped the PostgreSQL server left running (process ${found.pid})`;
  process.kill(found.pid, 'SIGQUIT');
  if (await exited(found.pid, 10_000))
    return `stopped the PostgreSQL server left running (process ${found.pid}) with SIGQUIT`;
  throw new DataDirError(
    `A PostgreSQL server (process ${found.pid}) still runs on ${cluster} and did not stop when asked: stop it, then start Trilha again.`,
  );
}
