import {
  builtInTemplate,
  type Language,
  type TemplateContent,
  templateIdSchema,
} from '@trilha/shared';
import { templateMutations } from '@trilha/sync';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { refuseUnlessPlanSells } from '../billing/plan-features';
import type { Sql } from '../db/connect';
import { notFound } from '../http/errors';
import { invalidInput } from '../http/validation';
import { findVisibleTemplate } from './repository';

/** The body fields of `POST /api/projects` that pick a template; the mutator checks the rest. */
const fromTemplateSchema = z.object({
  templateId: templateIdSchema,
  id: z.string().optional(),
  name: z.unknown(),
  description: z.unknown().optional(),
});

/** A template `userId` may use: a built-in one (in the request's language) or a saved one. */
async function templateContent(
  sql: Sql,
  userId: string,
  templateId: string,
  language: Language,
): Promise<TemplateContent> {
  const content =
    builtInTemplate(templateId, language)?.content ??
    (z.uuid().safeParse(templateId).success
      ? (await findVisibleTemplate(sql, userId, templateId))?.content
      : undefined);
  if (!content) throw notFound('templates.not_found');
  return content;
}

/**
 * `POST /api/projects { name, templateId }` (docs/decisions/0024): the template's mutations —
 * the ones a device runs offline — planned for the caller, whose plan must sell templates.
 * The caller applies them in one transaction with the other project writes' rules.
 */
export async function planProjectFromTemplate(
  sql: Sql,
  userId: string,
  body: Record<string, unknown>,
  language: Language,
) {
  const parsed = fromTemplateSchema.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  const { templateId, id = uuidv7(), name, description } = parsed.data;
  await refuseUnlessPlanSells(sql, userId, 'templates');
  const content = await templateContent(sql, userId, templateId, language);
  const project = { id, name: name as string, description: description as string | undefined };
  return { id, mutations: templateMutations(content, project, uuidv7) };
}
