import { type PullResponse, SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectOfRows } from '../../../bench/lib/workshop';
import { signedInClient, useTestApp } from '../../test/test-app';
import { projectPageData } from './project-page';
import { processPull } from './pull';
import { processPush } from './push';

// A project's page drawn by the server carries that project as a first pull (decision 0015;
// docs/perf-log.md, issue 12 tenth part): the device takes it as its own and its next pull goes on from there.

const context = useTestApp();
type Reader = Parameters<ReturnType<typeof projectPageData>>[0];
let owner: NonNullable<Reader>;
let stranger: NonNullable<Reader>;

beforeAll(async () => {
  await signedInClient(context); // the administrator
  owner = (await signedInClient(context)).user as NonNullable<Reader>;
  stranger = (await signedInClient(context)).user as NonNullable<Reader>;
});

async function push(userId: string, writes: { name: string; args: unknown }[]) {
  const answer = await processPush(context.db.sql, userId, {
    clientId: crypto.randomUUID(),
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: writes.map((write, i) => ({ id: i + 1, ...write })),
  } as never);
  expect(answer.rejected).toEqual([]);
}

const idsOf = (pull: PullResponse) =>
  pull.changes.map((change) => ('row' in change ? String(change.row.id) : change.id)).sort();

describe("a project's page data", () => {
  it("is every row of that project as a pull page; the next pull brings the other projects and the project's later changes", async () => {
    const drawn = projectOfRows(30);
    const other = projectOfRows(10);
    await push(owner.id, [...drawn.writes, ...other.writes]);

    const data = await projectPageData(context.db)(owner, { id: drawn.projectId });
    const pull = data?.project?.pull as PullResponse;
    expect(data?.project).toMatchObject({ id: drawn.projectId, role: 'owner' });
    expect(pull.hasMore).toBe(false);
    expect(pull.removedProjects).toEqual([]);
    const everything = await processPull(context.db.sql, owner.id, {});
    const rowsOf = (projectId: string) =>
      everything.changes
        .filter(
          (change) => 'row' in change && (change.row.projectId ?? change.row.id) === projectId,
        )
        .map((change) => ('row' in change ? String(change.row.id) : ''))
        .sort();
    expect(idsOf(pull)).toEqual(rowsOf(drawn.projectId));
    expect(idsOf(pull)).toHaveLength(30);

    // A device that took it as its first pull: the other project in full, nothing again.
    const next = await processPull(context.db.sql, owner.id, { cursor: pull.cursor });
    expect(idsOf(next)).toEqual(rowsOf(other.projectId));

    // A change made after the drawing arrives as any other, a deletion included.
    const idea = drawn.writes.find((write) => write.name === 'idea.create')?.args as { id: string };
    await push(owner.id, [{ name: 'idea.delete', args: { id: idea.id } }]);
    const later = await processPull(context.db.sql, owner.id, { cursor: next.cursor });
    expect(later.changes).toEqual([
      { entity: 'ideas', id: idea.id, projectId: drawn.projectId, deleted: true },
    ]);
  });

  it('is not drawn for a visitor, a reader who may not see the project, a deleted or unknown project, or an address that is no id', async () => {
    const { projectId, writes } = projectOfRows(5);
    await push(owner.id, writes);
    const source = projectPageData(context.db);
    expect(await source(owner, { id: projectId })).toBeDefined();
    expect(await source(null, { id: projectId })).toBeUndefined();
    expect(await source(stranger, { id: projectId })).toBeUndefined();
    expect(await source(owner, { id: crypto.randomUUID() })).toBeUndefined();
    expect(await source(owner, { id: 'not-a-project' })).toBeUndefined();
    expect(await source(owner, {})).toBeUndefined();
    await push(owner.id, [{ name: 'project.delete', args: { id: projectId } }]);
    expect(await source(owner, { id: projectId })).toBeUndefined();
  });

  it('is not drawn for a project larger than one pull page: the page would carry it all', async () => {
    const { projectId, writes } = projectOfRows(12);
    await push(owner.id, writes);
    expect(await projectPageData(context.db, 12)(owner, { id: projectId })).toBeDefined();
    expect(await projectPageData(context.db, 11)(owner, { id: projectId })).toBeUndefined();
  });
});
