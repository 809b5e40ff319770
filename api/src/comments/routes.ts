import { mentionedIds } from '@trilha/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireUser } from '../auth/session-middleware';
import type { Sql } from '../db/connect';
import { notFound } from '../http/errors';
import { idParam } from '../http/validation';
import { listMembers } from '../sharing/repository';
import { applyMutation } from '../workspace/mutations';
import { findRecord, isProjectVisible, listRecords } from '../workspace/repository';
import { jsonObject, withNewId } from '../workspace/routes';

/**
 * Comments and feedback over REST (issue 32, docs/decisions/0023). Every write is a comment
 * mutation, the one a device's sync push runs, so the roles (a viewer comments), the plan's gate
 * (403 plan_limit) and the author's rules are the same on both ways in. The '@names' of the text
 * become the mentions here, from the project's people, as the browser does before it queues.
 */
export function commentRoutes({ sql, upstream }: AppDeps) {
  const app = new Hono<AppEnv>();
  const write = (userId: string, name: string, args: unknown) =>
    applyMutation(sql, userId, name, args, { log: upstream?.log });

  app.get('/projects/:id/comments', requireUser, idParam, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await isProjectVisible(sql, currentUser(c).id, id))) throw notFound('not_found.projects');
    return c.json(await listRecords(sql, 'comments', { column: 'projectId', id }));
  });

  app.post('/projects/:id/comments', requireUser, idParam, async (c) => {
    const user = currentUser(c);
    const { id: projectId } = c.req.valid('param');
    if (!(await isProjectVisible(sql, user.id, projectId))) throw notFound('not_found.projects');
    const body = await jsonObject(c.req);
    const args = withNewId({ ...body, projectId, ...(await mentionsOf(sql, projectId, body)) });
    await write(user.id, 'comment.create', args);
    const comment = await findRecord(sql, user.id, 'comments', String(args.id));
    if (!comment) throw notFound('not_found.comments');
    return c.json(comment, 201);
  });

  app.put('/comments/:id', requireUser, idParam, async (c) => {
    const user = currentUser(c);
    const { id } = c.req.valid('param');
    const comment = await findRecord(sql, user.id, 'comments', id);
    if (!comment) throw notFound('not_found.comments');
    const body = await jsonObject(c.req);
    const changes = { ...body, ...(await mentionsOf(sql, comment.projectId, body)) };
    await write(user.id, 'comment.update', { id, changes });
    return c.json(await findRecord(sql, user.id, 'comments', id));
  });

  app.delete('/comments/:id', requireUser, idParam, async (c) => {
    await write(currentUser(c).id, 'comment.delete', c.req.valid('param'));
    return c.body(null, 204);
  });

  return app;
}

/** The mentions of a text sent: the project's people it names with '@' (none without a text). */
async function mentionsOf(sql: Sql, projectId: string, body: Record<string, unknown>) {
  if (typeof body.text !== 'string') return {};
  const people = (await listMembers(sql, projectId)).map(({ userId, name }) => ({
    id: userId,
    name,
  }));
  return { mentions: mentionedIds(body.text, people) };
}
