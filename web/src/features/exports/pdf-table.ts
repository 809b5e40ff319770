import {
  type Line,
  type PdfWriter,
  type Rgb,
  TEXT,
  type TextStyle,
} from '../../lib/files/pdf-writer';

/**
 * A table in the report (a vote's ranking, the matrix's list): a tinted header row, then rows
 * as tall as their longest cell, lightly striped. A row never splits: one that does not fit
 * goes to the next page, under the header drawn again.
 */

export interface TableColumn {
  header: string;
  /** Share of the table's width; the shares are scaled to fill it. */
  width: number;
  align?: 'left' | 'right';
}

export interface TableCell {
  text: string;
  bold?: boolean;
  color?: Rgb;
  /** 0 to 1: a bar on the cell's left, this share of the room the text leaves (dots). */
  bar?: number;
}

export type CellValue = string | number | TableCell;

export interface TableOptions {
  /** The header's tint and the bars' colour. */
  header: Rgb;
  bars?: Rgb;
  /** Called after each row is drawn: the report yields to the browser now and then. */
  onRow?: () => Promise<void>;
}

const BODY_SIZE = 9;
const HEADER_SIZE = 8.5;
const PAD_X = 2;
const PAD_Y = 1.4;
const STRIPE: Rgb = [248, 249, 250];
const RULE: Rgb = [229, 231, 235];
const BAR_HEIGHT = 2.6;
/** Room kept right of a bar for the number it carries ("12"). */
const BAR_TEXT_ROOM = 9;

const cellOf = (value: CellValue): TableCell =>
  typeof value === 'object' ? value : { text: String(value) };

interface LaidRow {
  cells: { cell: TableCell; lines: Line[] }[];
  height: number;
}

export async function drawTable(
  writer: PdfWriter,
  columns: readonly TableColumn[],
  rows: readonly (readonly CellValue[])[],
  options: TableOptions,
): Promise<void> {
  const { doc, scale } = writer;
  const padX = PAD_X * scale;
  const padY = PAD_Y * scale;
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / total) * writer.contentWidth);
  const lefts = widths.map((_, index) =>
    widths.slice(0, index).reduce((sum, width) => sum + width, writer.left),
  );

  /** Lays a row's cells out in their columns; right-aligned lines are moved to the right. */
  const layRow = (values: readonly CellValue[], style: TextStyle): LaidRow => {
    const cells = columns.map((column, index) => {
      const cell = cellOf(values[index] ?? '');
      const cellStyle = {
        ...style,
        bold: cell.bold ?? style.bold,
        color: cell.color ?? style.color,
      };
      const inner = (widths[index] ?? 0) - 2 * padX;
      const room = cell.bar === undefined ? inner : BAR_TEXT_ROOM * scale;
      const lines = writer.layout([{ text: cell.text, style: cellStyle }], room);
      if (column.align === 'right' || cell.bar !== undefined) {
        writer.font(cellStyle);
        for (const line of lines) line.offset = inner - doc.getTextWidth(line.text);
      }
      return { cell, lines };
    });
    const height = Math.max(...cells.map(({ lines }) => writer.heightOf(lines))) + 2 * padY;
    return { cells, height };
  };

  const drawRow = (row: LaidRow, top: number, fill: Rgb | null) => {
    if (fill) {
      doc.setFillColor(...fill);
      doc.rect(writer.left, top, writer.contentWidth, row.height, 'F');
    }
    row.cells.forEach(({ cell, lines }, index) => {
      const x = (lefts[index] ?? 0) + padX;
      if (cell.bar !== undefined && cell.bar > 0) {
        const room = (widths[index] ?? 0) - 2 * padX - (BAR_TEXT_ROOM + 1.5) * scale;
        const barHeight = BAR_HEIGHT * scale;
        doc.setFillColor(...(options.bars ?? options.header));
        doc.roundedRect(
          x,
          top + (row.height - barHeight) / 2,
          Math.max(room * Math.min(cell.bar, 1), barHeight),
          barHeight,
          barHeight / 2,
          barHeight / 2,
          'F',
        );
      }
      writer.drawLines(lines, x, top + padY);
    });
    doc.setDrawColor(...RULE);
    doc.setLineWidth(0.2 * scale);
    doc.line(writer.left, top + row.height, writer.left + writer.contentWidth, top + row.height);
  };

  const header = layRow(
    columns.map((column) => column.header),
    { size: HEADER_SIZE, bold: true, color: TEXT },
  );
  const drawHeader = () => drawRow(header, writer.reserve(header.height), options.header);

  let first = true;
  let striped = false;
  for (const values of rows) {
    const row = layRow(values, { size: BODY_SIZE, color: TEXT });
    if (first) {
      // The header stays with the first row.
      writer.ensureSpace(header.height + row.height);
      drawHeader();
      first = false;
    } else if (writer.cursor + row.height > writer.bottom) {
      writer.newPage();
      drawHeader();
    }
    drawRow(row, writer.reserve(row.height), striped ? STRIPE : null);
    striped = !striped;
    await options.onRow?.();
  }
}
