// The interface languages and what each implies for money: prices are stored in BRL cents and
// shown converted into the currency that goes with the chosen language.

export const LANGUAGES = [
  {
    code: 'pt-BR',
    name: 'Português (Brasil)',
    flag: '🇧🇷',
    currency: 'BRL',
    locale: 'pt-BR',
    rate: 1,
  },
  { code: 'en', name: 'English', flag: '🇺🇸', currency: 'USD', locale: 'en-US', rate: 0.31 },
  { code: 'es', name: 'Español', flag: '🇪🇸', currency: 'USD', locale: 'es-ES', rate: 0.28 },
  { code: 'fr', name: 'Français', flag: '🇫🇷', currency: 'EUR', locale: 'fr-FR', rate: 0.26 },
] as const;

export type LanguageInfo = (typeof LANGUAGES)[number];
export type Language = LanguageInfo['code'];
export type Currency = LanguageInfo['currency'];

export const LANGUAGE_CODES = ['pt-BR', 'en', 'es', 'fr'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

export const LANGUAGE_STORAGE_KEY = 'trilha-language';
export const AUTH_USER_STORAGE_KEY = 'auth_user';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageInfo(lang: Language): LanguageInfo {
  const info = LANGUAGES.find((language) => language.code === lang);
  if (!info) throw new Error(`Unknown language: ${lang}`);
  return info;
}

/**
 * The language to start with: the stored choice when it is still a valid one, else the
 * browser's language by prefix; everything we do not translate falls back to English.
 */
export function pickInitialLanguage(
  stored: string | null | undefined,
  browserLanguage: string | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  const browser = (browserLanguage ?? '').toLowerCase();
  if (browser.startsWith('pt')) return 'pt-BR';
  if (browser.startsWith('es')) return 'es';
  if (browser.startsWith('fr')) return 'fr';
  return 'en';
}

/**
 * The language of an API answer: the first of the request's Accept-Language entries (by
 * quality) that the app speaks, else pt-BR — the spec's language, and what REST clients that
 * send none have always read.
 */
export function pickRequestLanguage(acceptLanguage: string | undefined): Language {
  const entries = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...options] = entry.trim().toLowerCase().split(';');
      const quality = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of entries) {
    const language = LANGUAGE_CODES.find(
      (code) => tag === code.toLowerCase() || tag.split('-')[0] === code.split('-')[0],
    );
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function currencyFor(lang: Language): Currency {
  return languageInfo(lang).currency;
}

export function localeFor(lang: Language): LanguageInfo['locale'] {
  return languageInfo(lang).locale;
}

export function rateFor(lang: Language): number {
  return languageInfo(lang).rate;
}
