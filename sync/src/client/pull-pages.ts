import type { PullResponse } from '../protocol';

type Change = PullResponse['changes'][number];

const keyOf = (change: Change) =>
  `${change.entity}:${'deleted' in change ? change.id : String(change.row.id)}`;

/**
 * Two consecutive pull pages as one, as if the server had answered them together: a record in
 * both keeps its later state, a project removed in the first and back in the second stays.
 * A first sync writes a few large pages instead of many small ones: each commit wakes every
 * live query over the tables it touched, and a new device's screens would read the growing
 * tables again after every page (docs/decisions/0015).
 */
export function joinPages(earlier: PullResponse, later: PullResponse): PullResponse {
  const changes = new Map<string, Change>();
  for (const change of [...earlier.changes, ...later.changes]) {
    const key = keyOf(change);
    changes.delete(key);
    changes.set(key, change);
  }
  const back = new Set(
    later.changes.flatMap((change) =>
      change.entity === 'projects' && !('deleted' in change) ? [String(change.row.id)] : [],
    ),
  );
  return {
    cursor: later.cursor,
    hasMore: later.hasMore,
    changes: [...changes.values()],
    removedProjects: [
      ...earlier.removedProjects.filter((id) => !back.has(id)),
      ...later.removedProjects,
    ],
    lastMutationId: Math.max(earlier.lastMutationId, later.lastMutationId),
    rejected: [...earlier.rejected, ...later.rejected],
  };
}

type FetchPage = (cursor: string | undefined, after: number) => Promise<PullResponse>;

/**
 * The pages of one pull, asked for one after another as fast as the server answers, whatever
 * the device is doing with the pages already here: IndexedDB writes and the network overlap
 * fully. `take` hands over everything that arrived since the last take, joined (up to
 * `maxRows` rows), so a device busy writing catches up in one transaction instead of many.
 */
export class PagePrefetch {
  private readonly arrived: PullResponse[] = [];
  private failure: { error: unknown } | undefined;
  private finished = false;
  private stopped = false;
  private wake: (() => void) | undefined;

  constructor(fetchPage: FetchPage, cursor: string | undefined, after: number) {
    void this.run(fetchPage, cursor, after);
  }

  private async run(fetchPage: FetchPage, cursor: string | undefined, after: number) {
    try {
      for (;;) {
        const page = await fetchPage(cursor, after);
        if (this.stopped) return;
        this.arrived.push(page);
        this.wake?.();
        if (!page.hasMore) return;
        cursor = page.cursor;
        // The next page tells again which of this client's mutations are settled.
        after = Math.max(after, page.lastMutationId);
      }
    } catch (error) {
      this.failure = { error };
    } finally {
      this.finished = true;
      this.wake?.();
    }
  }

  /**
   * The pages that arrived since the last call, joined (waits for at least one); `undefined`
   * once the last page was taken. A failed request is thrown after the pages before it.
   */
  async take(maxRows: number): Promise<PullResponse | undefined> {
    while (this.arrived.length === 0) {
      if (this.failure) throw this.failure.error;
      if (this.finished) return undefined;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
    let page = this.arrived.shift() as PullResponse;
    while (this.arrived.length > 0 && page.changes.length < maxRows)
      page = joinPages(page, this.arrived.shift() as PullResponse);
    return page;
  }

  /** Asks for nothing more (the pull failed while applying). */
  stop() {
    this.stopped = true;
  }
}
