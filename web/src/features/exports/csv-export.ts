import { WORKSPACE_TOOLS, type WorkspaceTool } from '@trilha/shared';
import { type CsvCell, toCsv } from './csv';
import type { ProjectRecords } from './snapshot';
import { type FieldValue, TOOL_VIEWS, type Translate, viewContext } from './tool-views';

export interface CsvFile {
  tool: WorkspaceTool;
  /** e.g. 'ideas.csv': the tool's stable name, the same in every language. */
  name: string;
  text: string;
}

/** A list goes in one cell, one item per line (the cell is quoted, so the lines stay in it). */
const cell = (value: FieldValue): CsvCell =>
  Array.isArray(value) ? value.join('\n') : (value as CsvCell);

/**
 * One CSV per tool that has records (docs/decisions/0013): each tool has its own columns, so one
 * sheet per tool reads better than one wide sheet with a `tool` column. Columns: the record's
 * id, its title, the same fields as the PDF in the same order, and its creation time.
 */
export function projectCsvFiles(records: ProjectRecords, t: Translate): CsvFile[] {
  const context = viewContext(records, t);
  return WORKSPACE_TOOLS.filter((tool) => records[tool].length > 0).map((tool) => {
    const view = TOOL_VIEWS[tool] as (typeof TOOL_VIEWS)['ideas'];
    const rows = records[tool] as ProjectRecords['ideas'];
    const header = [
      'id',
      t(`titles.${tool}`),
      ...view.fields.map((f) => t(`fields.${f.key}`)),
      t('fields.createdAt'),
    ];
    const lines = rows.map((row) => [
      row.id,
      view.title(row),
      ...view.fields.map((f) => cell(f.value(row, context))),
      row.createdAt,
    ]);
    return { tool, name: `${tool}.csv`, text: toCsv(header, lines) };
  });
}
