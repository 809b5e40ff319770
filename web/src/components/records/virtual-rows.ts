import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

/** The cards of a grid cut into rows of `columns` cards: the unit the list virtualizes. */
export function gridRows<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += columns) {
    rows.push(items.slice(start, start + columns));
  }
  return rows;
}

/**
 * The rows to render: those in view plus the overscan, and the row holding keyboard focus even
 * when it has scrolled away. Unmounting the focused card would drop focus to the page's body,
 * and the next Tab would start again from the top of the page.
 */
export function rowsToRender(range: Range, focusedRow: number): number[] {
  const indexes = defaultRangeExtractor(range);
  if (focusedRow < 0 || focusedRow >= range.count || indexes.includes(focusedRow)) {
    return indexes;
  }
  return [...indexes, focusedRow].sort((a, b) => a - b);
}

/** The row of the grid that holds the record `id`, or -1. */
export function rowOf<T extends { id: string }>(rows: readonly T[][], id: string | null): number {
  if (id === null) return -1;
  return rows.findIndex((row) => row.some((item) => item.id === id));
}
