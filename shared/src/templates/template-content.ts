import { z } from 'zod';
import { WORKSPACE_TOOLS, type WorkspaceTool } from '../completion';
import { LANGUAGE_CODES, type Language } from '../languages';
import { TEXT_MAX, TITLE_MAX } from '../schemas/common';
import { deferred } from '../schemas/deferred';
import { agendaStepSchema } from '../schemas/run-of-show';

/**
 * Workshop templates (issue 32, docs/decisions/0024): what a new project starts with. A template's
 * content is a list of records to create, each with a `ref` that other records' links point at
 * (a prototype's idea, a test plan's prototype); applying it gives every record a fresh id, so
 * applying the same template twice gives two projects that share nothing.
 */

/** The phase tools a template may seed: all but test results (a test nobody has run yet). */
type TemplateTool = Exclude<WorkspaceTool, 'testResults'>;
const TEMPLATE_TOOLS = WORKSPACE_TOOLS.filter(
  (tool): tool is TemplateTool => tool !== 'testResults',
);

/** The kinds of record a template may seed: the room's preparation and the phase tools. */
export const TEMPLATE_ENTITIES = [
  'votingSessions',
  'timers',
  'wallGroups',
  ...TEMPLATE_TOOLS,
] as const;
export type TemplateEntity = (typeof TEMPLATE_ENTITIES)[number];

/** The fields that link a record to another record of the template (by its `ref`). */
export const TEMPLATE_LINK_FIELDS = ['ideaId', 'prototypeId'] as const;

/** A saved template's interviews name no one: their interviewee becomes this placeholder. */
export const TEMPLATE_INTERVIEWEE: Readonly<Record<Language, string>> = {
  'pt-BR': 'Entrevistado 1',
  en: 'Interviewee 1',
  es: 'Entrevistado 1',
  fr: 'Personne interrogée 1',
};

/** A saved template holds at most this many records, and this much JSON. */
export const TEMPLATE_RECORDS_MAX = 300;
export const TEMPLATE_CONTENT_MAX_BYTES = 512 * 1024;

export const templateRecordSchema = deferred(() =>
  z.object({
    entity: z.enum(TEMPLATE_ENTITIES, { error: 'validation.invalid' }),
    ref: z.string().min(1).max(100),
    fields: z.record(z.string(), z.unknown()),
  }),
);
export type TemplateRecord = z.infer<typeof templateRecordSchema>;

/** A template's agenda holds at most this many steps. */
export const TEMPLATE_AGENDA_MAX = 30;

/**
 * A step of a template's agenda (issue 33, docs/decisions/0029): what the facilitator prepared,
 * in the agenda's order; a project made from the template gets each as an agenda step.
 */
export const templateStepSchema = deferred(() =>
  agendaStepSchema.pick({
    name: true,
    tool: true,
    mode: true,
    durationMs: true,
    budget: true,
    anonymous: true,
  }),
);
export type TemplateStep = z.infer<typeof templateStepSchema>;

export const templateContentSchema = deferred(() =>
  z.object({
    /** The new project's description: the workshop's agenda and its timeboxes. */
    projectDescription: z.string().max(TEXT_MAX).default(''),
    records: z.array(templateRecordSchema).max(TEMPLATE_RECORDS_MAX),
    /** The run of show, in order; absent from templates saved before it existed. */
    agenda: z.array(templateStepSchema).max(TEMPLATE_AGENDA_MAX).optional(),
  }),
);
export type TemplateContent = z.infer<typeof templateContentSchema>;

/** How many records of each kind a template seeds: "what it contains", for the list. */
export type TemplateContains = Partial<Record<TemplateEntity, number>>;

export function containsOf(content: Pick<TemplateContent, 'records'>): TemplateContains {
  const contains: TemplateContains = {};
  for (const { entity } of content.records) contains[entity] = (contains[entity] ?? 0) + 1;
  return contains;
}

/** Where a template comes from: shipped in code, saved by this account, shared by its team. */
export const TEMPLATE_SOURCES = ['builtin', 'own', 'team'] as const;
export type TemplateSource = (typeof TEMPLATE_SOURCES)[number];

/** A template as `GET /api/templates` lists it. Saved ones carry their content (offline use). */
export const templateSummarySchema = deferred(() =>
  z.object({
    id: z.string(),
    source: z.enum(TEMPLATE_SOURCES),
    name: z.string(),
    description: z.string(),
    language: z.enum(LANGUAGE_CODES),
    contains: z.partialRecord(z.enum(TEMPLATE_ENTITIES), z.number()),
    ownerName: z.string().optional(),
    content: templateContentSchema.optional(),
  }),
);
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** `POST /api/templates`: a project of the account's becomes a template. */
export const templateSaveSchema = deferred(() =>
  z.object({
    projectId: z.uuid({ error: 'validation.invalid_id' }),
    name: z
      .string({ error: 'validation.name_required' })
      .trim()
      .min(1, 'validation.name_required')
      .max(TITLE_MAX, 'validation.max_chars'),
    description: z.string().trim().max(TEXT_MAX, 'validation.max_chars').default(''),
  }),
);

/** A template's id in `POST /api/projects`: a built-in's name or a saved template's UUID. */
export const templateIdSchema = deferred(() =>
  z
    .string({ error: 'templates.id_invalid' })
    .min(1, 'templates.id_invalid')
    .max(100, 'templates.id_invalid'),
);

// ---------------------------------------------------------------------------------------------
// Texts of the built-in templates, written once per language

/** One text in the four languages; `localize` picks the reader's. */
export class Texts {
  constructor(readonly byLanguage: Readonly<Record<Language, string>>) {}
}

/** `tr(pt-BR, en, es, fr)`: a text of a built-in template. */
export const tr = (ptBR: string, en: string, es: string, fr: string) =>
  new Texts({ 'pt-BR': ptBR, en, es, fr });

/** A value with its Texts in the four languages, or in one of them. */
export type Localizable<T> = T extends string
  ? T | Texts
  : T extends readonly (infer U)[]
    ? Localizable<U>[]
    : T extends object
      ? { [K in keyof T]: Localizable<T[K]> }
      : T;

/** `value` with each of its Texts in `language`. */
export function localize<T>(value: Localizable<T>, language: Language): T {
  if (value instanceof Texts) return value.byLanguage[language] as T;
  if (Array.isArray(value)) return value.map((item) => localize(item, language)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, language)]),
    ) as T;
  }
  return value as T;
}

/** A template shipped in code, available offline. */
export interface BuiltInTemplate {
  id: string;
  name: Texts;
  description: Texts;
  content: Localizable<{
    projectDescription: string;
    records: TemplateRecord[];
    agenda?: TemplateStep[];
  }>;
}

/** Shorthand of a template record: `seed('ideas', 'idea-1', { … })`. */
export function seed<F extends Record<string, unknown>>(
  entity: TemplateEntity,
  ref: string,
  fields: F,
): { entity: TemplateEntity; ref: string; fields: F } {
  return { entity, ref, fields };
}

const MINUTE_MS = 60_000;
/** The project's timer, preset to the first timebox of the agenda. */
export const timerPreset = (label: Texts, minutes: number) =>
  seed('timers', 'timer', {
    label,
    durationMs: minutes * MINUTE_MS,
    remainingMs: minutes * MINUTE_MS,
  });
