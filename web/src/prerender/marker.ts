import { PRERENDERED_ATTRIBUTE, type User } from '@trilha/shared';
import { pageDataFor } from './page-data';

/**
 * The language a page drawn before its script (at build time, or by the server with its data)
 * was rendered in, from its #root element; null for the empty app shell. main.tsx reads it
 * before deciding to hydrate.
 */
export function prerenderedLanguage(root: HTMLElement): string | null {
  return root.hasChildNodes() ? root.getAttribute(PRERENDERED_ATTRIBUTE) : null;
}

/**
 * Who the app starts signed in as without asking the server first, where a page is drawn before
 * its script: while drawing one (there is no document), and in the browser on such a page. It
 * was drawn for the user in its data (`signedInAs`, a signed-in browser's page drawn by the
 * server), else signed out (the build's pages, and the server's for a browser without a session
 * cookie). The two first renders must agree for the page to hydrate; the session check runs
 * anyway and corrects the state. Undefined on the app shell: ask the server.
 */
export function drawnSession(): { user: User | null } | undefined {
  if (typeof document !== 'undefined') {
    const root = document.getElementById('root');
    if (root === null || prerenderedLanguage(root) === null) return undefined;
  }
  return { user: pageDataFor('signedInAs') ?? null };
}
