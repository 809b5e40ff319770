import { numberFormat } from '@trilha/shared';
import { localDay } from './active-time-tracker';

export interface TimeSpentRow {
  projectId: string;
  day: string;
  seconds: number;
}

export interface TimeSpentSummary {
  totalSeconds: number;
  /** Since this week's Monday (ISO 8601 weeks, the same in every language), on this device's calendar. */
  weekSeconds: number;
  /** Total seconds by project id. */
  byProject: ReadonlyMap<string, number>;
}

/** The local date of the Monday of the week of `at`, 'YYYY-MM-DD'. */
export function weekStartDay(at: number): string {
  const date = new Date(at);
  const daysSinceMonday = (date.getDay() + 6) % 7;
  date.setDate(date.getDate() - daysSinceMonday);
  return localDay(date.getTime());
}

/** The person's time: in all, this week, and per project. */
export function summarizeTimeSpent(rows: readonly TimeSpentRow[], at: number): TimeSpentSummary {
  const monday = weekStartDay(at);
  const byProject = new Map<string, number>();
  let totalSeconds = 0;
  let weekSeconds = 0;
  for (const row of rows) {
    totalSeconds += row.seconds;
    // Dates in 'YYYY-MM-DD' order as text.
    if (row.day >= monday) weekSeconds += row.seconds;
    byProject.set(row.projectId, (byProject.get(row.projectId) ?? 0) + row.seconds);
  }
  return { totalSeconds, weekSeconds, byProject };
}

/**
 * Seconds as hours and minutes in the reader's language ("2 h 5 min", "2 Std., 5 Min."), with
 * Intl's unit formats: Intl.DurationFormat is not in every browser a room's tablets run.
 */
export function formatDuration(seconds: number, locale: string): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  const rest = minutes % 60;
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}
