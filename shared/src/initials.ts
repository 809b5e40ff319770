// Avatar initials. A module of their own, free of zod, because the header needs them on every
// page, the landing page included, whose JavaScript budget has no room for the schemas.

function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}

/** Avatar text for a person's name: the first letters of its first two words, or 'U'. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const initials = words.slice(0, 2).map(firstLetter).join('').toUpperCase();
  // Upper-casing can lengthen a letter ('ß' gives 'SS'); the avatar holds two at most.
  return initials.length > 0 ? Array.from(initials).slice(0, 2).join('') : 'U';
}

/** Avatar text of the user menu: the first two characters of the username in capitals. */
export function usernameInitials(username: string | null | undefined): string {
  const initials = Array.from((username ?? '').trim())
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return initials.length > 0 ? initials : 'U';
}
