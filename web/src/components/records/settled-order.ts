import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** How long after the last vote the list keeps its order before re-sorting. */
export const SETTLE_MS = 1500;

/**
 * Lists longer than this settle without animation: a view transition snapshots every named card,
 * and with 2,000 ideas that froze the page for tens of seconds (bench:browser).
 */
export const ANIMATED_LIST_MAX = 60;

/**
 * The rows of a list sorted by votes, held in place while people vote: re-sorting the instant a
 * +1 lands would move the card under the next tap, and that tap would vote for another record.
 * `holdOrder()` (called on each vote) freezes the order shown; SETTLE_MS after the last vote the
 * list settles into its sorted order, animated where the browser can (view transitions), so
 * people see what moved. Records added meanwhile appear first; deleted ones leave at once.
 */
export function useSettledOrder<T extends { id: string }>(
  rows: T[] | undefined,
  compare: (a: T, b: T) => number,
): { rows: T[] | undefined; holdOrder(): void } {
  const [holding, setHolding] = useState(false);
  const shown = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const count = useRef(0);
  count.current = rows?.length ?? 0;
  useEffect(() => () => clearTimeout(timer.current), []);

  const holdOrder = useCallback(() => {
    setHolding(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const settle = () => setHolding(false);
      if (count.current <= ANIMATED_LIST_MAX) animate(settle);
      else settle();
    }, SETTLE_MS);
  }, []);

  const ordered = rows && (holding ? inShownOrder(rows, shown.current) : [...rows].sort(compare));
  useEffect(() => {
    if (ordered) shown.current = ordered.map((row) => row.id);
  });
  return { rows: ordered, holdOrder };
}

function inShownOrder<T extends { id: string }>(rows: T[], order: readonly string[]): T[] {
  const position = new Map(order.map((id, index) => [id, index]));
  const added = rows.filter((row) => !position.has(row.id));
  const kept = rows
    .filter((row) => position.has(row.id))
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return [...added, ...kept];
}

type ViewTransitionDocument = Document & { startViewTransition?(update: () => void): unknown };

/** Applies a state change inside a view transition when the browser has them and motion is ok. */
function animate(update: () => void) {
  const doc = document as ViewTransitionDocument;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (!doc.startViewTransition || reduced) return update();
  doc.startViewTransition(() => flushSync(update));
}
