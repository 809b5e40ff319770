import {
  containsOf,
  type Language,
  type TemplateContent,
  type TemplateSummary,
} from '@trilha/shared';
import type { Queryable } from '../db/connect';

/** A saved template as stored (migration 0020). */
export interface TemplateRow {
  id: string;
  ownerId: string;
  ownerName: string;
  name: string;
  description: string;
  language: Language;
  content: TemplateContent;
  shared: boolean;
}

/**
 * The templates `userId` may use besides the built-in ones: their own, and the shared ones of
 * the accounts whose projects they are a member of (their team, docs/decisions/0024). A room's
 * guest is no one's team: guests are members for one workshop.
 */
function visibleTemplates(sql: Queryable, userId: string) {
  return sql<TemplateRow[]>`
    SELECT t.id, t.owner_id, u.name AS owner_name, t.name, t.description, t.language, t.content,
      t.shared
    FROM templates t JOIN users u ON u.id = t.owner_id
    WHERE t.owner_id = ${userId}
      OR (t.shared AND EXISTS (
        SELECT 1 FROM project_members m JOIN projects p ON p.id = m.project_id
        WHERE m.user_id = ${userId} AND m.role IN ('editor', 'viewer')
          AND p.owner_id = t.owner_id AND p.deleted_at IS NULL))
    ORDER BY t.created_at DESC`;
}

export async function listVisibleTemplates(sql: Queryable, userId: string) {
  return await visibleTemplates(sql, userId);
}

export async function findVisibleTemplate(sql: Queryable, userId: string, id: string) {
  const rows = await visibleTemplates(sql, userId);
  return rows.find((row) => row.id === id);
}

/** How the list shows a saved template: the user's own, or their team's (with its owner). */
export function summaryOf(row: TemplateRow, userId: string): TemplateSummary {
  const own = row.ownerId === userId;
  return {
    id: row.id,
    source: own ? 'own' : 'team',
    name: row.name,
    description: row.description,
    language: row.language,
    contains: containsOf(row.content),
    ...(!own && { ownerName: row.ownerName }),
    content: row.content,
  };
}

export async function insertTemplate(
  sql: Queryable,
  template: Omit<TemplateRow, 'ownerName'>,
): Promise<void> {
  await sql`INSERT INTO templates ${sql({ ...template, content: sql.json(template.content as never) })}`;
}

/** Deletes a template of `ownerId`'s; false when they own none by that id. */
export async function deleteOwnTemplate(sql: Queryable, ownerId: string, id: string) {
  const rows =
    await sql`DELETE FROM templates WHERE id = ${id} AND owner_id = ${ownerId} RETURNING id`;
  return rows.length > 0;
}
