import { PRERENDERED_ATTRIBUTE } from '@trilha/shared';

/**
 * The language a page drawn before its script (at build time, or by the server with its data)
 * was rendered in, from its #root element; null for the empty app shell. main.tsx reads it
 * before deciding to hydrate.
 */
export function prerenderedLanguage(root: HTMLElement): string | null {
  return root.hasChildNodes() ? root.getAttribute(PRERENDERED_ATTRIBUTE) : null;
}

/**
 * Whether the app starts knowing nobody is signed in, instead of asking the server first: while
 * a page is rendered before its script (there is no document), and in the browser on such a
 * page, which the server sends only to a browser without a session cookie. The two first renders
 * must agree for the page to hydrate; the session check runs anyway and corrects the state.
 */
export function startsSignedOut(): boolean {
  if (typeof document === 'undefined') return true;
  const root = document.getElementById('root');
  return root !== null && prerenderedLanguage(root) !== null;
}
