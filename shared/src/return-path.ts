/**
 * Where to go once signed in (`?next=`), accepted only as a path of this site: '/x', never
 * '//host', 'https://…' or a backslash some browsers read as a slash (no open redirect). The web
 * app carries it through sign-in and sign-up; the server through single sign-on's round trip.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}
