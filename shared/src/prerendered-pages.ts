import type { Language } from './languages';

/**
 * The public pages the web build renders to HTML, once per language (web/build/prerender.ts),
 * and which the server sends to a visitor without a session instead of the empty app shell
 * (api/src/http/web-app.ts): the page is drawn before its script has run.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'index',
  '/login': 'login',
  '/pricing': 'pricing',
};

/** Where a prerendered page is, under the web build's folder; undefined if it is not one. */
export function prerenderedFile(path: string, language: Language): string | undefined {
  const name = PRERENDERED_PAGES[path];
  return name === undefined ? undefined : `prerendered/${language}/${name}.html`;
}

/**
 * The app shell (index.html) made for one language: it asks for that language's first texts
 * beside the app's script instead of after it. The server sends it for every other page.
 */
export function languageShellFile(language: Language): string {
  return `prerendered/${language}/shell.html`;
}

/**
 * The interface language as a cookie too (the web app writes it beside localStorage), so the
 * server can send a page in the language the app will then run in.
 */
export const LANGUAGE_COOKIE = 'trilha-language';
