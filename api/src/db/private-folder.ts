import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

/** Who owns a file: the embedded PostgreSQL's user when the server runs as root (run-as.ts). */
export interface Owner {
  uid: number;
  gid: number;
  name: string;
}

const PREFIX = 'trilha-db-';

/**
 * Removes a socket folder a killed server left (its socket too, if PostgreSQL was killed with
 * it); a path that is not one of ours (another prefix, another place) is left alone.
 */
export function removeLeftFolder(path: string): void {
  if (dirname(path) === tmpdir() && basename(path).startsWith(PREFIX))
    rmSync(path, { recursive: true, force: true });
}

export interface PrivateFolder {
  path: string;
  remove(): void;
}

/**
 * A new folder for an embedded database's unix socket, made 0700 by mkdtemp as it is created:
 * no other user can reach the socket inside, not even in the moment between binding it and any
 * chmod, and no stale socket of a killed server is ever in the way (decision 0017). In the temp
 * folder rather than DATA_DIR: a socket's path must fit in about 104 bytes, which a deep
 * DATA_DIR can exceed, and memory:// has no folder at all. `owner` is the user that must create
 * the socket in it (root, the server's user, can still enter it). A process that exits without
 * stopping (a failed start, an uncaught error) leaves no folder behind either; only a SIGKILL can.
 */
export function makePrivateFolder(owner?: Owner): PrivateFolder {
  const path = mkdtempSync(join(tmpdir(), PREFIX));
  const remove = () => {
    rmSync(path, { recursive: true, force: true });
    process.off('exit', remove);
  };
  process.once('exit', remove);
  try {
    if (owner) chownSync(path, owner.uid, owner.gid);
  } catch (error) {
    remove();
    throw error;
  }
  return { path, remove };
}
