/**
 * Pushes that lock their projects before reading (mustLockFirst: list appends, updates,
 * deletes…) wait for each other here, within this process, BEFORE they take a database
 * connection. Such a push holds its project's row lock until it commits; without this queue,
 * twenty of them to one project would hold twenty of the pool's connections waiting on that one
 * lock, and every other project's pushes and every pull would wait for a connection behind them
 * (issue 34: ten rooms on a pool of 10). Queued here, a project holds at most one connection per
 * process while they wait; across processes the row lock still decides.
 */
export class ProjectQueue {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `work` once every earlier work on any of `projectIds` here has finished. */
  async run<T>(projectIds: Iterable<string>, work: () => Promise<T>): Promise<T> {
    // In id order, as the database locks them: two pushes sharing two projects never wait on
    // each other in a circle.
    const keys = [...new Set(projectIds)].sort();
    const releases: (() => void)[] = [];
    try {
      for (const key of keys) releases.push(await this.take(key));
      return await work();
    } finally {
      for (const release of releases) release();
    }
  }

  private async take(key: string): Promise<() => void> {
    const before = this.tails.get(key);
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = before ? before.then(() => mine) : mine;
    this.tails.set(key, tail);
    await before;
    return () => {
      release();
      // The last in line leaves no entry behind.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }
}
