import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectOfRows } from '../../../bench/lib/workshop';
import { signedInClient, useTestApp } from '../../test/test-app';
import { processPull } from './pull';
import { processPush } from './push';

// Pages cut inside one version and inside one kind of row: each page starts where the last one
// ended (pull.ts pastCursor), whatever kind that was.

const context = useTestApp();
let userId: string;

beforeAll(async () => {
  await signedInClient(context); // the administrator
  ({
    user: { id: userId },
  } = await signedInClient(context));
});

async function pushAll(writes: { name: string; args: unknown }[], batch: number) {
  const clientId = crypto.randomUUID();
  for (let i = 0; i < writes.length; i += batch) {
    const mutations = writes.slice(i, i + batch).map((write, j) => ({ id: i + j + 1, ...write }));
    const answer = await processPush(context.db.sql, userId, {
      clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations,
    } as never);
    expect(answer.rejected).toEqual([]);
  }
}

describe('pull pages', () => {
  it('deliver every row once, in (version, kind, id) order, across kinds and versions', async () => {
    // Personas, observations and ideas (3 kinds), 120 rows over 3 pushes: 3 versions.
    const { projectId, writes } = projectOfRows(120);
    await pushAll(writes, 40);
    const delivered: { entity: string; id: string }[] = [];
    let cursor: string | undefined;
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(40);
      const page = await processPull(context.db.sql, userId, { cursor }, 7);
      for (const change of page.changes) {
        if ('row' in change) delivered.push({ entity: change.entity, id: String(change.row.id) });
      }
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    const ids = delivered.map((row) => row.id);
    expect(new Set(ids).size).toBe(120);
    expect(ids).toContain(projectId);
    const expected = await context.db.sql<{ id: string }[]>`
      SELECT id FROM (
        SELECT sync_version, 0 AS kind, id FROM projects WHERE id = ${projectId}
        UNION ALL SELECT sync_version, 2, id FROM personas WHERE project_id = ${projectId}
        UNION ALL SELECT sync_version, 4, id FROM observations WHERE project_id = ${projectId}
        UNION ALL SELECT sync_version, 7, id FROM ideas WHERE project_id = ${projectId}
      ) rows ORDER BY sync_version, kind, id`;
    expect(ids.filter((id) => new Set(expected.map((row) => row.id)).has(id))).toEqual(
      expected.map((row) => row.id),
    );
  });
});
