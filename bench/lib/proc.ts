import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { treeCpuSeconds, treeMemory } from './process-tree';

// A process of this machine, read from /proc (Linux).

export const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * The fields of /proc/<pid>/stat after the command's closing parenthesis (the command may hold
 * spaces): [0] the state, [1] the parent's pid, [11] [12] utime and stime, [13] [14] those of
 * its children already gone.
 */
export function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds the process has used, user and system, all its threads. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** The process's resident memory now, in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The load average, 1, 5 and 15 minutes. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export const cores = availableParallelism;

/** The child processes of `pid` (nginx's workers of its master), from /proc. */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** How often a watch reads its processes' memory for the peak. */
const MEMORY_SAMPLE_MS = 1_000;

/**
 * Processes watched together over a period (one API process, or nginx's master and workers):
 * the CPU they used since `start`, and their resident memory (peak sampled every second).
 */
export class ProcessWatch {
  private cpuStart = 0;
  private startedAt = 0;
  rssBefore = 0;
  rssPeak = 0;
  private sampler: NodeJS.Timeout | undefined;

  /**
   * `tree`: each process with every process it started (an API process's embedded PostgreSQL),
   * its memory as PSS (a page shared by several counts once, process-tree.ts).
   * `cpuOnly`: its memory is not read (a shared server's, of no interest to the run; reading a
   * process's PSS walks its page tables, every second, for nothing).
   */
  constructor(
    readonly label: string,
    readonly pids: readonly number[],
    readonly options: { tree?: boolean; cpuOnly?: boolean } = {},
  ) {}

  /** Set when one of the processes is gone (it crashed): the figures stop at its last reading. */
  ended = false;
  private lastCpu = 0;
  private lastRss = 0;

  /**
   * The sum of `perProcess` over the watched processes, or `last` (the figure's last reading)
   * with the watch marked ended if one is gone.
   */
  private sum(perProcess: (pid: number) => number, last: number): number {
    try {
      return this.pids.reduce((total, pid) => total + perProcess(pid), 0);
    } catch {
      this.ended = true;
      return last;
    }
  }

  private cpuNow = () => {
    this.lastCpu = this.sum(this.options.tree ? treeCpuSeconds : cpuSeconds, this.lastCpu);
    return this.lastCpu;
  };

  private rssNow = () => {
    const memory = this.options.tree ? (pid: number) => treeMemory(pid).pssMiB : rssMiB;
    this.lastRss = this.sum(memory, this.lastRss);
    return this.lastRss;
  };

  start(): this {
    this.cpuStart = this.cpuNow();
    this.startedAt = performance.now();
    if (this.options.cpuOnly) return this;
    this.rssBefore = this.rssNow();
    this.rssPeak = this.rssBefore;
    // Memory only: CPU is read at the start and the end. Once a second, not more: a PSS reading
    // costs the watched process a pause and this one CPU (process-tree.ts), on the machine the
    // figures are about.
    this.sampler = setInterval(() => {
      this.rssPeak = Math.max(this.rssPeak, this.rssNow());
    }, MEMORY_SAMPLE_MS);
    return this;
  }

  /** CPU seconds used since start, and the share of one core over the seconds elapsed. */
  cpu(): { seconds: number; share: number } {
    const seconds = this.cpuNow() - this.cpuStart;
    return { seconds, share: seconds / ((performance.now() - this.startedAt) / 1000) };
  }

  stop(): void {
    clearInterval(this.sampler);
  }

  describe(): string {
    const { seconds, share } = this.cpu();
    const memory = this.options.tree ? 'with the processes it started: PSS' : 'RSS';
    const cpu = `${this.label}: CPU ${seconds.toFixed(1)} s (${(100 * share).toFixed(0)}% of a core)`;
    const ended = this.ended ? ' — ENDED during the run' : '';
    if (this.options.cpuOnly) return `${cpu}${ended}`;
    return `${cpu}, ${memory} ${this.rssBefore.toFixed(0)} MiB before, ${this.rssPeak.toFixed(0)} MiB peak${ended}`;
  }
}
