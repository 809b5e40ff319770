import { WORKSPACE_TOOLS } from '@trilha/shared';
import { type CsvCell, type CsvTable, toCsv } from './csv';
import { outcomeCsvTables } from './outcome-csv';
import { isNoteTool, reportAuthor, reportColor, reportRecords } from './report-notes';
import { roomOutcome } from './room-outcome';
import type { ProjectRecords } from './snapshot';
import {
  type FieldValue,
  TOOL_VIEWS,
  type Translate,
  type ViewContext,
  viewContext,
} from './tool-views';

export interface CsvFile {
  /** The tool or table it holds ('ideas', 'votingResults'): the same in every language. */
  key: string;
  /** e.g. 'ideas.csv'. */
  name: string;
  text: string;
}

/** A list goes in one cell, one item per line (the cell is quoted, so the lines stay in it). */
const cell = (value: FieldValue): CsvCell =>
  Array.isArray(value) ? value.join('\n') : (value as CsvCell);

/**
 * A tool's records as a table: the record's id, its title, the same fields as the PDF in the
 * same order (a field with `columns` spreads over several: one per vote for the dots), its
 * creation time and who wrote it (a member or a room's guest, decision 0020; empty for records
 * from before authors were kept).
 */
function toolTable(
  tool: (typeof WORKSPACE_TOOLS)[number],
  records: ProjectRecords,
  context: ViewContext,
): CsvTable {
  const { t } = context;
  const view = TOOL_VIEWS[tool] as (typeof TOOL_VIEWS)['ideas'];
  const rows = records[tool] as ProjectRecords['ideas'];
  const columns = view.fields.flatMap((field) =>
    field.columns
      ? field.columns(context)
      : [
          {
            header: t(`fields.${field.key}`),
            value: (row: (typeof rows)[number]) => cell(field.value(row, context)),
          },
        ],
  );
  // A sticky note (an idea, an HMW question) also has its colour; its author is its writer.
  const note = isNoteTool(tool);
  return {
    key: tool,
    header: [
      'id',
      t(`titles.${tool}`),
      ...columns.map((column) => column.header),
      ...(note ? [t('fields.color')] : []),
      t('fields.createdAt'),
      t('fields.author'),
    ],
    rows: rows.map((row) => [
      row.id,
      view.title(row),
      ...columns.map((column) => column.value(row)),
      ...(note ? [t(`values.noteColor.${reportColor(row)}`)] : []),
      row.createdAt,
      reportAuthor(tool, row),
    ]),
  };
}

/**
 * One CSV per tool that has records (docs/decisions/0013): each tool has its own columns, so one
 * sheet per tool reads better than one wide sheet with a `tool` column. Then the workshop's
 * outcome as tables of their own: the votes' rankings and refused dots, the matrix, the wall.
 * Notes the facilitator hid are left out (reportRecords).
 */
export function projectCsvFiles(allRecords: ProjectRecords, t: Translate): CsvFile[] {
  const records = reportRecords(allRecords);
  const outcome = roomOutcome(records);
  const context = viewContext(records, t, outcome);
  const tables = [
    ...WORKSPACE_TOOLS.filter((tool) => records[tool].length > 0).map((tool) =>
      toolTable(tool, records, context),
    ),
    ...outcomeCsvTables(context),
  ];
  return tables.map((table) => ({
    key: table.key,
    name: `${table.key}.csv`,
    text: toCsv(table.header, table.rows),
  }));
}
