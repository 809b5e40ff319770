import {
  type AdminStats,
  ARTICLE_CATEGORIES,
  type ArticleCategory,
  PROJECT_STATUSES,
  USER_ROLES,
} from '@trilha/shared';
import type { Sql } from '../db/connect';

type Bucket = { key: string; count: number };

/** Every expected key with 0, then the counts found: an empty bucket still appears. */
function countsByKey<K extends string>(keys: readonly K[], rows: readonly Bucket[]) {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) {
    if (Object.hasOwn(counts, row.key)) counts[row.key as K] += row.count;
  }
  return counts;
}

const PHASE_BUCKETS = ['phase1', 'phase2', 'phase3', 'phase4', 'phase5'] as const;

/**
 * The admin dashboard's figures. Deleted projects (tombstones kept for sync) do not count;
 * articles count drafts too, since the administrator sees those.
 */
export async function adminStats(sql: Sql): Promise<AdminStats> {
  const users = await sql<Bucket[]>`
    SELECT role AS key, count(*)::int AS count FROM users
    WHERE role <> 'guest' -- a room's guests are not accounts (docs/decisions/0020)
    GROUP BY role`;
  const projects = await sql<{ status: string; phase: number; count: number }[]>`
    SELECT status, current_phase AS phase, count(*)::int AS count FROM projects
    WHERE deleted_at IS NULL
    GROUP BY status, current_phase`;
  const articles = await sql<Bucket[]>`
    SELECT category AS key, count(*)::int AS count FROM articles GROUP BY category`;

  const sum = (rows: readonly { count: number }[]) => rows.reduce((n, row) => n + row.count, 0);
  return {
    totalUsers: sum(users),
    totalProjects: sum(projects),
    totalArticles: sum(articles),
    projectsByStatus: countsByKey(
      PROJECT_STATUSES,
      projects.map((row) => ({ key: row.status, count: row.count })),
    ),
    projectsByPhase: countsByKey(
      PHASE_BUCKETS,
      projects.map((row) => ({ key: `phase${row.phase}`, count: row.count })),
    ),
    usersByRole: countsByKey(USER_ROLES, users),
    articlesByCategory: countsByKey<ArticleCategory>(ARTICLE_CATEGORIES, articles),
  };
}
