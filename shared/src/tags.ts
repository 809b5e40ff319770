/** Tool and article cards show this many tags, then '+N' for the rest. */
export const CARD_MAX_TAGS = 3;

export function visibleTags(
  tags: readonly string[],
  max: number = CARD_MAX_TAGS,
): { shown: string[]; hiddenCount: number } {
  return { shown: tags.slice(0, max), hiddenCount: Math.max(0, tags.length - max) };
}
