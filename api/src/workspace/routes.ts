import { pickRequestLanguage } from '@trilha/shared';
import { Hono } from 'hono';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireAdmin, requireUser } from '../auth/session-middleware';
import { ApiError, notFound } from '../http/errors';
import { idParam } from '../http/validation';
import { mutationLogOf } from '../sharing/mutation-logs';
import { planProjectFromTemplate } from '../templates/project-from-template';
import { readAdminProjectView } from './admin-project-view';
import { applyMutation, applyMutations, type WriteOptions } from './mutations';
import { RECORD_ROUTES, VOTE_ROUTES } from './record-paths';
import {
  findProject,
  findRecord,
  isProjectVisible,
  listAllProjects,
  listProjects,
  listRecords,
} from './repository';

const projectIdParam = z.object({ projectId: z.string() });

/** The JSON body as an object; the mutator's schema checks its fields. */
export async function jsonObject(request: {
  json(): Promise<unknown>;
}): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new ApiError(400, 'malformed_request', 'error.malformed_json');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'invalid_input', 'validation.request_body_object');
  }
  return body as Record<string, unknown>;
}

/** A client may bring its own id (records are created offline); otherwise the server makes one. */
export function withNewId(body: Record<string, unknown>) {
  return { ...body, id: body.id ?? uuidv7() };
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * Projects and the records of their five phases (workspace.md section 7). Reads come from the
 * repository; every write is a mutation, the same one a device's sync push would run.
 */
export function workspaceRoutes(deps: AppDeps) {
  const { sql } = deps;
  const app = new Hono<AppEnv>();
  /** Every write, recorded for the cloud (a hub's) and the webhooks (decisions 0021, 0027). */
  const log = mutationLogOf(deps);
  const write = (userId: string, name: string, args: unknown, options: WriteOptions = {}) =>
    applyMutation(sql, userId, name, args, { ...options, log });

  // --- Projects --------------------------------------------------------------------------
  app.get('/projects', requireUser, async (c) =>
    c.json(await listProjects(sql, currentUser(c).id)),
  );

  app.post('/projects', requireUser, async (c) => {
    const user = currentUser(c);
    const body = await jsonObject(c.req);
    let id: string;
    if (body.templateId === undefined) {
      const args = withNewId(body);
      await write(user.id, 'project.create', args);
      id = String(args.id);
    } else {
      // From a template (docs/decisions/0024): the project and its records in one transaction.
      const language = pickRequestLanguage(c.req.header('accept-language'));
      const planned = await planProjectFromTemplate(sql, user.id, body, language);
      await applyMutations(sql, user.id, async () => planned.mutations, { log });
      id = planned.id;
    }
    const project = await findProject(sql, user.id, id);
    if (!project) throw notFound('not_found.projects');
    return c.json(project, 201);
  });

  app.get('/projects/:id', requireUser, idParam, async (c) => {
    const project = await findProject(sql, currentUser(c).id, c.req.valid('param').id);
    if (!project) throw notFound('not_found.projects');
    return c.json(project);
  });

  app.get('/projects/:id/stats', requireUser, idParam, async (c) => {
    const project = await findProject(sql, currentUser(c).id, c.req.valid('param').id);
    if (!project) throw notFound('not_found.projects');
    return c.json({ completedTools: project.completedTools, totalTools: project.totalTools });
  });

  app.put('/projects/:id', requireUser, idParam, async (c) => {
    const user = currentUser(c);
    const { id } = c.req.valid('param');
    await write(user.id, 'project.update', { id, changes: await jsonObject(c.req) });
    const project = await findProject(sql, user.id, id);
    if (!project) throw notFound('not_found.projects');
    return c.json(project);
  });

  // The owner deletes their project; an administrator may delete any (the admin area).
  app.delete('/projects/:id', requireUser, idParam, async (c) => {
    const user = currentUser(c);
    await write(user.id, 'project.delete', c.req.valid('param'), {
      asAdmin: user.role === 'admin',
    });
    return c.body(null, 204);
  });

  app.get('/admin/projects', requireAdmin, async (c) => c.json(await listAllProjects(sql)));
  app.get('/admin/projects/:id', requireAdmin, idParam, async (c) => {
    const view = await readAdminProjectView(sql, c.req.valid('param').id);
    if (!view) throw notFound('not_found.projects');
    return c.json(view);
  });

  // --- Phase records ---------------------------------------------------------------------
  for (const { entity, path, mutation } of RECORD_ROUTES) {
    app.get(`/projects/:projectId/${path}`, requireUser, async (c) => {
      const { projectId } = projectIdParam.parse(c.req.param());
      if (!isUuid(projectId) || !(await isProjectVisible(sql, currentUser(c).id, projectId))) {
        throw notFound('not_found.projects');
      }
      return c.json(await listRecords(sql, entity, { column: 'projectId', id: projectId }));
    });

    app.post(`/projects/:projectId/${path}`, requireUser, async (c) => {
      const user = currentUser(c);
      const { projectId } = projectIdParam.parse(c.req.param());
      if (!isUuid(projectId)) throw notFound('not_found.projects');
      const args = withNewId({ ...(await jsonObject(c.req)), projectId });
      await write(user.id, `${mutation}.create`, args);
      const record = await findRecord(sql, user.id, entity, String(args.id));
      if (!record) throw notFound();
      return c.json(record, 201);
    });

    app.put(`/${path}/:id`, requireUser, idParam, async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid('param');
      await write(user.id, `${mutation}.update`, {
        id,
        changes: await jsonObject(c.req),
      });
      const record = await findRecord(sql, user.id, entity, id);
      if (!record) throw notFound();
      return c.json(record);
    });

    app.delete(`/${path}/:id`, requireUser, idParam, async (c) => {
      await write(currentUser(c).id, `${mutation}.delete`, c.req.valid('param'));
      return c.body(null, 204);
    });
  }

  // One vote, added atomically: concurrent REST clients never lose a vote.
  for (const { entity, path, mutation } of VOTE_ROUTES) {
    app.post(`/${path}/:id/vote`, requireUser, idParam, async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid('param');
      await write(user.id, `${mutation}.vote`, { id, delta: 1 });
      return c.json(await findRecord(sql, user.id, entity, id));
    });
  }

  // --- Test results (the spec has no call; results are real data here) ---------------------
  app.get('/test-plans/:id/results', requireUser, idParam, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await findRecord(sql, currentUser(c).id, 'testPlans', id))) {
      throw notFound('not_found.testPlans');
    }
    return c.json(await listRecords(sql, 'testResults', { column: 'testPlanId', id }));
  });

  app.post('/test-plans/:id/results', requireUser, idParam, async (c) => {
    const user = currentUser(c);
    const { id: testPlanId } = c.req.valid('param');
    const args = withNewId({ ...(await jsonObject(c.req)), testPlanId });
    await write(user.id, 'testResult.create', args);
    const result = await findRecord(sql, user.id, 'testResults', String(args.id));
    if (!result) throw notFound();
    return c.json(result, 201);
  });

  app.delete('/test-plans/:planId/results/:id', requireUser, async (c) => {
    const user = currentUser(c);
    const { planId, id } = c.req.param();
    const result = isUuid(id) ? await findRecord(sql, user.id, 'testResults', id) : undefined;
    if (!result || result.testPlanId !== planId) throw notFound('not_found.testResults');
    await write(user.id, 'testResult.delete', { id });
    return c.body(null, 204);
  });

  return app;
}
