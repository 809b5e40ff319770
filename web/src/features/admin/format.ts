import { dateTimeFormat, localeFor } from '@trilha/shared';
import { currentLanguage } from '../../i18n';

/** A short date in the interface language's format (pt-BR: 05/03/2025). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(localeFor(currentLanguage()), { dateStyle: 'short' }).format(date);
}

/** Case-insensitive "contains" over some fields, for the tabs' search boxes. */
export function matches(query: string, ...fields: (string | null | undefined)[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) => (field ?? '').toLocaleLowerCase().includes(needle));
}
