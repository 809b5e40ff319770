import { z } from 'zod';
import { PHASE_KEYS, type PhaseKey, phaseByKey } from '../phases';
import {
  CREATE_OMIT_FIELDS,
  createSchemaOf,
  idSchema,
  optionalText,
  requiredText,
  TITLE_MAX,
  text,
  timestampSchema,
  updateSchemaOf,
} from './common';
import { deferred } from './deferred';

export const ARTICLE_CONTENT_MAX = 100_000;
export const ARTICLE_DESCRIPTION_MAX = 1000;
export const ARTICLE_TAGS_MAX = 20;
export const ARTICLE_TAG_MAX = 50;
export const ARTICLE_PUBLISHED_LABEL = 'Publicado';
export const ARTICLE_DRAFT_LABEL = 'Rascunho';

/** An article belongs to one of the five phases. */
export const ARTICLE_CATEGORIES = PHASE_KEYS;
export const articleCategoryEnum = deferred(() =>
  z.enum(ARTICLE_CATEGORIES, { error: 'validation.category_invalid' }),
);
export type ArticleCategory = PhaseKey;
export const DEFAULT_ARTICLE_CATEGORY: ArticleCategory = 'empathize';

export function articleCategoryLabel(category: ArticleCategory): string {
  return phaseByKey(category).namePt;
}

export const articleSchema = deferred(() =>
  z.object({
    id: idSchema,
    title: requiredText('validation.title_required', TITLE_MAX),
    content: requiredText('validation.content_required', ARTICLE_CONTENT_MAX),
    category: articleCategoryEnum.default(DEFAULT_ARTICLE_CATEGORY),
    author: requiredText('validation.author_required', TITLE_MAX),
    description: optionalText(ARTICLE_DESCRIPTION_MAX),
    tags: z
      .array(
        text().trim().min(1, 'validation.tag_blank').max(ARTICLE_TAG_MAX, 'validation.max_chars'),
      )
      .max(ARTICLE_TAGS_MAX, 'validation.max_items')
      .default([]),
    published: z.boolean().default(true),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);

export const articleCreateSchema = deferred(() => createSchemaOf(articleSchema));
export const articleUpdateSchema = deferred(() =>
  updateSchemaOf(articleSchema.omit(CREATE_OMIT_FIELDS)),
);

export type Article = z.infer<typeof articleSchema>;
export type ArticleCreate = z.infer<typeof articleCreateSchema>;
export type ArticleCreateInput = z.input<typeof articleCreateSchema>;
export type ArticleUpdate = z.infer<typeof articleUpdateSchema>;

/** The article form's tags field: comma-separated text, trimmed, empty items dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** The reverse of splitTags, to fill the form when editing. */
export function joinTags(tags: readonly string[]): string {
  return tags.join(', ');
}
