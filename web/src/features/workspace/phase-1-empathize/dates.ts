import type { TextFieldSpec } from '../../../components/records/record-fields';

/** Today as 'YYYY-MM-DD' in the user's own time zone: a late-evening session is still today. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A 'YYYY-MM-DD' date in Brazilian format (spec section 9), without shifting it across zones. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}/${month}/${year}` : date;
}

/** The date an interview or an observation took place: today for a new one, kept by an edit. */
export const DATE_FIELD: TextFieldSpec<undefined> = {
  kind: 'text',
  name: 'date',
  type: 'date',
  required: true,
  only: 'create',
  initial: () => localToday(),
};
