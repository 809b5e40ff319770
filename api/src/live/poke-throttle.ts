/**
 * At most one poke per project per window, without delaying a lone one: the first poke of a quiet
 * project goes out at once and opens a window; pokes during the window are merged into one sent
 * at its end (which opens the next window). A room of 30 writing 20 notes a second was poked 20
 * times a second on each of its 30 streams, and each poke woke a pull: 6,000 stream writes a
 * second for 10 rooms, a quarter of an API process's CPU (issue 34). A device cannot use more
 * than a few pokes a second anyway: it pulls one at a time, and what a poke says ("this project
 * changed") is the same for every write it stands for.
 *
 * `userIds` (people who must hear although they no longer see the project) are merged: the one
 * poke of a window reaches everyone any of its pokes was for.
 */
export class PokeThrottle {
  /** Per project in a window: whether a poke waits for its end, and for whom beyond the audience. */
  private readonly windows = new Map<string, { pending: boolean; userIds: Set<string> }>();

  constructor(
    private readonly windowMs: number,
    private readonly send: (projectId: string, userIds: readonly string[]) => void,
  ) {}

  poke(projectId: string, userIds: readonly string[] = []): void {
    const window = this.windows.get(projectId);
    if (window) {
      window.pending = true;
      for (const userId of userIds) window.userIds.add(userId);
      return;
    }
    this.send(projectId, userIds);
    this.open(projectId);
  }

  private open(projectId: string): void {
    const window = { pending: false, userIds: new Set<string>() };
    this.windows.set(projectId, window);
    const timer = setTimeout(() => {
      this.windows.delete(projectId);
      if (!window.pending) return;
      this.send(projectId, [...window.userIds]);
      this.open(projectId);
    }, this.windowMs);
    // A window never keeps the process alive: a poke lost at exit is made up by the next pull.
    timer.unref?.();
  }
}
