/**
 * The simulation's only source of chance (docs/decisions/0032): sfc32 seeded from one number,
 * so a seed names a whole run — the operations, the ids, the faults — and replays it.
 * Math.random and crypto.randomUUID are never used for a decision of the run.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: number) {
    // splitmix32 spreads the seed over the four words of state.
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let warm = 0; warm < 12; warm++) this.word();
  }

  /** 32 random bits. */
  word(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor((this.word() / 0x1_0000_0000) * n);
  }

  chance(probability: number): boolean {
    return this.word() / 0x1_0000_0000 < probability;
  }

  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.int(items.length)];
  }

  /** A key of `weights`, drawn in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let left = this.int(entries.reduce((sum, [, weight]) => sum + weight, 0));
    for (const [key, weight] of entries) {
      if (left < weight) return key;
      left -= weight;
    }
    return (entries.at(-1) as [K, number])[0];
  }

  /** A version-4 UUID from this generator: the same seed, the same ids. */
  uuid(): string {
    const hex = Array.from({ length: 4 }, () => this.word().toString(16).padStart(8, '0')).join('');
    const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}
