import { strToU8, zipSync } from 'fflate';
import { exportFileName } from '../../lib/files/download';
import { backupToJson, createBackup } from './backup';
import { projectCsvFiles } from './csv-export';
import type { ProjectSnapshot } from './snapshot';
import type { Translate } from './tool-views';

/** A file ready to download. */
export interface ExportFile {
  name: string;
  type: string;
  data: BlobPart;
}

/**
 * The CSV export: the one table's CSV when there is only one, else a ZIP with one CSV per tool
 * that has records and per table of the workshop's outcome (docs/decisions/0013). null when the
 * project has no records at all.
 */
export function csvExport(
  snapshot: ProjectSnapshot,
  t: Translate,
  now = new Date(),
): ExportFile | null {
  const files = projectCsvFiles(snapshot.records, t);
  const [only] = files;
  if (!only) return null;
  if (files.length === 1) {
    return {
      name: exportFileName(snapshot.project.name, `${only.key}.csv`, now),
      type: 'text/csv;charset=utf-8',
      data: only.text,
    };
  }
  const zip = zipSync(Object.fromEntries(files.map((file) => [file.name, strToU8(file.text)])));
  return {
    name: exportFileName(snapshot.project.name, 'csv.zip', now),
    type: 'application/zip',
    data: zip as Uint8Array<ArrayBuffer>,
  };
}

export function backupExport(snapshot: ProjectSnapshot, now = new Date()): ExportFile {
  return {
    name: exportFileName(snapshot.project.name, 'trilha.json', now),
    type: 'application/json',
    data: backupToJson(createBackup(snapshot, now)),
  };
}
