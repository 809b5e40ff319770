import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirError } from './data-dir-lock';
import { chooseEmbedded } from './embedded-choice';
import { CLUSTER_FOLDER } from './embedded-server';

describe('which embedded database serves DATA_DIR', () => {
  const folder = mkdtempSync(join(tmpdir(), 'trilha-choice-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const canRun = () => undefined;
  const cannotRun = () => 'no user postgres';

  it('is PostgreSQL for a new or empty folder, PGlite when asked or in memory', () => {
    expect(chooseEmbedded(join(folder, 'new'), undefined, canRun)).toEqual({ engine: 'postgres' });
    expect(chooseEmbedded(folder, 'postgres', canRun)).toEqual({ engine: 'postgres' });
    expect(chooseEmbedded(folder, 'pglite')).toEqual({ engine: 'pglite' });
    expect(chooseEmbedded('memory://', undefined)).toEqual({ engine: 'pglite' });
  });

  it('serves a new folder with PGlite, saying why, where PostgreSQL cannot run; never a folder that has a cluster', () => {
    const choice = chooseEmbedded(join(folder, 'new'), undefined, cannotRun);
    expect(choice.engine).toBe('pglite');
    expect(choice.notice).toContain('no user postgres');
    expect(choice.notice).toContain(join(folder, 'new'));
    // Asked for explicitly, the start goes on to PostgreSQL and its refusal names the reason.
    expect(chooseEmbedded(join(folder, 'new'), 'postgres', cannotRun)).toEqual({
      engine: 'postgres',
    });
    // A cluster already made here is never left for an empty PGlite beside it.
    const withCluster = join(folder, 'with-cluster');
    mkdirSync(join(withCluster, CLUSTER_FOLDER), { recursive: true });
    expect(chooseEmbedded(withCluster, undefined, cannotRun)).toEqual({ engine: 'postgres' });
  });

  it('keeps serving a folder PGlite wrote with PGlite, saying how to move', () => {
    writeFileSync(join(folder, 'PG_VERSION'), '17\n');
    const choice = chooseEmbedded(folder, undefined);
    expect(choice.engine).toBe('pglite');
    expect(choice.notice).toContain(folder);
    expect(choice.notice).toContain('Backup (JSON)');
    expect(chooseEmbedded(folder, 'pglite')).toEqual({ engine: 'pglite' });
  });

  it('refuses EMBEDDED_DATABASE=postgres on a PGlite folder rather than start an empty database beside it', () => {
    expect(() => chooseEmbedded(folder, 'postgres')).toThrow(DataDirError);
    expect(() => chooseEmbedded(folder, 'postgres')).toThrow(/holds a PGlite database/);
  });
});
