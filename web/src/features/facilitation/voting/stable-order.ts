/**
 * The ids of `items` in the order first seen: known ids keep their place, new ones go to the
 * end, removed ones leave. A ballot uses it so that no card moves under a voter's finger when
 * a sync brings new items or re-stamps their creation times.
 */
export function stableOrder(
  previous: readonly string[],
  items: readonly { id: string }[],
): string[] {
  const present = new Set(items.map((item) => item.id));
  const kept = previous.filter((id) => present.has(id));
  const known = new Set(kept);
  return [...kept, ...items.map((item) => item.id).filter((id) => !known.has(id))];
}
