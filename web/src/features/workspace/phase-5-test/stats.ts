import type { TestResult } from '@trilha/shared';

export interface ResultSummary {
  /** Results recorded, one per participant session. */
  count: number;
  /** Mean of the results' success rates (percent, one decimal); null with no result. */
  averageSuccessRate: number | null;
  /** Mean of the completion times that were recorded, in whole seconds; null when none. */
  averageTimeSeconds: number | null;
  /** The insights written down, with who they came from, in recording order. */
  insights: { participantId: string; text: string }[];
}

/** The figures of one plan, computed from what was actually recorded (nothing made up). */
export function summarize(results: readonly TestResult[]): ResultSummary {
  const rates = results.map((result) => result.successRate);
  const times = results
    .map((result) => result.completionTime)
    .filter((time): time is number => typeof time === 'number');
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    count: results.length,
    averageSuccessRate: rates.length > 0 ? Math.round(mean(rates) * 10) / 10 : null,
    averageTimeSeconds: times.length > 0 ? Math.round(mean(times)) : null,
    insights: results
      .filter((result) => result.insights.trim() !== '')
      .map((result) => ({ participantId: result.participantId, text: result.insights })),
  };
}

/** The first 'P<n>' not used yet by the plan's results. */
export function nextParticipantId(results: readonly Pick<TestResult, 'participantId'>[]): string {
  const used = new Set(results.map((result) => result.participantId));
  let n = results.length + 1;
  for (let candidate = 1; candidate <= n; candidate++) {
    if (!used.has(`P${candidate}`)) {
      n = candidate;
      break;
    }
  }
  return `P${n}`;
}

/** Seconds as minutes and seconds, e.g. 95 → { minutes: 1, seconds: '35' }. */
export function splitSeconds(total: number): { minutes: number; seconds: string } {
  return { minutes: Math.floor(total / 60), seconds: String(total % 60).padStart(2, '0') };
}
