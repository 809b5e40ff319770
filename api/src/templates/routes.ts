import {
  builtInTemplateSummaries,
  message,
  pickRequestLanguage,
  TEMPLATE_CONTENT_MAX_BYTES,
  TEMPLATE_ENTITIES,
  TEMPLATE_INTERVIEWEE,
  TEMPLATE_RECORDS_MAX,
  templateSaveSchema,
} from '@trilha/shared';
import { templateSnapshot } from '@trilha/sync';
import { Hono } from 'hono';
import { v7 as uuidv7 } from 'uuid';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireUser } from '../auth/session-middleware';
import { limitingPlanOf } from '../billing/current-plan';
import { refuseUnlessPlanSells } from '../billing/plan-features';
import type { Sql } from '../db/connect';
import { ApiError, notFound } from '../http/errors';
import { idParam, validate } from '../http/validation';
import { findProject, listRecords } from '../workspace/repository';
import { deleteOwnTemplate, insertTemplate, listVisibleTemplates, summaryOf } from './repository';

/** A project's live records, in the order the template will create them. */
async function projectRows(sql: Sql, projectId: string) {
  const rows = [];
  for (const entity of TEMPLATE_ENTITIES) {
    const records = await listRecords(sql, entity, { column: 'projectId', id: projectId });
    // Oldest first: the project made from the template lists them as the original did.
    for (const row of records.reverse()) rows.push({ entity, row: row as Record<string, unknown> });
  }
  return rows;
}

const tooLarge = () =>
  new ApiError(400, 'invalid_input', message('templates.too_large', { max: TEMPLATE_RECORDS_MAX }));

/**
 * Templates (issue 32, docs/decisions/0024): the list (built-in ones in the request's language,
 * the account's own, its team's), saving a project as a template, deleting one. Making a project
 * from a template is `POST /api/projects { templateId }` (workspace/routes.ts).
 */
export function templateRoutes({ sql }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/templates', requireUser, async (c) => {
    const user = currentUser(c);
    const language = pickRequestLanguage(c.req.header('accept-language'));
    const saved = await listVisibleTemplates(sql, user.id);
    return c.json([
      ...builtInTemplateSummaries(language),
      ...saved.map((row) => summaryOf(row, user.id)),
    ]);
  });

  app.post('/templates', requireUser, validate('json', templateSaveSchema), async (c) => {
    const user = currentUser(c);
    const { projectId, name, description } = c.req.valid('json');
    await refuseUnlessPlanSells(sql, user.id, 'templates');
    const project = await findProject(sql, user.id, projectId);
    if (!project) throw notFound('not_found.projects');
    const language = pickRequestLanguage(c.req.header('accept-language'));
    const rows = await projectRows(sql, projectId);
    if (rows.length > TEMPLATE_RECORDS_MAX) throw tooLarge();
    const agenda = await listRecords(sql, 'agendaSteps', { column: 'projectId', id: projectId });
    const content = templateSnapshot(
      project.description,
      rows,
      TEMPLATE_INTERVIEWEE[language],
      agenda,
    );
    if (Buffer.byteLength(JSON.stringify(content)) > TEMPLATE_CONTENT_MAX_BYTES) throw tooLarge();
    // Shared with the team when saved under a plan with a shared workspace (an administrator's
    // plan limits nothing).
    const plan = await limitingPlanOf(sql, user.id);
    const template = {
      id: uuidv7(),
      ownerId: user.id,
      name,
      description,
      language,
      content,
      shared: plan?.hasSharedWorkspace ?? true,
    };
    await insertTemplate(sql, template);
    return c.json(summaryOf({ ...template, ownerName: user.name }, user.id), 201);
  });

  app.delete('/templates/:id', requireUser, idParam, async (c) => {
    const deleted = await deleteOwnTemplate(sql, currentUser(c).id, c.req.valid('param').id);
    if (!deleted) throw notFound('templates.not_found');
    return c.body(null, 204);
  });

  return app;
}
