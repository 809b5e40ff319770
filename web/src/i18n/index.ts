import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type Language,
  loadMessageTexts,
  pickInitialLanguage,
} from '@trilha/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Four languages, pt-BR first. Each feature keeps its texts in a namespace of its own
 * (`locales/<language>/<namespace>.json`), loaded on demand: the landing page downloads only
 * the language and namespaces it shows.
 */
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export const NAMESPACES = [
  'common',
  'chat',
  'analysis',
  'auth',
  'landing',
  'dashboard',
  'pricing',
  'billing',
  'profile',
  'library',
  'admin',
  'projects',
  'defineIdeate',
  'toolIndex',
  'empathize',
  'prototypeTest',
  'exports',
  'shell',
  'workspace',
  'achievements',
  'sharing',
  'photos',
  'facilitation',
  'upstream',
  'sso',
  'templates',
  'integrations',
  'apiTokens',
  'comments',
  'timeSpent',
  'support',
  'runOfShow',
  'notes',
  'storage',
  // The shared catalogue of boundary messages (docs/decisions/0018), from @trilha/shared.
  'messages',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function initialLanguage(): Language {
  return pickInitialLanguage(
    storedLanguage(),
    typeof navigator === 'undefined' ? undefined : navigator.language,
  );
}

export const i18n = i18next.createInstance();

export function initI18n(language: Language = initialLanguage()) {
  return i18n
    .use(initReactI18next)
    .use({
      type: 'backend',
      read(
        lng: string,
        ns: string,
        callback: (error: unknown, data?: Record<string, unknown>) => void,
      ) {
        if (ns === 'messages') {
          loadMessageTexts(isLanguage(lng) ? lng : DEFAULT_LANGUAGE).then(
            (texts) => callback(null, texts),
            (error: unknown) => callback(error),
          );
          return;
        }
        const load =
          catalogs[`./locales/${lng}/${ns}.json`] ??
          catalogs[`./locales/${DEFAULT_LANGUAGE}/${ns}.json`];
        if (!load) return callback(null, {});
        load().then(
          (module) => callback(null, module.default),
          (error: unknown) => callback(error),
        );
      },
    })
    .init({
      lng: language,
      // web/build/prerender.ts preloads the fallback's first texts too: one source for both.
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** Changes the interface language and remembers it (the spec's `trilha-language` key). */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  // The server reads it to send its pages in this language (api/src/http/web-app.ts).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
