/**
 * Counts failed sign-ins per client address in a sliding window; past the limit the address
 * waits. Kept in memory: one server process, and a restart forgetting the count is acceptable.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 10 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds the address must wait before trying again, or 0 when it may try now. */
  retryAfterSeconds(address: string): number {
    const recent = this.recent(address);
    if (recent.length < this.maxFailures) return 0;
    const oldest = recent[recent.length - this.maxFailures] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  recordFailure(address: string): void {
    const recent = this.recent(address);
    recent.push(this.now());
    this.failures.set(address, recent);
    if (this.failures.size > 10_000) this.prune();
  }

  private recent(address: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(address) ?? []).filter((time) => time > since);
  }

  private prune(): void {
    for (const address of this.failures.keys()) {
      const recent = this.recent(address);
      if (recent.length === 0) this.failures.delete(address);
      else this.failures.set(address, recent);
    }
  }
}
