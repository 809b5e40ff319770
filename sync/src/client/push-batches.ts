const utf8 = new TextEncoder();

/** The bytes a mutation adds to a push body (its JSON, as UTF-8, plus the comma). */
export const pushedSize = (mutation: unknown): number =>
  utf8.encode(JSON.stringify(mutation)).length + 1;

/**
 * The first push to send from a queue: the longest prefix whose JSON stays within `maxBytes`,
 * and always at least one mutation (one larger than the target goes alone; the server's cap
 * is set to fit the largest single mutation).
 */
export function firstPushBySize<T>(queue: readonly T[], maxBytes: number): T[] {
  let total = 0;
  let count = 0;
  for (const mutation of queue) {
    total += pushedSize(mutation);
    if (count > 0 && total > maxBytes) break;
    count += 1;
  }
  return queue.slice(0, count);
}
