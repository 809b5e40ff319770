import { afterEach, describe, expect, it } from 'vitest';
import { formatProjectDate, timeAgo } from './format';

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

describe('timeAgo', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says the largest whole unit, in the language given', () => {
    expect(timeAgo(ago(2 * 60_000 + 59_000), 'pt-BR', now)).toBe('há 2 minutos');
    expect(timeAgo(ago(3 * 3_600_000), 'en', now)).toBe('3 hours ago');
    expect(timeAgo(ago(3 * 86_400_000), 'es', now)).toBe('hace 3 días');
    expect(timeAgo(ago(60_000), 'fr', now)).toBe('il y a 1 minute');
  });

  it("is 'now' under a minute, and for a clock a little ahead of this one", () => {
    expect(timeAgo(ago(59_000), 'pt-BR', now)).toBe('agora');
    expect(timeAgo(ago(-5000), 'en', now)).toBe('now');
  });
});
