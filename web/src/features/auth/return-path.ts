import { safeReturnPath } from '@trilha/shared';
import { useLocation } from 'react-router';

/**
 * Where to go once signed in, carried through sign-in and the two signup steps as `?next=`:
 * someone who opens an invitation link without an account signs up, signs in and lands on the
 * invitation, not on the home page.
 */
const AUTH_PAGES = ['/login', '/signup', '/complete-profile'];

/** `path` with `?next=` when there is somewhere to return to. */
export function withReturnPath(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/**
 * The page to return to: the `next` parameter, or — when the sign-in form is shown inside
 * another page (an invitation) — that page itself.
 */
export function useReturnPath(): string | null {
  const { pathname, search } = useLocation();
  const fromQuery = safeReturnPath(new URLSearchParams(search).get('next'));
  if (fromQuery) return fromQuery;
  return AUTH_PAGES.includes(pathname) ? null : `${pathname}${search}`;
}
