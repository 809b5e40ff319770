import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One server per embedded data folder: two PGlite instances writing one folder is the known way
 * it ends unreadable ("RuntimeError: Aborted()"), and PGlite itself does not stop the second.
 * The lock is a file in the folder naming the process that holds it (decision 0017).
 */
export const LOCK_FILE = 'trilha-server.lock';

/** The data folder cannot be used: its message is for the person starting the server. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

export interface DataDirLock {
  /** Removes the lock file, unless it is no longer this process's. */
  release(): void;
}

interface Holder {
  pid: number;
  /** The kernel's start time of the process (Linux), which tells a reused process id apart. */
  processStart: string | null;
  /** For people: when the holder started. */
  startedAt: string;
}

/** Locks this process holds, so a second open of the same folder in one process is refused. */
const heldHere = new Set<string>();

/** Tries a few times only: each retry means another start changed the lock at that moment. */
const ATTEMPTS = 5;

/**
 * Takes the folder's lock or throws a DataDirError naming the folder and the process holding
 * it. A lock whose process is gone (killed, crashed, machine restarted) is taken over.
 *
 * The lock file appears complete or not at all: its content is written to a draft first, then
 * hard-linked to the lock's name, which fails if the name exists. (Opening it with 'wx' and
 * writing would leave a moment where another start reads an empty lock and cannot tell a
 * start in progress from a crash.)
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = join(dataDir, LOCK_FILE);
  const mine = JSON.stringify(thisProcess());
  const draft = `${lockPath}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, mine, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (tryLink(draft, lockPath)) {
        heldHere.add(lockPath);
        return { release: () => release(lockPath, mine) };
      }
      const found = readText(lockPath);
      if (found === undefined) continue; // released in the meantime
      const holder = parseHolder(found);
      if (holder && isRunning(holder, lockPath)) throw inUse(dataDir, lockPath, holder);
      removeIfUnchanged(lockPath, found);
    }
    throw new DataDirError(
      `The data folder ${dataDir} could not be locked: its lock file ${lockPath} kept changing. Is another Trilha server starting on it?`,
    );
  } finally {
    rmSync(draft, { force: true });
  }
}

function release(lockPath: string, mine: string): void {
  heldHere.delete(lockPath);
  if (readText(lockPath) === mine) rmSync(lockPath, { force: true });
}

function thisProcess(): Holder {
  return {
    pid: process.pid,
    processStart: processStartOf(process.pid),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
  };
}

/**
 * Whether the lock's process still runs. A process id alone can mislead: after a crash and a
 * restart (a container's first process is often the same pid) the number may belong to
 * another process, which is why the start time is compared when the system tells it.
 */
function isRunning(holder: Holder, lockPath: string): boolean {
  // Our own pid: this process holds it, or an earlier process that had our pid left it.
  if (holder.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(holder.pid, 0); // signal 0: only asks whether the process exists
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it may well be a server: running.
    if (errorCode(error) === 'ESRCH') return false;
  }
  const start = processStartOf(holder.pid);
  return start === null || holder.processStart === null || start === holder.processStart;
}

/** Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces). */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null; // not Linux, or not allowed to look
  }
}

/**
 * A lock this app wrote, or undefined. An unreadable one is treated as stale: ours appear
 * whole (see lockDataDir), and a pid of 0 or below must never reach process.kill, where it
 * means a whole process group.
 */
function parseHolder(text: string): Holder | undefined {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (!Number.isSafeInteger(value.pid) || (value.pid ?? 0) <= 0) return undefined;
    return {
      pid: value.pid as number,
      processStart: typeof value.processStart === 'string' ? value.processStart : null,
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : 'at an unknown time',
    };
  } catch {
    return undefined;
  }
}

/**
 * Removes a stale lock, but only the one judged stale: it is first moved aside (atomic), and
 * if what was moved is not what was read, another start took the lock in between, so it is put
 * back. Deleting by name instead could delete that other start's fresh lock.
 */
function removeIfUnchanged(lockPath: string, stale: string): void {
  const aside = `${lockPath}.stale-${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return; // another start moved it first
    throw error;
  }
  if (readText(aside) !== stale) tryLink(aside, lockPath);
  rmSync(aside, { force: true });
}

function inUse(dataDir: string, lockPath: string, holder: Holder): DataDirError {
  return new DataDirError(
    [
      `The data folder ${dataDir} is in use by another Trilha server (process ${holder.pid}, started ${holder.startedAt}).`,
      'Two servers on one folder damage its database: stop that server first, or give this one another DATA_DIR.',
      `If process ${holder.pid} is not a Trilha server, delete ${lockPath} and start again.`,
    ].join('\n'),
  );
}

function tryLink(existing: string, newPath: string): boolean {
  try {
    linkSync(existing, newPath);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
