/** The longest title a captured note gets: short enough to read on a sticky note. */
export const CAPTURED_TITLE_MAX = 80;

/**
 * An idea from a quick note. Ideas need a title AND a description (the spec), but a note in a
 * brainstorm is one thought typed in one go: the title is its first line, cut at a word
 * boundary to at most CAPTURED_TITLE_MAX characters (with '…' when cut); the description is
 * what the title does not say — the lines after the first, or the whole note when the title had
 * to be cut — so nothing typed is lost and a card does not say the same words twice. A one-line
 * note that fits is all title: it is its own description too (required), which the cards leave
 * out (ideaDetail). Both can be edited later in the idea's dialog.
 */
export function ideaFromNote(note: string): { title: string; description: string } {
  const whole = note.trim();
  const [firstLine = '', ...rest] = whole.split('\n');
  const title = cutAtWord(firstLine.trim(), CAPTURED_TITLE_MAX);
  const after = rest.join('\n').trim();
  const description = title === firstLine.trim() && after ? after : whole;
  return { title, description };
}

/**
 * What a card shows under an idea's title: its description, unless that only repeats the
 * title — a one-line captured note, or one captured before notes were split, whose description
 * is the whole note, title line first (then the lines after it).
 */
export function ideaDetail(idea: { title: string; description: string }): string {
  const title = idea.title.trim();
  const description = idea.description.trim();
  if (description === title) return '';
  const [firstLine = '', ...rest] = description.split('\n');
  return rest.length > 0 && firstLine.trim() === title ? rest.join('\n').trim() : description;
}

function cutAtWord(line: string, max: number): string {
  if (line.length <= max) return line;
  const room = line.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // One very long word (a link): cut it rather than leave an empty title.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.trimEnd()}…`;
}
