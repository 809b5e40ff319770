import type { PullResponse } from '@trilha/sync';
import { z } from 'zod';
import type { AppDeps } from '../app-env';
import type { PageDataSource } from '../http/page-renderer';
import { findProjectAccess } from '../sharing/repository';
import { PULL_PAGE_SIZE, processPull } from './pull';

const projectIdSchema = z.uuid();

/**
 * What a project's page (/projects/:id) is drawn with for a signed-in reader: every row of the
 * project as one pull page whose cursor names only it (docs/perf-log.md, issue 12 tenth part). The
 * browser draws from it until its database has taken it as its first pull. Not drawn — the
 * app shell instead — for a visitor, a project the reader may not see (the app then says it
 * is not found), or one larger than a pull page (the HTML would carry megabytes).
 */
export function projectPageData(
  { sql }: Pick<AppDeps, 'sql'>,
  pageSize = PULL_PAGE_SIZE,
): PageDataSource {
  return async (reader, { id }) => {
    if (!reader || id === undefined || !projectIdSchema.safeParse(id).success) return undefined;
    const access = await findProjectAccess(sql, id, reader.id);
    if (!access) return undefined;
    const pull: PullResponse = await processPull(sql, reader.id, {}, pageSize, id);
    const drawn = pull.changes.some((change) => change.entity === 'projects') && !pull.hasMore;
    return drawn ? { project: { id, role: access.role, pull } } : undefined;
  };
}
