export const WORDS_PER_MINUTE = 200;

export function wordCount(content: string): number {
  return content.split(/\s+/).filter((word) => word.length > 0).length;
}

/** Minutes to read an article: words / 200, rounded up (0 for an empty text). */
export function readingTimeMinutes(content: string): number {
  return Math.ceil(wordCount(content) / WORDS_PER_MINUTE);
}
