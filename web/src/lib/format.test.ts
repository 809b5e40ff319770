import { afterEach, describe, expect, it } from 'vitest';
import { formatProjectDate } from './format';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('formatProjectDate', () => {
  it("gives the device's date, or UTC's for a page the server draws", () => {
    // 01:30 UTC on the 26th is still the 25th in São Paulo (UTC-3).
    process.env.TZ = 'America/Sao_Paulo';
    expect(formatProjectDate('2026-11-26T01:30:00.000Z')).toBe('25/11/2026');
    expect(formatProjectDate('2026-11-26T01:30:00.000Z', { inUtc: true })).toBe('26/11/2026');
    process.env.TZ = 'Asia/Tokyo';
    expect(formatProjectDate('2026-11-26T20:00:00.000Z')).toBe('27/11/2026');
    expect(formatProjectDate('2026-11-26T20:00:00.000Z', { inUtc: true })).toBe('26/11/2026');
  });

  it('is null without a date, or for one that is not', () => {
    expect(formatProjectDate(null)).toBeNull();
    expect(formatProjectDate('')).toBeNull();
    expect(formatProjectDate('not a date')).toBeNull();
  });
});
