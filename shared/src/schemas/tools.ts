import { z } from 'zod';
import { LIST_MAX, phaseNumberSchema, SHORT_TEXT_MAX, TEXT_MAX, TITLE_MAX, text } from './common';
import { deferred } from './deferred';

export const TOOL_CATEGORIES = [
  'Pesquisa',
  'Definição',
  'Ideação',
  'Prototipação',
  'Validação',
] as const;
export const toolCategoryEnum = deferred(() => z.enum(TOOL_CATEGORIES));
export type ToolCategory = z.infer<typeof toolCategoryEnum>;

export const TOOL_DIFFICULTIES = ['Fácil', 'Médio', 'Avançado'] as const;
export const toolDifficultyEnum = deferred(() => z.enum(TOOL_DIFFICULTIES));
export type ToolDifficulty = z.infer<typeof toolDifficultyEnum>;

export const DIFFICULTY_COLORS: Record<ToolDifficulty, 'green' | 'yellow' | 'red'> = {
  Fácil: 'green',
  Médio: 'yellow',
  Avançado: 'red',
};

/** The catalogue is static, so a tool's id is a readable slug rather than a UUID. */
export const toolCatalogueEntrySchema = deferred(() =>
  z.object({
    id: text()
      .min(1)
      .max(100)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    name: text().trim().min(1).max(TITLE_MAX),
    phase: phaseNumberSchema,
    phaseName: text().trim().min(1).max(TITLE_MAX),
    description: text().trim().min(1).max(TEXT_MAX),
    category: toolCategoryEnum,
    difficulty: toolDifficultyEnum,
    timeEstimate: text().trim().min(1).max(100),
    tags: z.array(text().trim().min(1).max(SHORT_TEXT_MAX)).max(LIST_MAX).default([]),
  }),
);
export type ToolCatalogueEntry = z.infer<typeof toolCatalogueEntrySchema>;
export type ToolCatalogueEntryInput = z.input<typeof toolCatalogueEntrySchema>;
