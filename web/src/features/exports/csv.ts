/**
 * CSV as spreadsheets read it (RFC 4180): a byte-order mark first, so Excel takes the file as
 * UTF-8 and shows accents; every field in double quotes, so commas, quotes (doubled) and line
 * breaks inside a field stay in their cell; CRLF between rows.
 */
export type CsvCell = string | number | boolean | null | undefined;

/** A table before it is written as CSV. */
export interface CsvTable {
  key: string;
  header: string[];
  rows: CsvCell[][];
}

const BOM = '\uFEFF';

function quote(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(quote).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
