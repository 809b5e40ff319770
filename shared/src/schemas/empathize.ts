import { z } from 'zod';
import { parseImageDataUrl } from '../data-url';
import {
  authorFields,
  createSchemaOf,
  dateSchema,
  idSchema,
  LIST_MAX,
  LONG_TEXT_MAX,
  lenientTextList,
  optionalText,
  requiredText,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  TITLE_MAX,
  text,
  textList,
  timestampSchema,
  todayUtc,
  UPDATE_OMIT_FIELDS,
  updateSchemaOf,
} from './common';
import { deferred } from './deferred';
import { MAX_OBSERVATION_PHOTOS, photoList } from './photo';

// ---------------------------------------------------------------------------------------------
// Empathy map

export const empathyMapSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    title: requiredText('validation.title_required', TITLE_MAX),
    // The dialog keeps an empty row open in each quadrant; blank rows are dropped, not rejected.
    says: lenientTextList(),
    thinks: lenientTextList(),
    does: lenientTextList(),
    feels: lenientTextList(),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);

export const empathyMapCreateSchema = deferred(() => createSchemaOf(empathyMapSchema));
export const empathyMapUpdateSchema = deferred(() =>
  updateSchemaOf(empathyMapSchema.omit(UPDATE_OMIT_FIELDS)),
);

export type EmpathyMap = z.infer<typeof empathyMapSchema>;
export type EmpathyMapCreate = z.infer<typeof empathyMapCreateSchema>;
export type EmpathyMapCreateInput = z.input<typeof empathyMapCreateSchema>;
export type EmpathyMapUpdate = z.infer<typeof empathyMapUpdateSchema>;

export const EMPATHY_MAP_QUADRANTS = ['says', 'thinks', 'does', 'feels'] as const;
export type EmpathyMapQuadrant = (typeof EMPATHY_MAP_QUADRANTS)[number];
export const EMPATHY_MAP_QUADRANT_LABELS: Record<EmpathyMapQuadrant, string> = {
  says: 'Diz',
  thinks: 'Pensa',
  does: 'Faz',
  feels: 'Sente',
};

// ---------------------------------------------------------------------------------------------
// Persona

export const TECH_SAVVINESS_LEVELS = ['low', 'medium', 'high'] as const;
export const techSavvinessEnum = deferred(() =>
  z.enum(TECH_SAVVINESS_LEVELS, {
    error: 'validation.tech_savviness_invalid',
  }),
);
export type TechSavviness = z.infer<typeof techSavvinessEnum>;
export const TECH_SAVVINESS_LABELS: Record<TechSavviness, string> = {
  low: 'Baixo',
  medium: 'Médio',
  high: 'Alto',
};

export const PERSONA_AGE_MIN = 0;
export const PERSONA_AGE_MAX = 150;
export const AVATAR_URL_MAX = 2048;

/** A photo taken for the avatar is scaled to this edge (a 40–120 px circle, sharp on any screen). */
export const AVATAR_MAX_EDGE_PX = 512;
export const AVATAR_MAX_BYTES = 256 * 1024;
const webAddress = deferred(() => z.url({ protocol: /^https?$/ }));

// A web address or a photo taken on the device (an image data URL, so it shows offline). Other
// schemes (javascript:, file:) have no business in an <img src>.
const avatarSchema = deferred(() =>
  text()
    .superRefine((value, ctx) => {
      if (value === '') return;
      if (value.startsWith('data:')) {
        const image = parseImageDataUrl(value);
        if (!image) ctx.addIssue({ code: 'custom', message: 'validation.image_invalid' });
        else if (image.bytes > AVATAR_MAX_BYTES)
          ctx.addIssue({ code: 'custom', message: 'validation.avatar_too_large' });
        return;
      }
      if (!webAddress.safeParse(value).success) {
        ctx.addIssue({ code: 'custom', message: 'validation.image_url_invalid' });
      } else if (value.length > AVATAR_URL_MAX) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.max_chars',
          params: { max: AVATAR_URL_MAX },
        });
      }
    })
    .default(''),
);

export const personaSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    name: requiredText('validation.name_required', TITLE_MAX),
    age: z
      .int({ error: 'validation.age_integer' })
      .min(PERSONA_AGE_MIN, 'validation.age_negative')
      .max(PERSONA_AGE_MAX, 'validation.age_max')
      .nullable()
      .default(null),
    occupation: optionalText(TITLE_MAX),
    bio: optionalText(TEXT_MAX),
    techSavviness: techSavvinessEnum.nullable().default(null),
    avatar: avatarSchema,
    goals: textList(),
    frustrations: textList(),
    motivations: textList(),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);

export const personaCreateSchema = deferred(() => createSchemaOf(personaSchema));
export const personaUpdateSchema = deferred(() =>
  updateSchemaOf(personaSchema.omit(UPDATE_OMIT_FIELDS)),
);

export type Persona = z.infer<typeof personaSchema>;
export type PersonaCreate = z.infer<typeof personaCreateSchema>;
export type PersonaCreateInput = z.input<typeof personaCreateSchema>;
export type PersonaUpdate = z.infer<typeof personaUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Interview

export const INTERVIEW_DURATION_MIN = 1;
export const INTERVIEW_DURATION_MAX = 1440;

export const interviewSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    participantName: requiredText('validation.participant_name_required', TITLE_MAX),
    date: dateSchema,
    duration: z
      .int({ error: 'validation.duration_integer' })
      .min(INTERVIEW_DURATION_MIN, 'validation.interview_duration_min')
      .max(INTERVIEW_DURATION_MAX, 'validation.interview_duration_max')
      .nullable()
      .default(null),
    questions: textList(TEXT_MAX),
    // Responses are matched to questions by position, so a blank answer is kept as '' to hold
    // its place (answers are optional); only the list's length is bounded.
    responses: z
      .array(text().trim().max(LONG_TEXT_MAX, 'validation.max_chars'))
      .max(LIST_MAX, 'validation.max_items')
      .default([]),
    insights: optionalText(LONG_TEXT_MAX),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);

export const interviewCreateSchema = deferred(() =>
  createSchemaOf(interviewSchema, { date: dateSchema.default(() => todayUtc()) }),
);
export const interviewUpdateSchema = deferred(() =>
  updateSchemaOf(interviewSchema.omit(UPDATE_OMIT_FIELDS)),
);

export type Interview = z.infer<typeof interviewSchema>;
export type InterviewCreate = z.infer<typeof interviewCreateSchema>;
export type InterviewCreateInput = z.input<typeof interviewCreateSchema>;
export type InterviewUpdate = z.infer<typeof interviewUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Observation

export const observationSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    location: requiredText('validation.location_required', SHORT_TEXT_MAX),
    date: dateSchema,
    context: requiredText('validation.context_required', TEXT_MAX),
    behavior: requiredText('validation.behavior_required', TEXT_MAX),
    insights: optionalText(LONG_TEXT_MAX),
    photos: photoList(MAX_OBSERVATION_PHOTOS),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);

export const observationCreateSchema = deferred(() =>
  createSchemaOf(observationSchema, { date: dateSchema.default(() => todayUtc()) }),
);
export const observationUpdateSchema = deferred(() =>
  updateSchemaOf(observationSchema.omit(UPDATE_OMIT_FIELDS)),
);

export type Observation = z.infer<typeof observationSchema>;
export type ObservationCreate = z.infer<typeof observationCreateSchema>;
export type ObservationCreateInput = z.input<typeof observationCreateSchema>;
export type ObservationUpdate = z.infer<typeof observationUpdateSchema>;
