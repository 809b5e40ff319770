/** The longest title a captured note gets: short enough to read on a sticky note. */
export const CAPTURED_TITLE_MAX = 80;

/**
 * An idea from a quick note. Ideas need a title AND a description, but a note in a brainstorm
 * is one thought typed in one go: the title is its first line, cut at a word boundary to at most
 * CAPTURED_TITLE_MAX characters (with '…' when cut), and the description is the whole note, so
 * nothing typed is lost. Both can be edited later in the idea's dialog.
 */
export function ideaFromNote(note: string): { title: string; description: string } {
  const description = note.trim();
  const firstLine = (description.split('\n')[0] ?? '').trim();
  return { title: cutAtWord(firstLine, CAPTURED_TITLE_MAX), description };
}

function cutAtWord(line: string, max: number): string {
  if (line.length <= max) return line;
  const room = line.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // One very long word (a link): cut it rather than leave an empty title.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.trimEnd()}…`;
}
