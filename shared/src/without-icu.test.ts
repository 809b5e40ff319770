import { describe, expect, it } from 'vitest';
import {
  brazilianDate,
  brazilianDateTime,
  byCreation,
  compareCodeUnits,
  newestFirst,
} from './without-icu';

describe('orders and formats without ICU', () => {
  it('orders ISO timestamps by time and ids as plain text, as localeCompare did', () => {
    const stamps = [
      '2026-11-23T10:00:00.000Z',
      '2025-01-02T09:59:59.999Z',
      '2026-11-23T09:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
    ];
    expect([...stamps].sort(compareCodeUnits)).toEqual([
      '2025-01-02T09:59:59.999Z',
      '2026-02-01T00:00:00.000Z',
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
    ]);
    const ids = ['0f3a', 'a1b2', '09ff', 'ffff', 'a1b1'];
    expect([...ids].sort(compareCodeUnits)).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
    expect(compareCodeUnits('x', 'x')).toBe(0);
  });

  it('orders records by creation, then id, oldest or newest first', () => {
    const record = (id: string, createdAt: string) => ({ id, createdAt });
    const rows = [
      record('b', '2026-11-23T10:00:00.000Z'),
      record('c', '2026-11-23T09:00:00.000Z'),
      record('a', '2026-11-23T10:00:00.000Z'),
    ];
    expect([...rows].sort(byCreation).map((row) => row.id)).toEqual(['c', 'a', 'b']);
    expect([...rows].sort(newestFirst).map((row) => row.id)).toEqual(['b', 'a', 'c']);
  });

  it("writes dates and times as Intl's pt-BR short formats do, in local time", () => {
    const moments = [
      new Date(2025, 2, 5, 14, 30),
      new Date(2026, 10, 23, 0, 5),
      new Date(2024, 11, 31, 23, 59),
      new Date(2027, 0, 1, 9, 0),
    ];
    for (const moment of moments) {
      expect(brazilianDate(moment)).toBe(new Intl.DateTimeFormat('pt-BR').format(moment));
      expect(brazilianDateTime(moment)).toBe(
        moment.toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }),
      );
    }
    expect(brazilianDate(new Date(2025, 2, 5))).toBe('05/03/2025');
    expect(brazilianDateTime(new Date(2025, 2, 5, 14, 30))).toBe('05/03/2025, 14:30');
  });
});
