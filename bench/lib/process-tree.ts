import { readdirSync, readFileSync } from 'node:fs';
import { CLOCK_TICKS, statFields } from './proc';

/**
 * The memory and CPU of a server and of every process it started (the embedded PostgreSQL's postmaster
 * and its backends), read from /proc (Linux). RSS counts a page shared by several of them (the
 * postmaster's shared buffers, the binary's code) once per process, so its sum overstates;
 * PSS gives each process its share of such a page, and sums to what the tree really holds.
 */
export interface TreeMemory {
  processes: number;
  rssMiB: number;
  pssMiB: number;
}

/** The process and all its descendants, found by their parent pid (/proc/<pid>/stat field 4). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  for (let next = [root]; next.length > 0; next = next.flatMap((pid) => children.get(pid) ?? [])) {
    tree.push(...next);
  }
  return tree;
}

function parentOf(pid: number): number | undefined {
  try {
    return Number(statFields(pid)[1]);
  } catch {
    return undefined; // gone in the meantime
  }
}

/** One field of /proc/<pid>/smaps_rollup in MiB, 0 for a process gone in the meantime. */
function rollupMiB(pid: number, field: 'Rss' | 'Pss'): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export function treeMemory(root: number): TreeMemory {
  const tree = processTree(root);
  const sum = (field: 'Rss' | 'Pss') =>
    tree.reduce((total, pid) => total + rollupMiB(pid, field), 0);
  return { processes: tree.length, rssMiB: sum('Rss'), pssMiB: sum('Pss') };
}

/**
 * CPU seconds of the process and all its descendants: each one's own (utime, stime) and that of
 * its children already gone (cutime, cstime: a backend that ended counts in its postmaster's).
 */
export function treeCpuSeconds(root: number): number {
  return processTree(root).reduce((total, pid) => {
    try {
      const fields = statFields(pid);
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      return total + ticks / CLOCK_TICKS;
    } catch {
      return total; // gone in the meantime
    }
  }, 0);
}
