import { describe, expect, it } from 'vitest';
import { convertPriceCents, formatPrice, yearlySavingPercent } from './pricing';

describe('convertPriceCents', () => {
  it('multiplies BRL cents by the rate of the language', () => {
    expect(convertPriceCents(9900, 'pt-BR')).toBe(9900);
    expect(convertPriceCents(9900, 'en')).toBe(3069);
    expect(convertPriceCents(9900, 'es')).toBe(2772);
    expect(convertPriceCents(9900, 'fr')).toBe(2574);
  });

  it('rounds to whole cents', () => {
    // 2990 × 0.31 = 926.9; 4999 × 0.26 = 1299.74; 150 × 0.28 = 42
    expect(convertPriceCents(2990, 'en')).toBe(927);
    expect(convertPriceCents(4999, 'fr')).toBe(1300);
    expect(convertPriceCents(150, 'es')).toBe(42);
    expect(convertPriceCents(0, 'fr')).toBe(0);
  });
});

describe('formatPrice', () => {
  it("shows 0 as 'Free' in every language", () => {
    expect(formatPrice(0, 'pt-BR')).toBe('Free');
    expect(formatPrice(0, 'fr')).toBe('Free');
  });

  it('formats the converted amount in the currency and locale of the language, no decimals', () => {
    expect(formatPrice(9900, 'pt-BR')).toBe('R$\u00a099');
    expect(formatPrice(9900, 'en')).toBe('$31');
    expect(formatPrice(9900, 'es')).toBe('28\u00a0US$');
    expect(formatPrice(9900, 'fr')).toBe('26\u00a0€');
    expect(formatPrice(199000, 'pt-BR')).toBe('R$\u00a01.990');
    expect(formatPrice(474800, 'fr')).toBe('1\u202f234\u00a0€');
  });

  it('rounds the displayed amount to whole units', () => {
    // 2990 × 0.31 = 927 cents = $9.27
    expect(formatPrice(2990, 'en')).toBe('$9');
  });
});

describe('yearlySavingPercent', () => {
  it('is the percent of twelve monthly prices saved', () => {
    // 12 × 4990 = 59880; 53890 saves 5990, 10.003%
    expect(yearlySavingPercent(4990, 53890)).toBe(10);
    expect(yearlySavingPercent(1000, 9000)).toBe(25);
    expect(yearlySavingPercent(1000, 12000)).toBe(0);
  });

  it('rounds to an integer', () => {
    // 1 - 10000 / 12000 = 16.67%
    expect(yearlySavingPercent(1000, 10000)).toBe(17);
  });

  it('is 0 for a free monthly price and never negative', () => {
    expect(yearlySavingPercent(0, 0)).toBe(0);
    expect(yearlySavingPercent(0, 5000)).toBe(0);
    expect(yearlySavingPercent(1000, 15000)).toBe(0);
  });
});
