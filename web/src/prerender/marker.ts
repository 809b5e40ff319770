/**
 * A page rendered to HTML at build time carries, on its #root element, the language it was
 * rendered in (web/build/prerender.ts writes it, main.tsx reads it before deciding to hydrate).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export function prerenderedLanguage(root: HTMLElement): string | null {
  return root.hasChildNodes() ? root.getAttribute(PRERENDERED_ATTRIBUTE) : null;
}

/**
 * Whether the app starts knowing nobody is signed in, instead of asking the server first: while
 * a page is rendered at build time (there is no document), and in the browser on such a page,
 * which the server sends only to a browser without a session cookie. The two first renders
 * must agree for the page to hydrate; the session check runs anyway and corrects the state.
 */
export function startsSignedOut(): boolean {
  if (typeof document === 'undefined') return true;
  const root = document.getElementById('root');
  return root !== null && prerenderedLanguage(root) !== null;
}
