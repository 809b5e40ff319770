import type { jsPDF } from 'jspdf';

/**
 * Page layout over jsPDF: text wrapped to the width it is given, page breaks before any line
 * that would cross the bottom margin (so nothing is cut at an edge), cards drawn as boxes when
 * they fit on a page and flowed across pages when they do not.
 */
export type Rgb = readonly [number, number, number];

export interface TextStyle {
  /** Points, before the paper's scale. */
  size: number;
  bold?: boolean;
  color?: Rgb;
}

/** A paragraph before wrapping. */
export interface Paragraph {
  text: string;
  style: TextStyle;
  bullet?: boolean;
  /** Space above, in mm before the paper's scale. */
  spaceBefore?: number;
}

/** A picture to draw: an image data URL jsPDF can embed, and its size in pixels. */
export interface PdfPicture {
  dataUrl: string;
  format: 'JPEG' | 'PNG';
  width: number;
  height: number;
}

/** A picture fitted to its place in a row, in mm. */
interface PlacedPicture {
  picture: PdfPicture;
  width: number;
  height: number;
}

/** One wrapped line, ready to draw. */
export interface Line {
  text: string;
  style: TextStyle;
  /** Offset from the block's left edge, in mm. */
  offset: number;
  /** Draw a bullet at the block's left edge on this line. */
  bullet: boolean;
  spaceBefore: number;
}

/** A `#RRGGBB` colour (the phases' colours) as jsPDF's red, green and blue. */
export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export const TEXT: Rgb = [31, 41, 55];
export const MUTED: Rgb = [107, 114, 128];
const BORDER: Rgb = [209, 213, 219];
const MM_PER_POINT = 25.4 / 72;
const LINE_HEIGHT = 1.3;
const BULLET_WIDTH = 4;
const CARD_PADDING = 4;
/** Pictures per row in a card: large enough to read a sticky note, three to a row on A4. */
const PICTURE_COLUMNS = 3;
/** A picture's cell is 4:3 (a tablet camera's frame); a portrait photo is fitted in its height. */
const PICTURE_CELL_RATIO = 3 / 4;
const PICTURE_GAP = 2;

/**
 * The standard PDF fonts only have the Windows-1252 characters: Portuguese, Spanish and French
 * accents are there; anything else (emoji, other scripts) becomes '?' rather than garbage.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/\t/g, '  ')) {
    const code = char.codePointAt(0) ?? 0;
    const printable =
      (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a;
    out += printable || WIN_ANSI_EXTRAS.includes(char) ? char : '?';
  }
  return out;
}

export class PdfWriter {
  readonly width: number;
  readonly height: number;
  readonly margin: number;
  private y: number;

  constructor(
    readonly doc: jsPDF,
    /** Everything (type, spacing) grows with the paper: A3 is A4 scaled by √2. */
    readonly scale: number,
  ) {
    this.width = doc.internal.pageSize.getWidth();
    this.height = doc.internal.pageSize.getHeight();
    this.margin = 15 * scale;
    this.y = this.margin;
  }

  get contentWidth(): number {
    return this.width - 2 * this.margin;
  }

  get left(): number {
    return this.margin;
  }

  /** The lowest y a line may reach: the footer lives below it. */
  get bottom(): number {
    return this.height - this.margin - 6 * this.scale;
  }

  /** The height a page holds between its margins, in mm. */
  get usableHeight(): number {
    return this.bottom - this.margin;
  }

  get cursor(): number {
    return this.y;
  }

  /** Sets the type of `style` (for drawing or measuring text). */
  font(style: TextStyle) {
    this.doc.setFont('helvetica', style.bold ? 'bold' : 'normal');
    this.doc.setFontSize(style.size * this.scale);
    this.doc.setTextColor(...(style.color ?? TEXT));
  }

  lineHeight(style: TextStyle): number {
    return style.size * this.scale * MM_PER_POINT * LINE_HEIGHT;
  }

  /** Wraps paragraphs to `width` mm. */
  layout(paragraphs: readonly Paragraph[], width: number): Line[] {
    const lines: Line[] = [];
    for (const paragraph of paragraphs) {
      this.font(paragraph.style);
      const indent = paragraph.bullet ? BULLET_WIDTH * this.scale : 0;
      const wrapped = this.doc.splitTextToSize(
        toWinAnsi(paragraph.text),
        width - indent,
      ) as string[];
      wrapped.forEach((text, index) => {
        lines.push({
          text,
          style: paragraph.style,
          offset: indent,
          bullet: Boolean(paragraph.bullet) && index === 0,
          spaceBefore: index === 0 ? (paragraph.spaceBefore ?? 0) * this.scale : 0,
        });
      });
    }
    return lines;
  }

  heightOf(lines: readonly Line[]): number {
    return lines.reduce((sum, line) => sum + line.spaceBefore + this.lineHeight(line.style), 0);
  }

  newPage(): void {
    this.doc.addPage();
    this.y = this.margin;
  }

  /** Starts a new page unless `height` mm still fit on this one. */
  ensureSpace(height: number): void {
    if (this.y + height > this.bottom && this.y > this.margin) this.newPage();
  }

  /**
   * Takes `height` mm for a drawing of the caller's (a new page first unless they fit on this
   * one) and returns the top of that space; the cursor moves below it.
   */
  reserve(height: number): number {
    this.ensureSpace(height);
    const top = this.y;
    this.y += height;
    return top;
  }

  space(mm: number): void {
    this.y = Math.min(this.y + mm * this.scale, this.bottom);
  }

  /** Draws lines from the cursor at `x`, breaking pages between lines. */
  private flow(lines: readonly Line[], x: number): void {
    for (const line of lines) {
      const height = this.lineHeight(line.style);
      this.ensureSpace(line.spaceBefore + height);
      this.y += line.spaceBefore;
      this.drawLine(line, x, this.y);
      this.y += height;
    }
  }

  /** Draws laid-out lines from `top` at `x`, without breaking pages (the caller made room). */
  drawLines(lines: readonly Line[], x: number, top: number): void {
    let y = top;
    for (const line of lines) {
      y += line.spaceBefore;
      this.drawLine(line, x, y);
      y += this.lineHeight(line.style);
    }
  }

  private drawLine(line: Line, x: number, top: number): void {
    this.font(line.style);
    // Text is placed by its baseline: about 80% of the line's height below its top.
    const baseline = top + this.lineHeight(line.style) * 0.78;
    if (line.bullet) this.doc.text('•', x + 1 * this.scale, baseline);
    this.doc.text(line.text, x + line.offset, baseline);
  }

  /** Paragraphs across the full width. */
  write(paragraphs: readonly Paragraph[]): void {
    this.flow(this.layout(paragraphs, this.contentWidth), this.left);
  }

  /** A heading kept with at least `keepWith` mm of what follows it. */
  heading(paragraph: Paragraph, keepWith = 20): void {
    const lines = this.layout([paragraph], this.contentWidth);
    this.ensureSpace(this.heightOf(lines) + keepWith * this.scale);
    this.flow(lines, this.left);
  }

  /**
   * A bordered card, with a coloured stripe on its left, its pictures in rows under the text.
   * Taller than a page, it is written as plain paragraphs and rows instead, so a long record
   * still prints whole.
   */
  card(paragraphs: readonly Paragraph[], accent: Rgb, pictures: readonly PdfPicture[] = []): void {
    const { lines, rows, height } = this.cardLayout(paragraphs, pictures);
    const padding = CARD_PADDING * this.scale;
    const gap = PICTURE_GAP * this.scale;
    if (height > this.usableHeight) {
      this.flow(lines, this.left);
      for (const row of rows) {
        this.ensureSpace(gap + rowHeight(row));
        this.y += gap;
        this.drawPictureRow(row, this.left);
      }
    } else {
      this.ensureSpace(height);
      this.box(this.left, this.y, this.contentWidth, height, accent);
      const top = this.y;
      this.y += padding;
      this.flow(lines, this.left + padding);
      for (const row of rows) {
        this.y += gap;
        this.drawPictureRow(row, this.left + padding);
      }
      this.y = top + height;
    }
    this.space(3);
  }

  /** How tall `card` draws these paragraphs and pictures, in mm (a heading keeps with it). */
  cardHeight(paragraphs: readonly Paragraph[], pictures: readonly PdfPicture[] = []): number {
    return this.cardLayout(paragraphs, pictures).height;
  }

  private cardLayout(paragraphs: readonly Paragraph[], pictures: readonly PdfPicture[]) {
    const padding = CARD_PADDING * this.scale;
    const inner = this.contentWidth - 2 * padding;
    const lines = this.layout(paragraphs, inner);
    const rows = this.pictureRows(pictures, inner);
    const gap = PICTURE_GAP * this.scale;
    const picturesHeight = rows.reduce((sum, row) => sum + gap + rowHeight(row), 0);
    return { lines, rows, height: this.heightOf(lines) + picturesHeight + 2 * padding };
  }

  /** Pictures in rows of PICTURE_COLUMNS, each fitted in a 4:3 cell of its column's width. */
  private pictureRows(pictures: readonly PdfPicture[], width: number): PlacedPicture[][] {
    const gap = PICTURE_GAP * this.scale;
    const cellWidth = (width - gap * (PICTURE_COLUMNS - 1)) / PICTURE_COLUMNS;
    const cellHeight = cellWidth * PICTURE_CELL_RATIO;
    const rows: PlacedPicture[][] = [];
    pictures.forEach((picture, index) => {
      const scale = Math.min(cellWidth / picture.width, cellHeight / picture.height);
      const placed = { picture, width: picture.width * scale, height: picture.height * scale };
      if (index % PICTURE_COLUMNS === 0) rows.push([placed]);
      else rows.at(-1)?.push(placed);
    });
    return rows;
  }

  /** A row of pictures from the cursor at `x`, each centred in its cell. */
  private drawPictureRow(row: readonly PlacedPicture[], x: number): void {
    const gap = PICTURE_GAP * this.scale;
    const cellWidth =
      (this.contentWidth - 2 * CARD_PADDING * this.scale - gap * (PICTURE_COLUMNS - 1)) /
      PICTURE_COLUMNS;
    const height = rowHeight(row);
    row.forEach((placed, index) => {
      const left = x + index * (cellWidth + gap) + (cellWidth - placed.width) / 2;
      const top = this.y + (height - placed.height) / 2;
      // 'FAST': JPEGs are embedded as they are; a PNG is re-compressed quickly.
      this.doc.addImage(
        placed.picture.dataUrl,
        placed.picture.format,
        left,
        top,
        placed.width,
        placed.height,
        undefined,
        'FAST',
      );
      this.doc.setDrawColor(...BORDER);
      this.doc.setLineWidth(0.2 * this.scale);
      this.doc.rect(left, top, placed.width, placed.height, 'S');
    });
    this.y += height;
  }

  /**
   * Boxes side by side, as many as `columns` per row, each row as tall as its tallest box (the
   * four quadrants of an empathy map). A row taller than a page is written as paragraphs.
   */
  grid(cells: readonly (readonly Paragraph[])[], columns: number, accent: Rgb): void {
    const gap = 3 * this.scale;
    const padding = CARD_PADDING * this.scale;
    const cellWidth = (this.contentWidth - gap * (columns - 1)) / columns;
    for (let start = 0; start < cells.length; start += columns) {
      const row = cells
        .slice(start, start + columns)
        .map((cell) => this.layout(cell, cellWidth - 2 * padding));
      const height = Math.max(...row.map((lines) => this.heightOf(lines))) + 2 * padding;
      if (height > this.usableHeight) {
        for (const lines of row) this.flow(lines, this.left);
        continue;
      }
      this.ensureSpace(height);
      row.forEach((lines, index) => {
        const x = this.left + index * (cellWidth + gap);
        this.box(x, this.y, cellWidth, height, accent);
        this.drawLines(lines, x + padding, this.y + padding);
      });
      this.y += height + gap;
    }
  }

  private box(x: number, y: number, width: number, height: number, accent: Rgb): void {
    const radius = 1.5 * this.scale;
    this.doc.setDrawColor(...BORDER);
    this.doc.setLineWidth(0.3 * this.scale);
    this.doc.roundedRect(x, y, width, height, radius, radius, 'S');
    this.doc.setFillColor(...accent);
    this.doc.rect(x, y + radius, 1.2 * this.scale, height - 2 * radius, 'F');
  }

  /** A full-width coloured band with white text (a phase's title). */
  band(text: string, color: Rgb): void {
    const style: TextStyle = { size: 16, bold: true, color: [255, 255, 255] };
    const padding = 4 * this.scale;
    const lines = this.layout([{ text, style }], this.contentWidth - 2 * padding);
    const height = this.heightOf(lines) + 2 * padding;
    this.ensureSpace(height + 20 * this.scale);
    this.doc.setFillColor(...color);
    this.doc.roundedRect(this.left, this.y, this.contentWidth, height, 2, 2, 'F');
    const top = this.y;
    this.y += padding;
    this.flow(lines, this.left + padding);
    this.y = top + height + 5 * this.scale;
  }

  /** Writes a footer on every page: `left` and the page's own text on the right. */
  footers(left: string, right: (page: number, pages: number) => string): void {
    const pages = this.doc.getNumberOfPages();
    const baseline = this.height - this.margin + 2 * this.scale;
    for (let page = 1; page <= pages; page += 1) {
      this.doc.setPage(page);
      this.font({ size: 8, color: MUTED });
      const rightText = toWinAnsi(right(page, pages));
      const rightWidth = this.doc.getTextWidth(rightText);
      const leftText = this.doc.splitTextToSize(
        toWinAnsi(left),
        this.contentWidth - rightWidth - 10 * this.scale,
      )[0] as string;
      this.doc.text(leftText, this.left, baseline);
      this.doc.text(rightText, this.width - this.margin - rightWidth, baseline);
    }
  }
}

const rowHeight = (row: readonly PlacedPicture[]) =>
  Math.max(0, ...row.map((placed) => placed.height));
