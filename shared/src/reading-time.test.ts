import { describe, expect, it } from 'vitest';
import { readingTimeMinutes, wordCount } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(' ');

describe('readingTimeMinutes', () => {
  it('is words divided by 200, rounded up', () => {
    expect(readingTimeMinutes('')).toBe(0);
    expect(readingTimeMinutes(words(1))).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(400))).toBe(2);
  });

  it('counts words across any whitespace and ignores empty pieces', () => {
    expect(wordCount('  um\n\ndois\ttrês   ')).toBe(3);
    expect(wordCount('   ')).toBe(0);
    expect(readingTimeMinutes(' \n\t ')).toBe(0);
  });
});
