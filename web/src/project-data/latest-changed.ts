/**
 * The most recently changed of a set of synced rows (then the greatest id, so every device
 * picks the same one). The room's "current" timer, round or session is always this: there is
 * no pointer to keep in sync, and two offline devices that each created one merge by the next
 * change on either.
 */
export function latestChanged<T extends { updatedAt: string; id: string }>(
  rows: readonly T[],
): T | undefined {
  let latest: T | undefined;
  for (const row of rows) {
    if (
      !latest ||
      row.updatedAt > latest.updatedAt ||
      (row.updatedAt === latest.updatedAt && row.id > latest.id)
    )
      latest = row;
  }
  return latest;
}
