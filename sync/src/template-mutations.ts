import {
  TEMPLATE_ENTITIES,
  TEMPLATE_LINK_FIELDS,
  type TemplateContent,
  type TemplateRecord,
} from '@trilha/shared';
import { CHILD_ENTITIES } from './entities';
import { projectTimerId } from './project-timer';

/** The new project: its id, name and (when given) description; the template's agenda otherwise. */
export interface TemplateProject {
  id: string;
  name: string;
  description?: string | undefined;
}

export interface PlannedTemplateMutation {
  name: string;
  args: Record<string, unknown>;
}

const ENTITY_ORDER = new Map(TEMPLATE_ENTITIES.map((entity, index) => [entity, index]));
/** Records before the ones that link to them: ideas, then prototypes, then test plans. */
const inCreationOrder = (records: readonly TemplateRecord[]) =>
  [...records].sort(
    (a, b) => (ENTITY_ORDER.get(a.entity) ?? 0) - (ENTITY_ORDER.get(b.entity) ?? 0),
  );

/**
 * The mutations that make a project from a template (docs/decisions/0024): `project.create`,
 * then one create per record, each with a fresh id from `newId` (the project's timer takes the
 * project's own timer id), links rewritten from the template's refs to the new ids. The one
 * rule of both sides; the template's agenda becomes the project's agenda steps. The server applies them in one transaction for `POST /api/projects`, a
 * device applies them locally (offline too) and they sync like any other change.
 */
export function templateMutations(
  content: TemplateContent,
  project: TemplateProject,
  newId: () => string,
): PlannedTemplateMutation[] {
  const idOfRef = new Map<string, string>();
  const mutations: PlannedTemplateMutation[] = [
    {
      name: 'project.create',
      args: {
        id: project.id,
        name: project.name,
        description: project.description || content.projectDescription,
      },
    },
  ];
  for (const { entity, ref, fields } of inCreationOrder(content.records)) {
    const id = entity === 'timers' ? projectTimerId(project.id) : newId();
    idOfRef.set(ref, id);
    const links = Object.fromEntries(
      TEMPLATE_LINK_FIELDS.filter((field) => field in fields).map((field) => [
        field,
        idOfRef.get(String(fields[field])) ?? null,
      ]),
    );
    mutations.push({
      name: `${CHILD_ENTITIES[entity].mutation}.create`,
      args: { ...fields, ...links, id, projectId: project.id },
    });
  }
  // The agenda last, its order kept by position (decision 0029).
  for (const [index, step] of (content.agenda ?? []).entries()) {
    mutations.push({
      name: 'agendaStep.create',
      args: { ...step, id: newId(), projectId: project.id, position: index + 1 },
    });
  }
  return mutations;
}
