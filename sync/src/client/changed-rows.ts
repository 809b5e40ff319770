/** Two stored rows hold the same fields and values (nested values compared as JSON). */
export function sameRow(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (x === y) return true;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    return JSON.stringify(x) === JSON.stringify(y);
  });
}

/**
 * The rows of `incoming` that differ from what is stored (`stored[i]` is the stored row with the
 * id of `incoming[i]`, or undefined): rewriting an identical row would still wake every live
 * query over its table, and a list of 2,000 ideas would render again for nothing.
 */
export function changedRows<T extends Record<string, unknown>>(
  incoming: readonly T[],
  stored: readonly (Record<string, unknown> | undefined)[],
): T[] {
  return incoming.filter((row, i) => {
    const current = stored[i];
    return current === undefined || !sameRow(current, row);
  });
}
