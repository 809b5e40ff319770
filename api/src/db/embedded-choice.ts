import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirError } from './data-dir-lock';
import { CLUSTER_FOLDER, embeddedServerBlocker } from './embedded-server';

export type EmbeddedEngine = 'postgres' | 'pglite';

/**
 * Which embedded database serves DATA_DIR (decision 0030). A real PostgreSQL by default; but a
 * folder PGlite already wrote (its PG_VERSION in DATA_DIR itself, where PostgreSQL's cluster is
 * the subfolder `postgres`) goes on being served by PGlite: its data is never left behind, moved
 * or converted without the person asking. `notice` says so, and how to move.
 * EMBEDDED_DATABASE=postgres on such a folder is refused rather than starting an empty database
 * beside the one the person has.
 *
 * A NEW folder on a machine where PostgreSQL cannot run (no binaries for the platform; root with
 * no user `postgres`, or a DATA_DIR under root's home, which that user cannot pass) is served by PGlite too, saying why:
 * `npm install && npm start` must start on any fresh machine. From then on the folder is a PGlite
 * folder, so its data never splits between two databases. EMBEDDED_DATABASE=postgres refuses instead.
 */
export function chooseEmbedded(
  dataDir: string,
  asked: EmbeddedEngine | undefined,
  serverBlocker: (dataDir: string) => string | undefined = embeddedServerBlocker,
): { engine: EmbeddedEngine; notice?: string } {
  if (asked === 'pglite' || dataDir.startsWith('memory://')) return { engine: 'pglite' };
  const pgliteHere = existsSync(join(dataDir, 'PG_VERSION'));
  if (!pgliteHere) {
    const isNew = !existsSync(join(dataDir, CLUSTER_FOLDER));
    const blocker = asked === undefined && isNew ? serverBlocker(dataDir) : undefined;
    if (!blocker) return { engine: 'postgres' };
    return {
      engine: 'pglite',
      notice: [
        'The embedded PostgreSQL cannot run here:',
        blocker,
        `${dataDir} is served by PGlite (the former embedded database) instead, from now on. EMBEDDED_DATABASE=pglite keeps this message quiet.`,
      ].join('\n'),
    };
  }
  if (asked === 'postgres') {
    throw new DataDirError(
      [
        `EMBEDDED_DATABASE=postgres, but ${dataDir} holds a PGlite database (the embedded database of Trilha before decision 0030), which PostgreSQL cannot open.`,
        'Start without EMBEDDED_DATABASE (or with EMBEDDED_DATABASE=pglite) to go on using it, or give another DATA_DIR for a new PostgreSQL database.',
      ].join('\n'),
    );
  }
  return {
    engine: 'pglite',
    notice: [
      `${dataDir} holds a PGlite database (the embedded database of Trilha before decision 0030): it is served by PGlite, as before.`,
      'To move to the embedded PostgreSQL (less memory, faster in a room): save each project with Exportar → Backup (JSON),',
      'start Trilha with another DATA_DIR, and bring them in with Importar backup. The PGlite folder is never changed by this.',
      'EMBEDDED_DATABASE=pglite keeps PGlite and this message quiet.',
    ].join('\n'),
  };
}
