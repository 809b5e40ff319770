import { describe, expect, it } from 'vitest';
import { captureScale } from './png-export';

describe('captureScale', () => {
  it('enlarges a desktop-wide phase to an A4 width at 300 dpi', () => {
    const printedWidth = captureScale(1100, 900) * 1100;
    expect(printedWidth).toBeGreaterThan(2460);
    expect(printedWidth).toBeLessThanOrEqual(2480);
  });

  it('never goes below 2× (a wide screen still prints sharp)', () => {
    expect(captureScale(2560, 900)).toBe(2);
  });

  it('stays within what a canvas can hold for a very long phase', () => {
    const scale = captureScale(360, 40_000);
    expect(360 * 40_000 * scale * scale).toBeLessThanOrEqual(60_000_000);
  });
});
