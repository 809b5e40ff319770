import { NOTE_COLORS } from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  NOTE_DIMMED_TEXT,
  NOTE_PAINT,
  NOTE_TEXT,
  noteColorOf,
  noteSurfaceStyle,
  relativeLuminance,
} from './note-colors';

describe('note colours', () => {
  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // WebAIM's reference: #777777 on white is 4.48:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(() => relativeLuminance('yellow')).toThrow();
  });

  it.each(NOTE_COLORS)(
    '%s paper keeps the ink at 7:1 or more, the dimmed ink at 4.5:1',
    (color) => {
      const { background } = NOTE_PAINT[color];
      expect(contrastRatio(NOTE_TEXT, background)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(NOTE_DIMMED_TEXT, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('tells the colours apart and reads null as yellow', () => {
    const papers = new Set(NOTE_COLORS.map((color) => NOTE_PAINT[color].background));
    expect(papers.size).toBe(NOTE_COLORS.length);
    expect(noteColorOf(null)).toBe('yellow');
    expect(noteSurfaceStyle(null)).toMatchObject({ backgroundColor: NOTE_PAINT.yellow.background });
    expect(noteSurfaceStyle('blue')).toMatchObject({ color: NOTE_TEXT, borderColor: '#4dabf7' });
  });
});
