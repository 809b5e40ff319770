import { MUTED, type Paragraph, type PdfWriter, type Rgb } from '../../lib/files/pdf-writer';
import { MATRIX_QUADRANTS, type MatrixQuadrant } from '../../project-data/room/matrix-layout';
import { groupName, quadrantName, refusedText, targetName, votersText } from './outcome-texts';
import { drawMatrixPicture, matrixPictureHeight, quadrantShades } from './pdf-matrix';
import { type CellValue, drawTable, type TableColumn } from './pdf-table';
import { reportAuthor, reportColor } from './report-notes';
import type { MatrixOutcome, RoomOutcome, VotingOutcome } from './room-outcome';
import type { ViewContext } from './tool-views';

/**
 * The report's "Resultado da oficina" section, right after the cover (docs/decisions/0013,
 * "The workshop's outcome"): each vote's ranking with its dots and refused dots, the matrix as
 * a picture with its ideas listed by quadrant, and the wall's groups with their notes.
 */

export interface OutcomeWriting {
  context: ViewContext;
  formatDate: (date: Date) => string;
  /** Called once per row or note written (the report's progress and breaks). */
  advance: () => Promise<void>;
}

/** A note as the wall and the matrix's tray list it: its title and who wrote it (decision 0029). */
function signedTitle(idea: { title: string; authorName?: string; writerName?: string | null }) {
  const author = reportAuthor('ideas', idea);
  return author ? `${idea.title} — ${author}` : idea.title;
}

/** Trilha's violet: the section is the workshop's, not one phase's. */
const OUTCOME_COLOR: Rgb = [124, 58, 237];
const HEADER_TINT: Rgb = [237, 233, 254];
const REFUSED_COLOR: Rgb = [194, 65, 12];
const SECTION = { size: 13, bold: true, color: OUTCOME_COLOR } as const;
const TITLE = { size: 11, bold: true } as const;
const BODY = { size: 9.5 } as const;
const NOTE = { size: 9, color: MUTED } as const;

/** How many rows and notes the section writes: its share of the report's progress. */
export function outcomeWork(outcome: RoomOutcome): number {
  const ranked = outcome.votings.reduce(
    (sum, voting) => sum + voting.ranking.filter((item) => item.dots > 0).length,
    0,
  );
  const notes = outcome.wall.reduce((sum, cluster) => sum + cluster.ideas.length, 0);
  const { matrix } = outcome;
  const listed = matrix.rated > 0 ? matrix.rated + matrix.placement.unrated.length : 0;
  return ranked + listed + notes;
}

/** Whether the room left anything to report: a vote, a rated idea or a wall group. */
export const hasOutcome = (outcome: RoomOutcome) =>
  outcome.votings.length > 0 || outcome.matrix.rated > 0 || outcome.wall.length > 0;

export async function writeOutcome(
  writer: PdfWriter,
  outcome: RoomOutcome,
  writing: OutcomeWriting,
) {
  const { t } = writing.context;
  writer.newPage();
  writer.band(t('outcome.title'), OUTCOME_COLOR);
  if (outcome.votings.length > 0) {
    writer.heading(
      {
        text: t('report.toolTitle', { tool: t('outcome.votings'), count: outcome.votings.length }),
        style: SECTION,
      },
      30,
    );
    for (const voting of outcome.votings) await writeVoting(writer, voting, writing);
  }
  if (outcome.matrix.rated > 0) await writeMatrix(writer, outcome.matrix, writing);
  if (outcome.wall.length > 0) await writeWall(writer, outcome, writing);
}

async function writeVoting(writer: PdfWriter, voting: VotingOutcome, writing: OutcomeWriting) {
  const { t, votingTitle } = writing.context;
  const { session } = voting;
  writer.heading({ text: votingTitle(voting), style: TITLE, spaceBefore: 2 }, 30);
  const meta = t('outcome.votingMeta', {
    target: targetName(t, session.target),
    budget: t('facilitation:voting.results.dots', { count: session.budget }),
    status: t(`facilitation:voting.status.${session.status}`),
  });
  if (!voting.revealed) {
    writer.write([
      { text: meta, style: NOTE },
      { text: t('outcome.votingHidden'), style: BODY, spaceBefore: 1 },
    ]);
    writer.space(4);
    return;
  }
  const summary = t('facilitation:voting.results.summary', {
    dots: t('facilitation:voting.results.dots', { count: voting.total }),
    people: t('facilitation:voting.results.people', { count: voting.voters }),
  });
  writer.write([{ text: `${meta} · ${summary}`, style: NOTE }]);
  writer.space(2);

  const voted = voting.ranking.filter((item) => item.dots > 0);
  if (voted.length === 0) {
    writer.write([{ text: t('facilitation:voting.results.noDots'), style: BODY }]);
  } else {
    const most = voted[0]?.dots ?? 1;
    const named = !session.anonymous;
    const columns: TableColumn[] = [
      { header: t('outcome.rank'), width: 0.6, align: 'right' },
      { header: t(`outcome.item.${session.target}`), width: named ? 5 : 7 },
      { header: t('fields.dots'), width: 2.6 },
      ...(named ? [{ header: t('outcome.voters'), width: 3.4 }] : []),
    ];
    const rows: CellValue[][] = voted.map((item) => [
      item.rank,
      { text: item.text, bold: item.rank === 1 },
      { text: String(item.dots), bold: true, bar: item.dots / most },
      ...(named ? [votersText(t, item.voters)] : []),
    ]);
    await drawTable(writer, columns, rows, {
      header: HEADER_TINT,
      bars: OUTCOME_COLOR,
      onRow: writing.advance,
    });
  }

  const after: Paragraph[] = [];
  const unvoted = voting.ranking.length - voted.length;
  if (unvoted > 0 && voted.length > 0)
    after.push({
      text: t(`facilitation:voting.results.unvoted.${session.target}`, { count: unvoted }),
      style: NOTE,
      spaceBefore: 1.5,
    });
  if (voting.refused.length > 0) {
    after.push(
      {
        text: t('facilitation:voting.results.refusedTitle'),
        style: { ...BODY, bold: true, color: REFUSED_COLOR },
        spaceBefore: 3,
      },
      { text: t('facilitation:voting.results.refusedIntro'), style: BODY },
      ...voting.refused.map((line) => ({ text: refusedText(t, line), style: BODY, bullet: true })),
    );
  }
  after.push({
    text: session.appliedAt
      ? t('outcome.applied', { date: writing.formatDate(new Date(session.appliedAt)) })
      : t('outcome.notApplied'),
    style: NOTE,
    spaceBefore: 1.5,
  });
  writer.write(after);
  writer.space(5);
}

async function writeMatrix(writer: PdfWriter, matrix: MatrixOutcome, writing: OutcomeWriting) {
  const { t } = writing.context;
  const picture = matrixPictureHeight(writer) / writer.scale;
  writer.heading(
    { text: t('facilitation:matrix.title'), style: SECTION, spaceBefore: 3 },
    picture + 12,
  );
  writer.write([{ text: t('outcome.matrixNote'), style: NOTE }]);
  writer.space(2);
  drawMatrixPicture(writer, matrix, {
    quadrant: (quadrant) => quadrantName(t, quadrant),
    impact: t('facilitation:matrix.impact'),
    feasibility: t('facilitation:matrix.feasibility'),
    hard: t('facilitation:matrix.hard'),
    easy: t('facilitation:matrix.easy'),
  });
  writer.space(4);
  for (const quadrant of MATRIX_QUADRANTS) await writeQuadrant(writer, matrix, quadrant, writing);
  const { unrated } = matrix.placement;
  if (unrated.length > 0) {
    writer.heading(
      {
        text: t('facilitation:matrix.trayTitle', { count: unrated.length }),
        style: TITLE,
        spaceBefore: 2,
      },
      12,
    );
    for (const idea of unrated) {
      writer.write([{ text: signedTitle(idea), style: BODY, bullet: true }]);
      await writing.advance();
    }
  }
  writer.space(5);
}

/**
 * A quadrant's ideas under its name, in its colour: number, title, both ratings and the note's
 * own colour (the markers of the picture are the quadrant's, so the note's is said here).
 */
async function writeQuadrant(
  writer: PdfWriter,
  matrix: MatrixOutcome,
  quadrant: MatrixQuadrant,
  writing: OutcomeWriting,
) {
  const ideas = matrix.quadrants[quadrant];
  if (ideas.length === 0) return;
  const { t } = writing.context;
  const shades = quadrantShades(quadrant);
  writer.heading(
    {
      text: t('report.toolTitle', { tool: quadrantName(t, quadrant), count: ideas.length }),
      style: { ...TITLE, color: shades.ink },
      spaceBefore: 2,
    },
    14,
  );
  await drawTable(
    writer,
    [
      { header: '#', width: 0.7, align: 'right' },
      { header: t('fields.idea'), width: 7 },
      { header: t('fields.impact'), width: 1.4, align: 'right' },
      { header: t('fields.feasibility'), width: 1.6, align: 'right' },
      { header: t('fields.color'), width: 1.4 },
    ],
    ideas.map((idea) => [
      { text: String(matrix.numbers.get(idea.id) ?? ''), bold: true, color: shades.ink },
      idea.title,
      idea.impact ?? '',
      idea.feasibility ?? '',
      t(`values.noteColor.${reportColor(idea)}`),
    ]),
    { header: shades.fill, onRow: writing.advance },
  );
  writer.space(3);
}

/** The wall's groups two to a row, in the wall's order, each with its notes; empty ones too. */
async function writeWall(writer: PdfWriter, outcome: RoomOutcome, writing: OutcomeWriting) {
  const { t } = writing.context;
  writer.heading(
    {
      text: t('report.toolTitle', {
        tool: t('facilitation:wall.title'),
        count: outcome.wall.length,
      }),
      style: SECTION,
      spaceBefore: 3,
    },
    30,
  );
  const boxes = outcome.wall.map((cluster): Paragraph[] => [
    { text: groupName(t, cluster), style: TITLE },
    { text: t('facilitation:wall.count', { count: cluster.ideas.length }), style: NOTE },
    ...(cluster.ideas.length > 0
      ? cluster.ideas.map((idea) => ({
          text: signedTitle(idea),
          style: BODY,
          bullet: true,
          spaceBefore: 0.6,
        }))
      : [{ text: t('outcome.emptyGroup'), style: { ...BODY, color: MUTED }, spaceBefore: 0.6 }]),
  ]);
  for (let start = 0; start < boxes.length; start += 2) {
    writer.grid(boxes.slice(start, start + 2), 2, OUTCOME_COLOR);
    for (const cluster of outcome.wall.slice(start, start + 2))
      for (let note = 0; note < cluster.ideas.length; note += 1) await writing.advance();
  }
}
