/**
 * Reads that concurrent requests share. A poke makes every device of a room pull at once, most
 * of them from the same cursor (they were all up to date): without sharing, a hub with 30
 * phones reads the same page of changes 30 times for each note written (issue 31's bench:room).
 *
 * Only reads whose result is the same for every caller belong here: the key must hold all that
 * decides it. An entry lives `ttlMs` at most, and a caller's key names the state it read first
 * (the project's version), so a later state is a new key, never an old answer.
 */
export class SharedReads<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs = 2_000,
    private readonly maxEntries = 512,
  ) {}

  read(key: string, load: () => Promise<T>): Promise<T> {
    const now = performance.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.at < this.ttlMs) return entry.value;
    const value = load();
    // Deleted first so the map's order is the order of reads: the oldest entries lead it.
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    // A failed read is not kept: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.evictOld(now);
    return value;
  }

  /**
   * Drops the expired entries and any beyond the bound, oldest first, stopping at the first one
   * kept: each read costs O(1) amortised. Before, expired entries were dropped only once the map
   * passed `maxEntries`, so a server holding few readers kept up to that many stale pages (with
   * their rows) for good (issue 34); now it keeps only what the last TTL read.
   */
  private evictOld(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.at < this.ttlMs && this.entries.size <= this.maxEntries) return;
      this.entries.delete(key);
    }
  }
}
