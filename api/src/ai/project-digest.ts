import { PHASES, TOOL_PHASE, WORKSPACE_TOOLS } from '@trilha/shared';
import type { Sql } from '../db/connect';
import { findProject, listRecords } from '../workspace/repository';

/**
 * The project as the model reads it: its own words, grouped by phase, without what means nothing
 * to a reader (ids, links, timestamps) or would swamp the prompt (pictures as data URLs).
 * Bounded, so a huge project still fits a model's context.
 */
const HIDDEN_FIELDS = new Set([
  'id',
  'projectId',
  'testPlanId',
  'ideaId',
  'prototypeId',
  'participantId',
  'createdAt',
  'updatedAt',
  'avatar',
  'images',
]);
const RECORDS_PER_TOOL = 30;
const TEXT_CUT = 600;

function forTheModel(value: unknown): unknown {
  if (typeof value === 'string')
    return value.length > TEXT_CUT ? `${value.slice(0, TEXT_CUT)}…` : value;
  if (Array.isArray(value)) return value.map(forTheModel);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (HIDDEN_FIELDS.has(key) || field === null || field === '') continue;
      if (Array.isArray(field) && field.length === 0) continue;
      out[key] = forTheModel(field);
    }
    return out;
  }
  return value;
}

export interface ProjectDigest {
  name: string;
  /** The project and its records as JSON text, to quote in a prompt. */
  text: string;
}

/** The user's own (or shared) project, digested; undefined when they cannot see it. */
export async function projectDigest(
  sql: Sql,
  userId: string,
  projectId: string,
): Promise<ProjectDigest | undefined> {
  const project = await findProject(sql, userId, projectId);
  if (!project) return undefined;
  const phases = await Promise.all(
    PHASES.map(async (phase) => {
      const tools: Record<string, unknown> = {};
      for (const tool of WORKSPACE_TOOLS.filter((name) => TOOL_PHASE[name] === phase.number)) {
        const rows = await listRecords(sql, tool, { column: 'projectId', id: projectId });
        tools[tool] = forTheModel(rows.slice(0, RECORDS_PER_TOOL));
      }
      return { phase: phase.number, name: phase.nameEn, tools };
    }),
  );
  const digest = {
    name: project.name,
    description: project.description,
    status: project.status,
    currentPhase: project.currentPhase,
    completionRate: project.completionRate,
    phases,
  };
  return { name: project.name, text: JSON.stringify(digest) };
}
