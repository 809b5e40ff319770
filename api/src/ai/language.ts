import { DEFAULT_LANGUAGE, type Language, pickInitialLanguage } from '@trilha/shared';

/** How each interface language is named to the model, so it answers in the user's language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'pt-BR': 'Brazilian Portuguese (português do Brasil)',
  en: 'English',
  es: 'Spanish (español)',
  fr: 'French (français)',
};

/**
 * The user's interface language, which the web app sends as Accept-Language. Without one the
 * product's own language (pt-BR) is used, as the spec's texts are.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first) return DEFAULT_LANGUAGE;
  return pickInitialLanguage(first, first);
}
