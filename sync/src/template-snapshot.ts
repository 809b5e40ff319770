import {
  type AgendaStep,
  compareAgendaSteps,
  TEMPLATE_AGENDA_MAX,
  TEMPLATE_ENTITIES,
  type TemplateContent,
  type TemplateEntity,
  templateStepSchema,
} from '@trilha/shared';
import type { z } from 'zod';
import { CHILD_ENTITIES } from './entities';

type Fields = Record<string, unknown>;

const isWebAddress = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);

/**
 * What a saved template keeps of a record beyond its kind's create fields (docs/decisions/0024):
 * no photos taken on the device (people's faces, and the weight of every device's copy), no
 * interviewee's name or answers, no date of the original visits, and the room's state back to its start (a session open for
 * voting, a timer at its full preset, a plan not yet run, no silent round).
 */
const SCRUB: Partial<Record<TemplateEntity, (fields: Fields, placeholder: string) => Fields>> = {
  personas: (fields) => ({ ...fields, avatar: isWebAddress(fields.avatar) ? fields.avatar : '' }),
  interviews: ({ date: _date, ...fields }, placeholder) => ({
    ...fields,
    participantName: placeholder,
    responses: [],
    insights: '',
  }),
  observations: ({ date: _date, ...fields }) => ({ ...fields, photos: [] }),
  prototypes: (fields) => ({
    ...fields,
    images: ((fields.images as unknown[] | undefined) ?? []).filter(isWebAddress),
  }),
  testPlans: ({ status: _status, ...fields }) => fields,
  votingSessions: ({ status: _status, ...fields }) => fields,
  timers: ({ startedAt: _startedAt, ...fields }) => ({ ...fields, remainingMs: fields.durationMs }),
};

/** The links a template keeps (by the original ids, as refs) and the ones it drops. */
const DROPPED_LINKS = ['roundId'];

/**
 * A project's live records as a template's content: each record's create fields (what a
 * server stamps — ids, authors, votes, times — left out), scrubbed of personal data, its
 * original id kept as its ref so that links survive. A row that no longer passes its schema
 * is left out rather than carried into every project made from the template.
 */
export function templateSnapshot(
  projectDescription: string,
  rows: readonly { entity: TemplateEntity; row: Fields }[],
  participantPlaceholder: string,
  agendaSteps: readonly AgendaStep[] = [],
): TemplateContent {
  const records: TemplateContent['records'] = [];
  for (const { entity, row } of rows) {
    if (!TEMPLATE_ENTITIES.includes(entity)) continue;
    const parsed = (CHILD_ENTITIES[entity].create as z.ZodType<Fields>).safeParse(row);
    if (!parsed.success) continue;
    const { id: _id, projectId: _projectId, ...fields } = parsed.data;
    for (const link of DROPPED_LINKS) delete fields[link];
    const scrubbed = SCRUB[entity]?.(fields, participantPlaceholder) ?? fields;
    records.push({ entity, ref: String(row.id), fields: scrubbed });
  }
  const agenda = agendaOf(agendaSteps);
  return agenda.length > 0
    ? { projectDescription, records, agenda }
    : { projectDescription, records };
}

/** A project's agenda steps as a template keeps them: in order, without ids or authors. */
function agendaOf(steps: readonly AgendaStep[]): TemplateContent['agenda'] & object {
  return [...steps]
    .sort(compareAgendaSteps)
    .slice(0, TEMPLATE_AGENDA_MAX)
    .flatMap((step) => {
      const parsed = templateStepSchema.safeParse(step);
      return parsed.success ? [parsed.data] : [];
    });
}
