/**
 * What a person reads when an embedded database folder cannot be opened (decision 0017), for
 * PGlite and the embedded PostgreSQL alike. The server has no backup of its own to offer: the
 * folder copied while the server is stopped is the database's backup, and users can keep each
 * project as a file (Backup (JSON), docs/backup-format.md). So the folder is never touched: it
 * may be the only copy there is.
 */
export function damagedFolderMessage(dataDir: string, cause: string): string {
  return [
    `The embedded database in ${dataDir} could not be opened: ${cause}`,
    'The folder is probably damaged (a server killed while writing, or two servers on one folder). Nothing in it was deleted.',
    'To recover, with no Trilha server running:',
    `  1. Move it aside and keep it: mv "${dataDir}" "${dataDir}.damaged"`,
    `  2. Put back your last copy of the folder (one made while the server was stopped) as ${dataDir}, and start again.`,
    '  3. Without a copy, starting again creates a new, empty database: accounts and projects start over; a project',
    '     saved earlier with Exportar → Backup (JSON) can be brought back with Importar backup.',
  ].join('\n');
}
