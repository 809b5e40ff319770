import { type NoteColor, noteAuthor } from '@trilha/shared';
import { NOTE_PAINT } from '../../components/notes/note-colors';
import { hexToRgb, type Rgb } from '../../lib/files/pdf-writer';
import type { ProjectRecords } from './snapshot';

// The room's notes in the reports (issue 33, decisions 0013 and 0029): a note the facilitator
// hid is left out of the PDF and the CSV (the backup keeps it, with `hiddenAt`), and a note of
// an anonymous round is printed without its author, as the room sees it after the reveal.

type NoteRow = ProjectRecords['ideas'][number] | ProjectRecords['hmwQuestions'][number];

/** The records the PDF and the CSV are made from: hidden notes out, anonymous notes unnamed. */
export function reportRecords(records: ProjectRecords): ProjectRecords {
  const anonymousRounds = new Set(
    records.silentRounds.filter((round) => round.anonymous).map((round) => round.id),
  );
  const shown = <T extends NoteRow>(rows: readonly T[]): T[] =>
    rows
      .filter((row) => !row.hiddenAt)
      .map((row) =>
        row.roundId && anonymousRounds.has(row.roundId)
          ? { ...row, authorName: '', writerName: null }
          : row,
      );
  return { ...records, ideas: shown(records.ideas), hmwQuestions: shown(records.hmwQuestions) };
}

/** Whether a tool's records are sticky notes of the room (colour, writer, hiding). */
export const isNoteTool = (tool: string): tool is 'ideas' | 'hmwQuestions' =>
  tool === 'ideas' || tool === 'hmwQuestions';

/** A record's author as the reports print it: a note's writer, else the account's name. */
export const reportAuthor = (
  tool: string,
  row: { authorName?: string; writerName?: string | null },
) => (isNoteTool(tool) ? noteAuthor(row) : (row.authorName ?? ''));

/** A note's colour, null being the palette's first (as on screen). */
export const reportColor = (row: { color?: NoteColor | null }): NoteColor => row.color ?? 'yellow';

/** A note's stripe on its PDF card: the edge of its paper, stronger than the paper itself. */
export const noteStripe = (row: { color?: NoteColor | null }): Rgb =>
  hexToRgb(NOTE_PAINT[reportColor(row)].border);
