import { z } from 'zod';
import {
  authorFields,
  createSchemaOf,
  idSchema,
  optionalText,
  requiredText,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  TITLE_MAX,
  timestampSchema,
  UPDATE_OMIT_FIELDS,
  updateSchemaOf,
  votesSchema,
} from './common';
import { deferred } from './deferred';
import { roundIdField } from './facilitation';
import { noteFields } from './notes';

export const VOTE_INCREMENT = 1;
/** How long a vote button stays disabled after a press. */
export const VOTE_LOCK_MS = 1000;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export type Rating = 1 | 2 | 3 | 4 | 5;

export const FEASIBILITY_LABELS: Record<Rating, string> = {
  1: 'Muito difícil',
  2: 'Difícil',
  3: 'Moderada',
  4: 'Fácil',
  5: 'Muito fácil',
};
export const IMPACT_LABELS: Record<Rating, string> = {
  1: 'Baixo impacto',
  2: 'Impacto moderado',
  3: 'Impacto significativo',
  4: 'Alto impacto',
  5: 'Impacto transformador',
};
/** Shown for a feasibility or impact that was not rated (null). */
export const NOT_RATED_LABEL = 'Não avaliado';

export const IDEA_STATUSES = ['idea', 'selected', 'prototype', 'tested'] as const;
export const ideaStatusEnum = deferred(() =>
  z.enum(IDEA_STATUSES, { error: 'validation.status_invalid' }),
);
export type IdeaStatus = z.infer<typeof ideaStatusEnum>;
export const DEFAULT_IDEA_STATUS: IdeaStatus = 'idea';
export const IDEA_STATUS_LABELS: Record<IdeaStatus, string> = {
  idea: 'Ideia',
  selected: 'Selecionada',
  prototype: 'Em prototipação',
  tested: 'Testada',
};

function ratingSchema(message: 'validation.feasibility_range' | 'validation.impact_range') {
  return z
    .int({ error: message })
    .min(RATING_MIN, message)
    .max(RATING_MAX, message)
    .nullable()
    .default(null);
}

export const ideaSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    title: requiredText('validation.title_required', TITLE_MAX),
    description: requiredText('validation.description_required', TEXT_MAX),
    category: optionalText(SHORT_TEXT_MAX),
    feasibility: ratingSchema('validation.feasibility_range'),
    impact: ratingSchema('validation.impact_range'),
    votes: votesSchema.default(0),
    status: ideaStatusEnum.default(DEFAULT_IDEA_STATUS),
    roundId: roundIdField,
    ...noteFields(),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);

// Votes start at 0 and only move by vote increments, so a create never carries them.
export const ideaCreateSchema = deferred(() => createSchemaOf(ideaSchema.omit({ votes: true })));
// `votes` stays in the update: the spec's PUT may carry only `{ votes }`.
export const ideaUpdateSchema = deferred(() => updateSchemaOf(ideaSchema.omit(UPDATE_OMIT_FIELDS)));

export type Idea = z.infer<typeof ideaSchema>;
export type IdeaCreate = z.infer<typeof ideaCreateSchema>;
export type IdeaCreateInput = z.input<typeof ideaCreateSchema>;
export type IdeaUpdate = z.infer<typeof ideaUpdateSchema>;
