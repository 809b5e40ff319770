/**
 * Mentions in a comment (docs/decisions/0023): '@' followed by the name of one of the project's
 * people, as it is written, compared without case. Names may have spaces ('@Ana Souza'), so the
 * longest name that fits wins ('@Ana Souza' over '@Ana'), and a name must end where a word
 * ends ('@Anabela' does not mention Ana).
 */

export interface MentionablePerson {
  id: string;
  name: string;
}

/** A piece of a comment's text: plain, or a mention of a person. */
export type MentionPart = { text: string } | { text: string; person: MentionablePerson };

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** The person named right after the '@' at `at`, the longest name first, if any. */
function personAt(
  text: string,
  at: number,
  byLongestName: readonly MentionablePerson[],
): MentionablePerson | undefined {
  const rest = text.slice(at + 1).toLowerCase();
  return byLongestName.find((person) => {
    const name = person.name.trim().toLowerCase();
    if (!name || !rest.startsWith(name)) return false;
    const next = rest.charAt(name.length);
    return next === '' || !WORD_CHARACTER.test(next);
  });
}

/** The text cut into plain pieces and mentions, in order. */
export function mentionParts(text: string, people: readonly MentionablePerson[]): MentionPart[] {
  const byLongestName = [...people].sort((a, b) => b.name.trim().length - a.name.trim().length);
  const parts: MentionPart[] = [];
  let plainFrom = 0;
  let at = text.indexOf('@');
  while (at !== -1) {
    const person = personAt(text, at, byLongestName);
    if (person) {
      if (at > plainFrom) parts.push({ text: text.slice(plainFrom, at) });
      const end = at + 1 + person.name.trim().length;
      parts.push({ text: text.slice(at, end), person });
      plainFrom = end;
    }
    at = text.indexOf('@', person ? plainFrom : at + 1);
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom) });
  return parts;
}

/** The ids of the people a text mentions, each once, in the order first named. */
export function mentionedIds(text: string, people: readonly MentionablePerson[]): string[] {
  const ids = mentionParts(text, people).flatMap((part) =>
    'person' in part ? [part.person.id] : [],
  );
  return [...new Set(ids)];
}
