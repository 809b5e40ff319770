/**
 * Orders and formats the app's first screens need, written without the browser's ICU.
 *
 * The first Intl formatter or `localeCompare` a page calls loads ICU's data: 40–70 ms in this
 * machine's Chromium (bench: docs/perf-log.md, issue 12 seventh part), four times that on the phone
 * Lighthouse simulates — one long task in the project page's first render, on every load. What
 * is ordered here is machine text (timestamps, ids) and what is formatted is the product's one
 * fixed date format, so neither needs a locale's rules.
 */

/**
 * Code-unit order, the same on every device whatever its language: for ISO timestamps of one
 * shape it is their time order, for ids a stable order. Not for people's words (use a Collator).
 */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

interface Created {
  createdAt: string;
  id: string;
}

/** Records oldest first, by creation and then id: one order on every device, ties included. */
export const byCreation = (a: Created, b: Created): number =>
  compareCodeUnits(a.createdAt, b.createdAt) || compareCodeUnits(a.id, b.id);

/** Records newest first: byCreation reversed. */
export const newestFirst = (a: Created, b: Created): number => byCreation(b, a);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A date as the product shows it whatever the interface language (spec, section 9), in this
 * device's time zone: '05/03/2025', as Intl's pt-BR format writes it.
 */
export function brazilianDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${year}`;
}

/** A date and time the same way: '05/03/2025, 14:30' (pt-BR, short date and short time). */
export function brazilianDateTime(date: Date): string {
  return `${brazilianDate(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
