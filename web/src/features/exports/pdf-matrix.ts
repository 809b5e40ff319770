import {
  hexToRgb,
  MUTED,
  type PdfWriter,
  type Rgb,
  TEXT,
  toWinAnsi,
} from '../../lib/files/pdf-writer';
import {
  cellKey,
  FEASIBILITY_COLUMNS,
  HIGH_RATING,
  IMPACT_ROWS,
  type MatrixQuadrant,
  QUADRANT_COLORS,
  QUADRANT_CORNERS,
  quadrantOf,
} from '../../project-data/room/matrix-layout';
import type { MatrixOutcome } from './room-outcome';

/**
 * The impact × feasibility matrix as the Prioritization tab draws it: impact up the left,
 * feasibility from hard to easy along the bottom, 25 cells tinted by quadrant, each quadrant's
 * name in its corner cell. Each rated idea is a numbered marker in its cell (the numbers of
 * `MatrixOutcome.numbers`, listed under the picture): titles would not fit 2,000 ideas.
 */

export interface MatrixTexts {
  quadrant: (quadrant: MatrixQuadrant) => string;
  impact: string;
  feasibility: string;
  hard: string;
  easy: string;
}

/** Mantine's default palette, shades 6 and 9, of the quadrants' colours (QUADRANT_COLORS). */
const PALETTE: Record<string, { base: string; ink: string }> = {
  green: { base: '#40c057', ink: '#2b8a3e' },
  violet: { base: '#7950f2', ink: '#5f3dc4' },
  blue: { base: '#228be6', ink: '#1864ab' },
  red: { base: '#fa5252', ink: '#c92a2a' },
};

/** `color` at `alpha` over white: the screen's "light" variant is the base at 10%. */
function tint(color: Rgb, alpha: number): Rgb {
  return color.map((channel) => Math.round(channel * alpha + 255 * (1 - alpha))) as unknown as Rgb;
}

/** A quadrant's cell fill (as on the screen) and its ink (names and markers). */
export function quadrantShades(quadrant: MatrixQuadrant): { fill: Rgb; ink: Rgb } {
  const palette = PALETTE[QUADRANT_COLORS[quadrant]] ?? { base: '#868e96', ink: '#343a40' };
  return { fill: tint(hexToRgb(palette.base), 0.12), ink: hexToRgb(palette.ink) };
}

// Sizes in mm before the paper's scale.
const AXIS_WIDTH = 13;
const CELL_HEIGHT = 21;
const BOTTOM_HEIGHT = 13;
const GAP = 1;
/** Between quadrants: wider, so the four read as blocks. */
const QUADRANT_GAP = 3;
const MARKER_HEIGHT = 4.4;
const MARKER_GAP = 1;
const CELL_PADDING = 1.4;
const MARKER_SIZE = 6.8;
const CORNER_SIZE = 6.5;
/** The '+N' marker of the ideas a cell has no room for. */
const MORE_FILL: Rgb = [134, 142, 150];

/** The picture's height on the page, in mm (scaled). */
export const matrixPictureHeight = (writer: PdfWriter) =>
  (IMPACT_ROWS.length * CELL_HEIGHT + BOTTOM_HEIGHT) * writer.scale;

/** Offsets of the tracks (rows or columns) along an axis: a wider gap where quadrants meet. */
function tracks(
  start: number,
  length: number,
  ratings: readonly number[],
  scale: number,
): { from: number; size: number }[] {
  const gaps = ratings.slice(1).map((rating, index) => {
    const before = ratings[index] ?? 0;
    const crosses = before >= HIGH_RATING !== rating >= HIGH_RATING;
    return (crosses ? QUADRANT_GAP : GAP) * scale;
  });
  const size = (length - gaps.reduce((sum, gap) => sum + gap, 0)) / ratings.length;
  let from = start;
  return ratings.map((_, index) => {
    const track = { from, size };
    from += size + (gaps[index] ?? 0);
    return track;
  });
}

export function drawMatrixPicture(writer: PdfWriter, matrix: MatrixOutcome, texts: MatrixTexts) {
  const { doc, scale } = writer;
  const top = writer.reserve(matrixPictureHeight(writer));
  const gridLeft = writer.left + AXIS_WIDTH * scale;
  const gridWidth = writer.contentWidth - AXIS_WIDTH * scale;
  const gridHeight = IMPACT_ROWS.length * CELL_HEIGHT * scale;
  const columns = tracks(gridLeft, gridWidth, FEASIBILITY_COLUMNS, scale);
  const rows = tracks(top, gridHeight, IMPACT_ROWS, scale);

  IMPACT_ROWS.forEach((impact, row) => {
    FEASIBILITY_COLUMNS.forEach((feasibility, column) => {
      const x = columns[column];
      const y = rows[row];
      if (!x || !y) return;
      drawCell(writer, matrix, texts, { impact, feasibility }, x.from, y.from, x.size, y.size);
    });
  });

  // The axes: impact's ratings and name up the left side, feasibility's along the bottom.
  writer.font({ size: 8, color: MUTED });
  IMPACT_ROWS.forEach((impact, row) => {
    const y = rows[row];
    if (y)
      doc.text(String(impact), gridLeft - 2 * scale, y.from + y.size / 2, {
        align: 'right',
        baseline: 'middle',
      });
  });
  const gridBottom = top + gridHeight;
  FEASIBILITY_COLUMNS.forEach((feasibility, column) => {
    const x = columns[column];
    if (x)
      doc.text(String(feasibility), x.from + x.size / 2, gridBottom + 4.5 * scale, {
        align: 'center',
      });
  });
  const labelY = gridBottom + 10.5 * scale;
  doc.text(toWinAnsi(texts.hard), gridLeft, labelY);
  doc.text(toWinAnsi(texts.easy), gridLeft + gridWidth, labelY, { align: 'right' });
  writer.font({ size: 9, bold: true, color: TEXT });
  const centerX = gridLeft + gridWidth / 2;
  const feasibilityLabel = toWinAnsi(texts.feasibility);
  doc.text(feasibilityLabel, centerX, labelY, { align: 'center' });
  const labelHalf = doc.getTextWidth(feasibilityLabel) / 2;
  arrow(
    writer,
    [centerX + labelHalf + 2 * scale, labelY - 1.1 * scale],
    [centerX + labelHalf + 14 * scale, labelY - 1.1 * scale],
  );
  const impactLabel = toWinAnsi(texts.impact);
  const middleY = top + gridHeight / 2;
  const axisX = writer.left + 4 * scale;
  const impactHalf = doc.getTextWidth(impactLabel) / 2;
  doc.text(impactLabel, axisX, middleY + impactHalf, { angle: 90 });
  arrow(
    writer,
    [axisX - 1.1 * scale, middleY - impactHalf - 2 * scale],
    [axisX - 1.1 * scale, middleY - impactHalf - 14 * scale],
  );
}

function drawCell(
  writer: PdfWriter,
  matrix: MatrixOutcome,
  texts: MatrixTexts,
  ratings: { impact: number; feasibility: number },
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const { doc, scale } = writer;
  const quadrant = quadrantOf(ratings.impact, ratings.feasibility);
  const shades = quadrantShades(quadrant);
  doc.setFillColor(...shades.fill);
  doc.roundedRect(x, y, width, height, 1.2 * scale, 1.2 * scale, 'F');
  const padding = CELL_PADDING * scale;
  let markersTop = y + padding;
  const key = cellKey(ratings.impact, ratings.feasibility);
  const corner = QUADRANT_CORNERS[key];
  if (corner) {
    writer.font({ size: CORNER_SIZE, bold: true, color: shades.ink });
    const name = doc.splitTextToSize(
      toWinAnsi(texts.quadrant(corner).toUpperCase()),
      width - 2 * padding,
    ) as string[];
    const lineHeight = CORNER_SIZE * 0.3528 * 1.2 * scale;
    doc.text(name, x + padding, markersTop + lineHeight * 0.8, { lineHeightFactor: 1.2 });
    markersTop += name.length * lineHeight + 0.8 * scale;
  }
  const ideas = matrix.placement.cells.get(key) ?? [];
  const labels = ideas.map((idea) => String(matrix.numbers.get(idea.id) ?? '?'));
  drawMarkers(writer, labels, shades.ink, {
    left: x + padding,
    right: x + width - padding,
    top: markersTop,
    bottom: y + height - padding,
  });
}

/**
 * Numbered markers in rows within `box`; when they do not all fit, the last ones give way to
 * a grey '+N' marker for those left out (they are still in the list under the picture).
 */
function drawMarkers(
  writer: PdfWriter,
  labels: readonly string[],
  ink: Rgb,
  box: { left: number; right: number; top: number; bottom: number },
) {
  const { doc, scale } = writer;
  const height = MARKER_HEIGHT * scale;
  const gap = MARKER_GAP * scale;
  writer.font({ size: MARKER_SIZE, bold: true });
  const widthOf = (label: string) => Math.max(height, doc.getTextWidth(label) + 1.8 * scale);
  /** Places markers in order until one does not fit; `all` says whether every one did. */
  const place = (items: readonly string[]) => {
    const placed: { label: string; x: number; y: number; width: number }[] = [];
    let x = box.left;
    let y = box.top;
    for (const label of items) {
      const width = widthOf(label);
      if (x + width > box.right && x > box.left) {
        x = box.left;
        y += height + gap;
      }
      if (y + height > box.bottom) return { placed, all: false };
      placed.push({ label, x, y, width });
      x += width + gap;
    }
    return { placed, all: true };
  };
  let { placed, all } = place(labels);
  // The '+N' marker takes the place of as few of the last markers as it needs.
  for (let shown = placed.length - 1; !all && shown >= 0; shown -= 1) {
    ({ placed, all } = place([...labels.slice(0, shown), `+${labels.length - shown}`]));
  }
  const more = placed.length < labels.length;
  placed.forEach((marker, index) => {
    const isMore = more && index === placed.length - 1;
    doc.setFillColor(...(isMore ? MORE_FILL : ink));
    doc.roundedRect(marker.x, marker.y, marker.width, height, height / 2, height / 2, 'F');
    doc.setTextColor(255, 255, 255);
    doc.text(marker.label, marker.x + marker.width / 2, marker.y + height / 2, {
      align: 'center',
      baseline: 'middle',
    });
  });
}
/** A line with an arrowhead at `to`. */
function arrow(writer: PdfWriter, from: [number, number], to: [number, number]) {
  const { doc, scale } = writer;
  doc.setDrawColor(...TEXT);
  doc.setFillColor(...TEXT);
  doc.setLineWidth(0.35 * scale);
  doc.line(from[0], from[1], to[0], to[1]);
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
  const size = 1.6 * scale;
  const wing = (side: number): [number, number] => [
    to[0] - size * Math.cos(angle + side * 0.45),
    to[1] - size * Math.sin(angle + side * 0.45),
  ];
  const [leftX, leftY] = wing(1);
  const [rightX, rightY] = wing(-1);
  doc.triangle(to[0], to[1], leftX, leftY, rightX, rightY, 'F');
}
