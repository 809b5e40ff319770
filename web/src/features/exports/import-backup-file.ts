import { newId } from '@trilha/shared';
import type { SyncClient } from '@trilha/sync/client';
import { type BackupProblem, parseBackup } from './backup';
import { importMutations } from './import-backup';

/** Larger than any real backup (records are bounded; pictures at most 2 MB each, 10 per prototype). */
export const MAX_BACKUP_MEGABYTES = 200;

export type ImportOutcome =
  | { ok: true; projectId: string; projectName: string }
  | { ok: false; problem: BackupProblem | { kind: 'tooLarge' } };

/**
 * Reads a chosen backup file and, when it is a valid Trilha backup, rebuilds it as a new
 * project through the mutators in one local transaction: it shows at once, offline too, and the
 * queued mutations reach the server at the next sync. A broken file changes nothing.
 */
export async function importBackupFile(
  client: Pick<SyncClient, 'mutateAll'>,
  file: Blob,
): Promise<ImportOutcome> {
  if (file.size > MAX_BACKUP_MEGABYTES * 1024 * 1024) {
    return { ok: false, problem: { kind: 'tooLarge' } };
  }
  const parsed = parseBackup(await file.text());
  if (!parsed.ok) return parsed;
  const { projectId, mutations } = importMutations(parsed.backup, newId);
  await client.mutateAll(mutations);
  return { ok: true, projectId, projectName: parsed.backup.project.name };
}
