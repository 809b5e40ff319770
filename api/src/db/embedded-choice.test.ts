import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirError } from './data-dir-lock';
import { chooseEmbedded } from './embedded-choice';

describe('which embedded database serves DATA_DIR', () => {
  const folder = mkdtempSync(join(tmpdir(), 'trilha-choice-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is PostgreSQL for a new or empty folder, PGlite when asked or in memory', () => {
    expect(chooseEmbedded(join(folder, 'new'), undefined)).toEqual({ engine: 'postgres' });
    expect(chooseEmbedded(folder, 'postgres')).toEqual({ engine: 'postgres' });
    expect(chooseEmbedded(folder, 'pglite')).toEqual({ engine: 'pglite' });
    expect(chooseEmbedded('memory://', undefined)).toEqual({ engine: 'pglite' });
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
