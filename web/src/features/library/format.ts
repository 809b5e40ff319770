import { dateTimeFormat, localeFor } from '@trilha/shared';
import { currentLanguage } from '../../i18n';

/** A date in the interface language's own format (pt-BR: '5 de março de 2025'). */
export function formatArticleDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(localeFor(currentLanguage()), { dateStyle: 'long' }).format(date);
}
