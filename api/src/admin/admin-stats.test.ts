import { adminStatsSchema } from '@trilha/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInClient, type TestClient, useTestApp } from '../../test/test-app';
import { SEED_ARTICLES } from '../library/seed-articles';

const context = useTestApp();

type Stats = ReturnType<typeof adminStatsSchema.parse>;
type ErrorBody = { error: string; code: string };

let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  const signedIn = await adminClient(context);
  admin = signedIn.client;
  adminId = signedIn.user.id;
});

const seededByCategory = (category: string) =>
  SEED_ARTICLES.filter((article) => article.category === category).length;

describe('GET /api/admin/stats', () => {
  it('describes a fresh install: the administrator, no projects, the seeded library', async () => {
    const response = await admin.get<Stats>('/api/admin/stats');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      totalUsers: 1,
      totalProjects: 0,
      totalArticles: SEED_ARTICLES.length,
      projectsByStatus: { in_progress: 0, completed: 0 },
      projectsByPhase: { phase1: 0, phase2: 0, phase3: 0, phase4: 0, phase5: 0 },
      usersByRole: { admin: 1, user: 0 },
      articlesByCategory: {
        empathize: seededByCategory('empathize'),
        define: seededByCategory('define'),
        ideate: seededByCategory('ideate'),
        prototype: seededByCategory('prototype'),
        test: seededByCategory('test'),
      },
    });
  });

  it('counts users, live projects and articles, with every bucket present', async () => {
    const before = await admin.get<Stats>('/api/admin/stats');
    expect(before.status).toBe(200);
    expect(adminStatsSchema.strict().parse(before.body)).toEqual(before.body);

    const { user } = await signedInClient(context);
    const draft = await admin.post('/api/articles', {
      title: 'Rascunho de teste',
      content: 'Texto.',
      author: 'Equipe',
      category: 'test',
      published: false,
    });
    expect(draft.status).toBe(201);
    const { sql } = context.db;
    const projects: [string, string, number, boolean][] = [
      ['in_progress', adminId, 1, false],
      ['in_progress', user.id, 1, false],
      ['in_progress', user.id, 3, false],
      ['completed', user.id, 5, false],
      // A deleted project is a tombstone kept for sync: it no longer counts.
      ['completed', user.id, 4, true],
    ];
    for (const [index, [status, ownerId, phase, deleted]] of projects.entries()) {
      await sql`
        INSERT INTO projects (id, owner_id, name, status, current_phase, deleted_at)
        VALUES (${`0190a000-0000-7000-8000-00000000500${index}`}, ${ownerId}, ${`P${index}`},
                ${status}, ${phase}, ${deleted ? new Date() : null})`;
    }

    const after = await admin.get<Stats>('/api/admin/stats');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      totalUsers: before.body.totalUsers + 1,
      totalProjects: before.body.totalProjects + 4,
      totalArticles: before.body.totalArticles + 1,
      projectsByStatus: {
        in_progress: before.body.projectsByStatus.in_progress + 3,
        completed: before.body.projectsByStatus.completed + 1,
      },
      projectsByPhase: {
        phase1: before.body.projectsByPhase.phase1 + 2,
        phase2: before.body.projectsByPhase.phase2,
        phase3: before.body.projectsByPhase.phase3 + 1,
        phase4: before.body.projectsByPhase.phase4,
        phase5: before.body.projectsByPhase.phase5 + 1,
      },
      usersByRole: {
        admin: before.body.usersByRole.admin,
        user: before.body.usersByRole.user + 1,
      },
      articlesByCategory: {
        ...before.body.articlesByCategory,
        test: before.body.articlesByCategory.test + 1,
      },
    });
  });

  it('gives zeros, not missing keys, for empty buckets', async () => {
    const { sql } = context.db;
    // Every project and article gone (a stats-only view of an empty install).
    await sql`DELETE FROM projects`;
    await sql`DELETE FROM articles`;
    const response = await admin.get<Stats>('/api/admin/stats');
    expect(response.body).toMatchObject({
      totalProjects: 0,
      totalArticles: 0,
      projectsByStatus: { in_progress: 0, completed: 0 },
      projectsByPhase: { phase1: 0, phase2: 0, phase3: 0, phase4: 0, phase5: 0 },
      articlesByCategory: { empathize: 0, define: 0, ideate: 0, prototype: 0, test: 0 },
    });
    const [row] = await sql<{ users: number; admins: number }[]>`
      SELECT count(*)::int AS users, count(*) FILTER (WHERE role = 'admin')::int AS admins
      FROM users`;
    expect(response.body.totalUsers).toBe(row?.users);
    expect(response.body.usersByRole).toEqual({
      admin: row?.admins,
      user: (row?.users ?? 0) - (row?.admins ?? 0),
    });
  });

  it('is for administrators only: 401 without a session, 403 for a user', async () => {
    const visitor = await context.client().get<ErrorBody>('/api/admin/stats');
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('unauthenticated');
    const { client } = await signedInClient(context);
    const ordinary = await client.get<ErrorBody>('/api/admin/stats');
    expect(ordinary.status).toBe(403);
    expect(ordinary.body.code).toBe('forbidden');
  });
});
