import {
  type Project,
  projectProgress,
  type ToolCounts,
  WORKSPACE_TOOLS,
  type WorkspaceTool,
} from '@trilha/shared';
import type { ChildEntity, ChildRow } from '@trilha/sync';
import type postgres from 'postgres';
import type { Sql } from '../db/connect';
import { columnsOf, tableOf, toApiRow, visibleTo } from './tables';

/** Reads of the workspace for the REST API. Writes go through the mutators (mutations.ts). */

/**
 * Whether each tool holds a live record, for the project aliased `p`: all the completion needs
 * (projectProgress counts tools in use, not records). An EXISTS stops at the first live row its
 * index finds, where the count(*) it replaces read every record of every project listed.
 */
function toolsInUse(sql: Sql) {
  return WORKSPACE_TOOLS.map(
    (entity) => sql`EXISTS (
      SELECT 1 FROM ${sql(tableOf(entity))} c
      WHERE c.project_id = p.id AND c.deleted_at IS NULL) AS ${sql(entity)}`,
  ).reduce((all, column) => sql`${all}, ${column}`);
}

const projectColumns = (sql: Sql) => sql(columnsOf('projects').map((column) => `p.${column}`));

/** A project as the API shows it: its row, plus the completion computed from its content. */
function toProject(
  row: Record<string, unknown>,
): Project & { completedTools: number; totalTools: number } {
  const inUse: ToolCounts = {};
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if ((WORKSPACE_TOOLS as readonly string[]).includes(key))
      inUse[key as WorkspaceTool] = value ? 1 : 0;
    else fields[key] = value;
  }
  return { ...toApiRow<Project>(fields), ...projectProgress(inUse) };
}

/** The user's projects (owned or shared with them), newest first. */
export async function listProjects(sql: Sql, userId: string) {
  const rows = await sql`
    SELECT ${projectColumns(sql)}, ${toolsInUse(sql)} FROM projects p
    WHERE p.deleted_at IS NULL AND ${visibleTo(sql, userId)}
    ORDER BY p.created_at DESC`;
  return rows.map(toProject);
}

/** Every live project, for administrators, with its owner's username. */
export async function listAllProjects(sql: Sql) {
  const rows = await sql`
    SELECT ${projectColumns(sql)}, u.username AS owner_username, ${toolsInUse(sql)}
    FROM projects p JOIN users u ON u.id = p.owner_id
    WHERE p.deleted_at IS NULL
    ORDER BY p.created_at DESC`;
  return rows.map(toProject);
}

/** Any live project, whoever owns it, with its owner's username: for administrators. */
export async function findAnyProject(sql: Sql, id: string) {
  const [row] = await sql`
    SELECT ${projectColumns(sql)}, u.username AS owner_username, ${toolsInUse(sql)}
    FROM projects p JOIN users u ON u.id = p.owner_id
    WHERE p.id = ${id} AND p.deleted_at IS NULL`;
  return row && toProject(row);
}

export async function findProject(sql: Sql, userId: string, id: string) {
  const [row] = await sql`
    SELECT ${projectColumns(sql)}, ${toolsInUse(sql)} FROM projects p
    WHERE p.id = ${id} AND p.deleted_at IS NULL AND ${visibleTo(sql, userId)}`;
  return row && toProject(row);
}

export async function isProjectVisible(sql: Sql, userId: string, id: string): Promise<boolean> {
  const [row] = await sql`
    SELECT 1 FROM projects p WHERE p.id = ${id} AND p.deleted_at IS NULL AND ${visibleTo(sql, userId)}`;
  return Boolean(row);
}

/** The order the spec shows each list in: votes first where there are votes, else newest. */
const LIST_ORDER: Partial<
  Record<ChildEntity, (sql: Sql) => postgres.PendingQuery<postgres.Row[]>>
> = {
  ideas: (sql) => sql`t.votes DESC, t.created_at DESC`,
  hmwQuestions: (sql) => sql`t.votes DESC, t.created_at DESC`,
  // A conversation reads from its first word (docs/decisions/0023).
  comments: (sql) => sql`t.created_at, t.id`,
};

/** Live records of one kind, filtered by a parent column (project_id or test_plan_id). */
export async function listRecords<E extends ChildEntity>(
  sql: Sql,
  entity: E,
  parent: { column: 'projectId' | 'testPlanId'; id: string },
): Promise<ChildRow<E>[]> {
  const order = LIST_ORDER[entity]?.(sql) ?? sql`t.created_at DESC`;
  const rows = await sql`
    SELECT ${sql(columnsOf(entity).map((column) => `t.${column}`))} FROM ${sql(tableOf(entity))} t
    WHERE ${sql(`t.${parent.column}`)} = ${parent.id} AND t.deleted_at IS NULL
    ORDER BY ${order}`;
  return rows.map((row) => toApiRow<ChildRow<E>>(row));
}

/** One live record, if the user can see its project. */
export async function findRecord<E extends ChildEntity>(
  sql: Sql,
  userId: string,
  entity: E,
  id: string,
): Promise<ChildRow<E> | undefined> {
  const [row] = await sql`
    SELECT ${sql(columnsOf(entity).map((column) => `t.${column}`))} FROM ${sql(tableOf(entity))} t
    JOIN projects p ON p.id = t.project_id
    WHERE t.id = ${id} AND t.deleted_at IS NULL AND p.deleted_at IS NULL AND ${visibleTo(sql, userId)}`;
  return row && toApiRow<ChildRow<E>>(row);
}
