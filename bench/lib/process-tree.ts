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

/**
 * A process's RSS and PSS in MiB from one read of /proc/<pid>/smaps_rollup (0 for a process gone
 * in the meantime). The read is not free: the kernel walks the process's page tables under its
 * memory-map lock, about 10 ms for a process of 300 MB here, CPU charged to the reader and time
 * the process cannot map memory. So each field is not read on its own.
 */
function rollupMiB(pid: number): { rss: number; pss: number } {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0) / 1024;
    return { rss: field('Rss'), pss: field('Pss') };
  } catch {
    return { rss: 0, pss: 0 };
  }
}

export function treeMemory(root: number): TreeMemory {
  const tree = processTree(root);
  const memory = { processes: tree.length, rssMiB: 0, pssMiB: 0 };
  for (const pid of tree) {
    const { rss, pss } = rollupMiB(pid);
    memory.rssMiB += rss;
    memory.pssMiB += pss;
  }
  return memory;
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
