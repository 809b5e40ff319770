import { z } from 'zod';
import {
  authorFields,
  createSchemaOf,
  DEFAULT_PRIORITY,
  idSchema,
  optionalText,
  priorityEnum,
  requiredText,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  timestampSchema,
  UPDATE_OMIT_FIELDS,
  updateSchemaOf,
  votesSchema,
} from './common';
import { deferred } from './deferred';
import { roundIdField } from './facilitation';
import { noteFields } from './notes';

// ---------------------------------------------------------------------------------------------
// POV statement

export const povStatementSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    user: requiredText('validation.user_required', SHORT_TEXT_MAX),
    need: requiredText('validation.need_required', SHORT_TEXT_MAX),
    insight: requiredText('validation.insight_required', TEXT_MAX),
    statement: requiredText('validation.statement_required', TEXT_MAX),
    priority: priorityEnum.default(DEFAULT_PRIORITY),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);

export const povStatementCreateSchema = deferred(() => createSchemaOf(povStatementSchema));
export const povStatementUpdateSchema = deferred(() =>
  updateSchemaOf(povStatementSchema.omit(UPDATE_OMIT_FIELDS)),
);

export type PovStatement = z.infer<typeof povStatementSchema>;
export type PovStatementCreate = z.infer<typeof povStatementCreateSchema>;
export type PovStatementCreateInput = z.input<typeof povStatementCreateSchema>;
export type PovStatementUpdate = z.infer<typeof povStatementUpdateSchema>;

/**
 * The sentence the POV form proposes: '<user> precisa <need> porque <insight>', or '' until all
 * three parts are filled.
 */
export function buildPovStatement(user: string, need: string, insight: string): string {
  const parts = [user.trim(), need.trim(), insight.trim()];
  if (parts.some((part) => part.length === 0)) return '';
  return `${parts[0]} precisa ${parts[1]} porque ${parts[2]}`;
}

// ---------------------------------------------------------------------------------------------
// How Might We question

export const HMW_SCOPES = ['feature', 'product', 'service', 'experience', 'process'] as const;
export const hmwScopeEnum = deferred(() =>
  z.enum(HMW_SCOPES, { error: 'validation.scope_invalid' }),
);
export type HmwScope = z.infer<typeof hmwScopeEnum>;
export const DEFAULT_HMW_SCOPE: HmwScope = 'product';
export const HMW_SCOPE_LABELS: Record<HmwScope, string> = {
  feature: 'Funcionalidade',
  product: 'Produto',
  service: 'Serviço',
  experience: 'Experiência',
  process: 'Processo',
};

export const hmwQuestionSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    question: requiredText('validation.question_required', TEXT_MAX),
    category: optionalText(SHORT_TEXT_MAX),
    context: optionalText(TEXT_MAX),
    challenge: optionalText(TEXT_MAX),
    scope: hmwScopeEnum.default(DEFAULT_HMW_SCOPE),
    priority: priorityEnum.default(DEFAULT_PRIORITY),
    votes: votesSchema.default(0),
    roundId: roundIdField,
    ...noteFields(),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);

// Votes start at 0 and only move by vote increments, so a create never carries them.
export const hmwQuestionCreateSchema = deferred(() =>
  createSchemaOf(hmwQuestionSchema.omit({ votes: true })),
);
// `votes` stays in the update: the spec's PUT may carry only `{ votes }`.
export const hmwQuestionUpdateSchema = deferred(() =>
  updateSchemaOf(hmwQuestionSchema.omit(UPDATE_OMIT_FIELDS)),
);

export type HmwQuestion = z.infer<typeof hmwQuestionSchema>;
export type HmwQuestionCreate = z.infer<typeof hmwQuestionCreateSchema>;
export type HmwQuestionCreateInput = z.input<typeof hmwQuestionCreateSchema>;
export type HmwQuestionUpdate = z.infer<typeof hmwQuestionUpdateSchema>;
