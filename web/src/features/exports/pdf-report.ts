import { PHASES, TOOL_PHASE, WORKSPACE_TOOLS, type WorkspaceTool } from '@trilha/shared';
import type { ChildRow } from '@trilha/sync';
import { jsPDF } from 'jspdf';
import { drawLogo } from '../../lib/files/pdf-logo';
import {
  hexToRgb,
  MUTED,
  type Paragraph,
  type PdfPicture,
  PdfWriter,
  type Rgb,
  TEXT,
  toWinAnsi,
} from '../../lib/files/pdf-writer';
import { hasOutcome, outcomeWork, writeOutcome } from './pdf-outcome';
import { type ReportPictures, reportPicturesOf } from './pdf-pictures';
import { isNoteTool, noteStripe, reportAuthor, reportColor, reportRecords } from './report-notes';
import { roomOutcome } from './room-outcome';
import type { ProjectSnapshot } from './snapshot';
import {
  type FieldValue,
  isEmptyValue,
  TOOL_VIEWS,
  type ToolView,
  type Translate,
  type ViewContext,
  viewContext,
} from './tool-views';
import { yieldToBrowser } from './yield';

export type Paper = 'a4' | 'a3';

export interface PdfReportOptions {
  paper: Paper;
  t: Translate;
  /** Formats the cover's date, in the interface's language. */
  formatDate: (date: Date) => string;
  /** 0 to 1, as records are laid out. */
  onProgress?: (fraction: number) => void;
  now?: Date;
}

/** A3 is A4 scaled by √2: the same layout, bigger, for the wall. */
const PAPER_SCALE: Record<Paper, number> = { a4: 1, a3: Math.SQRT2 };
/**
 * Work between two breaks for the browser to paint (the progress bar moves) and handle input,
 * in ms: under a long task's 50 ms. Timed rather than counted, since a record's card costs
 * several rows of the workshop's tables: a count made the report wait for ~150 breaks instead
 * of ~50 once it had the matrix and the wall.
 */
const SLICE_MS = 40;
/** A field shorter than this shares a line with its neighbours ("Votos: 3 · Impacto: …"). */
const INLINE_FIELD_MAX = 48;
/** A tool's title is kept with at least this much of what follows it (mm, before the scale). */
const HEADING_KEEP_MM = 20;

const TITLE = { size: 11, bold: true } as const;
const BODY = { size: 9.5 } as const;
const LABEL = { size: 9.5, bold: true } as const;

/** A record's fields as paragraphs: short ones joined on a line, lists as bullets. */
function fieldParagraphs<Row>(
  view: ToolView<Row>,
  row: Row,
  context: ViewContext,
  skip: readonly string[] = [],
): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let inline: string[] = [];
  const flushInline = () => {
    if (inline.length > 0) paragraphs.push({ text: inline.join('  ·  '), style: BODY });
    inline = [];
  };
  for (const field of view.fields) {
    if (skip.includes(field.key)) continue;
    const value: FieldValue = field.value(row, context);
    if (isEmptyValue(value)) continue;
    const label = context.t(`fields.${field.key}`);
    if (Array.isArray(value)) {
      flushInline();
      paragraphs.push({ text: `${label}:`, style: LABEL, spaceBefore: 1 });
      for (const item of value) paragraphs.push({ text: item, style: BODY, bullet: true });
      continue;
    }
    const text = `${label}: ${value}`;
    if (text.length <= INLINE_FIELD_MAX) inline.push(text);
    else {
      flushInline();
      paragraphs.push({ text, style: BODY });
    }
  }
  flushInline();
  return paragraphs;
}

/**
 * The project report: a cover, the workshop's outcome (votes, matrix, wall) when the room left
 * one, then one section per phase with every record of its tools.
 */
export async function buildPdfReport(
  snapshot: ProjectSnapshot,
  options: PdfReportOptions,
): Promise<ArrayBuffer> {
  const { t } = options;
  // Notes the facilitator hid stay out of the report; anonymous ones lose their author.
  snapshot = { ...snapshot, records: reportRecords(snapshot.records) };
  const doc = new jsPDF({ format: options.paper, unit: 'mm', compress: true });
  const writer = new PdfWriter(doc, PAPER_SCALE[options.paper]);
  const outcome = roomOutcome(snapshot.records);
  const context = viewContext(snapshot.records, t, outcome);
  const total =
    WORKSPACE_TOOLS.reduce((sum, tool) => sum + snapshot.records[tool].length, 0) +
    outcomeWork(outcome);
  let done = 0;
  let sliceStart = performance.now();
  const advance = async () => {
    done += 1;
    if (performance.now() - sliceStart >= SLICE_MS) {
      options.onProgress?.(done / Math.max(total, 1));
      await yieldToBrowser();
      sliceStart = performance.now();
    }
  };

  drawCover(writer, snapshot, options);
  if (hasOutcome(outcome)) {
    await writeOutcome(writer, outcome, { context, formatDate: options.formatDate, advance });
  }

  for (const phase of PHASES) {
    writer.newPage();
    const color = hexToRgb(phase.color);
    writer.band(t('report.phase', { number: phase.number, name: t(`phases.${phase.key}`) }), color);
    // Results are printed under their test plan, not as a tool of their own.
    const tools = WORKSPACE_TOOLS.filter(
      (tool) => TOOL_PHASE[tool] === phase.number && tool !== 'testResults',
    );
    for (const tool of tools) {
      const rows = sortedForReport(tool, snapshot.records[tool]);
      // A tool's title stays on the page of its first record, however tall (photos make it so).
      const first = rows[0] && cardOf(writer, tool, rows[0], context, snapshot);
      writer.heading(
        {
          text: t('report.toolTitle', { tool: t(`titles.${tool}`), count: rows.length }),
          style: { size: 13, bold: true, color },
          spaceBefore: 3,
        },
        first
          ? Math.max(
              HEADING_KEEP_MM,
              writer.cardHeight(first.paragraphs, first.pictures) / writer.scale,
            )
          : HEADING_KEEP_MM,
      );
      if (rows.length === 0) {
        writer.write([{ text: t('report.noRecords'), style: { ...BODY, color: MUTED } }]);
        writer.space(3);
      }
      for (const row of rows) {
        writeRecord(writer, tool, row, context, color, snapshot);
        await advance();
        if (tool === 'testPlans') {
          for (let i = 0; i < resultsOf(snapshot, row.id).length; i += 1) await advance();
        }
      }
    }
  }

  writer.footers(snapshot.project.name, (page, pages) => t('report.page', { page, pages }));
  options.onProgress?.(1);
  return doc.output('arraybuffer');
}

function drawCover(writer: PdfWriter, snapshot: ProjectSnapshot, options: PdfReportOptions) {
  const { doc, scale } = writer;
  const { t } = options;
  const center = writer.width / 2;
  const logoSize = 36 * scale;
  drawLogo(doc, center - logoSize / 2, 55 * scale, logoSize);
  let y = 55 * scale + logoSize + 12 * scale;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14 * scale);
  doc.setTextColor(124, 58, 237);
  doc.text('Trilha', center, y, { align: 'center' });
  y += 18 * scale;
  doc.setFontSize(26 * scale);
  doc.setTextColor(...TEXT);
  const nameLines = doc.splitTextToSize(toWinAnsi(snapshot.project.name), writer.contentWidth);
  doc.text(nameLines, center, y, { align: 'center', lineHeightFactor: 1.2 });
  y += nameLines.length * 26 * scale * 0.42 + 8 * scale;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(12 * scale);
  doc.setTextColor(...MUTED);
  const description = snapshot.project.description.slice(0, 600);
  if (description) {
    const lines = doc.splitTextToSize(toWinAnsi(description), writer.contentWidth * 0.8);
    doc.text(lines, center, y, { align: 'center', lineHeightFactor: 1.3 });
    y += lines.length * 12 * scale * 0.46 + 8 * scale;
  }
  const now = options.now ?? new Date();
  doc.text(toWinAnsi(t('report.subtitle')), center, y, { align: 'center' });
  doc.text(
    toWinAnsi(t('report.generatedAt', { date: options.formatDate(now) })),
    center,
    y + 7 * scale,
    {
      align: 'center',
    },
  );
}

/** Ideas by votes (most voted first); everything else in the order it was made. */
function sortedForReport<E extends WorkspaceTool>(tool: E, rows: ChildRow<E>[]): ChildRow<E>[] {
  if (tool !== 'ideas') return rows;
  return [...(rows as ChildRow<'ideas'>[])].sort((a, b) => b.votes - a.votes) as ChildRow<E>[];
}

const resultsOf = (snapshot: ProjectSnapshot, planId: string) =>
  snapshot.records.testResults.filter((result) => result.testPlanId === planId);

function writeRecord<E extends WorkspaceTool>(
  writer: PdfWriter,
  tool: E,
  row: ChildRow<E>,
  context: ViewContext,
  color: Rgb,
  snapshot: ProjectSnapshot,
) {
  const card = cardOf(writer, tool, row, context, snapshot);
  if (card) {
    // A sticky note's stripe is its colour, the phase's otherwise.
    const accent = isNoteTool(tool) ? noteStripe(row as never) : color;
    writer.card(card.paragraphs, accent, card.pictures);
    return;
  }
  const view = TOOL_VIEWS[tool] as unknown as ToolView<ChildRow<E>>;
  writer.heading({ text: view.title(row), style: TITLE }, 30);
  writer.grid(quadrants(row as ChildRow<'empathyMaps'>, context), 2, color);
  writer.space(2);
}

/** A record as a card: its title, fields and pictures; null for an empathy map (a grid). */
function cardOf<E extends WorkspaceTool>(
  writer: PdfWriter,
  tool: E,
  row: ChildRow<E>,
  context: ViewContext,
  snapshot: ProjectSnapshot,
): { paragraphs: Paragraph[]; pictures: PdfPicture[] } | null {
  if (tool === 'empathyMaps') return null;
  const view = TOOL_VIEWS[tool] as unknown as ToolView<ChildRow<E>>;
  const pictures = view.pictures && reportPicturesOf(writer.doc, view.pictures.of(row));
  const paragraphs = [
    { text: view.title(row), style: TITLE },
    ...fieldParagraphs(view, row, context, view.pictures ? [view.pictures.key] : []),
  ];
  if (view.pictures && pictures) {
    paragraphs.push(...pictureNotes(view.pictures.key, pictures, context));
  }
  // A sticky note's colour, in words (the card's stripe draws it).
  if (isNoteTool(tool)) {
    const color = context.t(`values.noteColor.${reportColor(row as never)}`);
    paragraphs.push({ text: `${context.t('fields.color')}: ${color}`, style: BODY });
  }
  // Who wrote it: a member or a room's guest (decision 0020), a note's writer on a shared
  // tablet; nothing for older records.
  const author = reportAuthor(tool, row as never);
  if (author) paragraphs.push({ text: `${context.t('fields.author')}: ${author}`, style: BODY });
  if (tool === 'testPlans') {
    paragraphs.push(...resultParagraphs(resultsOf(snapshot, row.id), context));
  }
  return { paragraphs, pictures: pictures?.drawable ?? [] };
}

/** What the drawn pictures leave out: web addresses (listed) and formats the PDF cannot embed. */
function pictureNotes(key: string, pictures: ReportPictures, context: ViewContext): Paragraph[] {
  const notes: Paragraph[] = [];
  if (pictures.links.length > 0) {
    notes.push({ text: `${context.t(`fields.${key}`)}:`, style: LABEL, spaceBefore: 1 });
    for (const link of pictures.links) notes.push({ text: link, style: BODY, bullet: true });
  }
  if (pictures.skipped > 0) {
    notes.push({
      text: context.t('report.picturesNotDrawn', { count: pictures.skipped }),
      style: { ...BODY, color: MUTED },
      spaceBefore: 1,
    });
  }
  return notes;
}

/** Says, thinks, does, feels: each a box with its label and items. */
function quadrants(map: ChildRow<'empathyMaps'>, context: ViewContext): Paragraph[][] {
  return TOOL_VIEWS.empathyMaps.fields.map((field) => {
    const items = field.value(map, context) as readonly string[];
    return [
      { text: context.t(`fields.${field.key}`), style: LABEL },
      ...(items.length > 0
        ? items.map((text) => ({ text, style: BODY, bullet: true }))
        : [{ text: '—', style: { ...BODY, color: MUTED } }]),
    ];
  });
}

/** A plan's real results: the average success rate, then each participant's. */
function resultParagraphs(
  results: readonly ChildRow<'testResults'>[],
  context: ViewContext,
): Paragraph[] {
  if (results.length === 0) {
    return [
      { text: context.t('report.noResults'), style: { ...BODY, color: MUTED }, spaceBefore: 2 },
    ];
  }
  const average = results.reduce((sum, result) => sum + result.successRate, 0) / results.length;
  const paragraphs: Paragraph[] = [
    {
      text: context.t('report.resultsSummary', {
        count: results.length,
        average: Math.round(average * 10) / 10,
      }),
      style: LABEL,
      spaceBefore: 3,
    },
  ];
  for (const result of results) {
    paragraphs.push({
      text: result.participantId,
      style: { ...LABEL, color: TEXT },
      spaceBefore: 2,
    });
    paragraphs.push(...fieldParagraphs(TOOL_VIEWS.testResults, result, context, ['testPlan']));
  }
  return paragraphs;
}
