/** The value below which a share `q` of `values` fall (the upper one of a middle pair). */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export const median = (values: readonly number[]) => quantile(values, 0.5);
