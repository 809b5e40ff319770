import type { TimerState } from '@trilha/shared';
import { DEFAULT_TIMER_DURATION_MS, type Timer } from '@trilha/shared';
import { projectTimerChange, type TimerChanges } from '@trilha/sync';
import { useCallback } from 'react';
import { drawnRowsOf } from '../../../project-data/drawn-project';
import { latestChanged } from '../../../project-data/latest-changed';
import { useChanges } from '../../../project-data/records';
import { useLocalQuery } from '../../../project-data/useLocalQuery';

/** The state a project's timer starts from before anyone used it. */
export const FRESH_TIMER: TimerState = {
  durationMs: DEFAULT_TIMER_DURATION_MS,
  startedAt: null,
  remainingMs: DEFAULT_TIMER_DURATION_MS,
};

export interface ProjectTimer {
  /** undefined while loading, null before the project's first timer. */
  timer: Timer | null | undefined;
  /** Writes a countdown change: always the whole state, so last-writer-wins never mixes two. */
  setState(next: TimerState): Promise<boolean>;
  setLabel(label: string): Promise<boolean>;
}

/**
 * The project's timer: the most recently updated timer row of the project, created on first
 * use. Every device of the project reads the same row, so they all count down together.
 */
export function useProjectTimer(projectId: string, errorMessage: string): ProjectTimer {
  const changeAll = useChanges();
  const timer = useLocalQuery(async (db) =>
    latestChanged(await db.timers.where('projectId').equals(projectId).toArray()) ?? null, () => {
    const drawn = drawnRowsOf('timers', projectId);
    return drawn && (latestChanged(drawn) ?? null);
  }, [projectId]);

  // Before the first use, `timer` is null until the live query reads the created row back, so
  // a press right after another (the name saved as the field is left, then '10 min') is a first
  // use too: projectTimerChange makes every first use land on the project's one timer.
  const write = useCallback(
    (changes: TimerChanges) =>
      changeAll(projectTimerChange(projectId, timer, changes), { error: errorMessage }),
    [changeAll, errorMessage, projectId, timer],
  );

  return {
    timer,
    setState: useCallback(
      (next: TimerState) =>
        write({
          startedAt: next.startedAt,
          remainingMs: next.remainingMs,
          durationMs: next.durationMs,
        }),
      [write],
    ),
    setLabel: useCallback((label: string) => write({ label }), [write]),
  };
}
