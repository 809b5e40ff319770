import { z } from 'zod';
import { parseImageDataUrl } from '../data-url';
import {
  authorFields,
  createSchemaOf,
  idSchema,
  LIST_ITEM_MAX,
  optionalText,
  requiredText,
  TEXT_MAX,
  TITLE_MAX,
  text,
  textList,
  timestampSchema,
  UPDATE_OMIT_FIELDS,
  updateSchemaOf,
} from './common';
import { deferred } from './deferred';

export const PROTOTYPE_MIN_VERSION = 1;

export const PROTOTYPE_TYPES = ['digital', 'physical', 'paper', 'storyboard'] as const;
export const prototypeTypeEnum = deferred(() =>
  z.enum(PROTOTYPE_TYPES, { error: 'validation.prototype_type_invalid' }),
);
export type PrototypeType = z.infer<typeof prototypeTypeEnum>;
export const DEFAULT_PROTOTYPE_TYPE: PrototypeType = 'digital';
export const PROTOTYPE_TYPE_LABELS: Record<PrototypeType, string> = {
  digital: 'Digital',
  physical: 'Físico',
  paper: 'Papel',
  storyboard: 'Storyboard',
};

// Pictures are stored inline (they must work offline), so they are kept small and few: a row
// synced to every device should not weigh tens of megabytes.
export const MAX_PROTOTYPE_IMAGES = 10;
export const MAX_PROTOTYPE_IMAGE_BYTES = 2 * 1024 * 1024;
export const PROTOTYPE_IMAGE_URL_MAX = 2048;

const prototypeImageSchema = deferred(() =>
  text().superRefine((value, ctx) => {
    if (value.startsWith('data:')) {
      const image = parseImageDataUrl(value);
      if (!image) {
        ctx.addIssue({ code: 'custom', message: 'validation.image_invalid' });
      } else if (image.bytes > MAX_PROTOTYPE_IMAGE_BYTES) {
        ctx.addIssue({ code: 'custom', message: 'validation.image_too_large' });
      }
      return;
    }
    if (value.length > PROTOTYPE_IMAGE_URL_MAX || !/^https?:\/\/\S+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'validation.image_url_invalid' });
    }
  }),
);

export const prototypeSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    ideaId: idSchema.nullable().default(null),
    name: requiredText('validation.name_required', TITLE_MAX),
    type: prototypeTypeEnum.default(DEFAULT_PROTOTYPE_TYPE),
    description: requiredText('validation.description_required', TEXT_MAX),
    materials: textList(LIST_ITEM_MAX),
    images: z
      .array(prototypeImageSchema)
      .max(MAX_PROTOTYPE_IMAGES, 'validation.max_items')
      .default([]),
    // The prototype's own iteration number, edited by the user (not the sync row version).
    version: z
      .int({ error: 'validation.version_integer' })
      .min(PROTOTYPE_MIN_VERSION, 'validation.version_min')
      .default(PROTOTYPE_MIN_VERSION),
    feedback: optionalText(TEXT_MAX),
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);

export const prototypeCreateSchema = deferred(() => createSchemaOf(prototypeSchema));
export const prototypeUpdateSchema = deferred(() =>
  updateSchemaOf(prototypeSchema.omit(UPDATE_OMIT_FIELDS)),
);

export type Prototype = z.infer<typeof prototypeSchema>;
export type PrototypeCreate = z.infer<typeof prototypeCreateSchema>;
export type PrototypeCreateInput = z.input<typeof prototypeCreateSchema>;
export type PrototypeUpdate = z.infer<typeof prototypeUpdateSchema>;

/** What the test-plan form needs to offer a prototype. */
export const prototypeOptionSchema = deferred(() => prototypeSchema.pick({ id: true, name: true }));
export type PrototypeOption = z.infer<typeof prototypeOptionSchema>;
