import { describe, expect, it } from 'vitest';
import { formatDuration as format, summarizeTimeSpent, weekStartDay } from './time-spent-summary';

const FRIDAY = new Date(2026, 10, 27, 15, 0).getTime();

describe('summarizeTimeSpent', () => {
  it('adds all days for the total, and only those since Monday for the week', () => {
    const summary = summarizeTimeSpent(
      [
        { projectId: 'a', day: '2026-11-22', seconds: 600 }, // the Sunday before
        { projectId: 'a', day: '2026-11-23', seconds: 60 }, // Monday
        { projectId: 'b', day: '2026-11-27', seconds: 3600 },
      ],
      FRIDAY,
    );
    expect(summary.totalSeconds).toBe(4260);
    expect(summary.weekSeconds).toBe(3660);
    expect([...summary.byProject]).toEqual([
      ['a', 660],
      ['b', 3600],
    ]);
  });

  it('starts the week on Monday, Sunday included in the week before', () => {
    expect(weekStartDay(FRIDAY)).toBe('2026-11-23');
    expect(weekStartDay(new Date(2026, 10, 29, 20, 0).getTime())).toBe('2026-11-23');
    expect(weekStartDay(new Date(2026, 10, 30, 0, 5).getTime())).toBe('2026-11-30');
  });
});

describe('formatDuration', () => {
  it('writes hours and minutes in the reader’s language', () => {
    // French separates with a narrow no-break space: compared as plain spaces.
    const formatDuration = (seconds: number, locale: string) =>
      format(seconds, locale).replace(/\s/g, ' ');
    expect(formatDuration(2 * 3600 + 5 * 60 + 40, 'en-US')).toBe('2 hr 5 min');
    expect(formatDuration(2 * 3600, 'pt-BR')).toBe('2 h');
    expect(formatDuration(59, 'fr-FR')).toBe('0 min');
    expect(formatDuration(45 * 60, 'es-ES')).toBe('45 min');
  });
});
