/**
 * Counts ACTIVE time on a page (docs/decisions/0028): time passes only while the page is
 * visible and someone has used it in the last IDLE_AFTER_MS. A workshop spends minutes reading
 * and talking with no input, so those minutes count, up to the limit; a tab left open over
 * lunch stops counting five minutes after the last touch, and starts again at the next one.
 * Pure: the caller tells it the time and what happened (active-time-tracker.ts wires the DOM).
 */
export const IDLE_AFTER_MS = 5 * 60_000;

export class ActiveTimeMeter {
  private visible: boolean;
  private lastInputAt: number;
  /** Up to when time has been looked at. */
  private settledAt: number;
  /** Counted milliseconds not yet taken. */
  private pendingMs = 0;

  constructor(at: number, visible: boolean) {
    this.visible = visible;
    this.lastInputAt = at;
    this.settledAt = at;
  }

  /** Someone used the page (a key, a tap, a scroll). */
  input(at: number): void {
    this.settle(at);
    this.lastInputAt = at;
  }

  /** The page was shown or hidden; showing it again is itself a sign of someone there. */
  setVisible(visible: boolean, at: number): void {
    this.settle(at);
    this.visible = visible;
    if (visible) this.lastInputAt = at;
  }

  /** Whole seconds counted up to `at` and not taken before; the fraction stays for next time. */
  take(at: number): number {
    this.settle(at);
    const seconds = Math.floor(this.pendingMs / 1000);
    this.pendingMs -= seconds * 1000;
    return seconds;
  }

  private settle(at: number): void {
    if (this.visible) {
      const end = Math.min(at, this.lastInputAt + IDLE_AFTER_MS);
      if (end > this.settledAt) this.pendingMs += end - this.settledAt;
    }
    this.settledAt = Math.max(this.settledAt, at);
  }
}
