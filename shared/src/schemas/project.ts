import { z } from 'zod';
import {
  idSchema,
  optionalText,
  phaseNumberSchema,
  requiredText,
  TEXT_MAX,
  TITLE_MAX,
  timestampSchema,
  updateSchemaOf,
} from './common';
import { deferred } from './deferred';

export const PROJECT_STATUSES = ['in_progress', 'completed'] as const;
export const projectStatusEnum = deferred(() =>
  z.enum(PROJECT_STATUSES, { error: 'validation.status_invalid' }),
);
export type ProjectStatus = z.infer<typeof projectStatusEnum>;
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  in_progress: 'Em andamento',
  completed: 'Concluído',
};

export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'in_progress';
export const DEFAULT_PROJECT_PHASE = 1;
export const DEFAULT_COMPLETION_RATE = 0;

export const projectSchema = deferred(() =>
  z.object({
    id: idSchema,
    ownerId: idSchema,
    name: requiredText('validation.project_name_required', TITLE_MAX),
    description: optionalText(TEXT_MAX),
    status: projectStatusEnum.default(DEFAULT_PROJECT_STATUS),
    currentPhase: phaseNumberSchema.default(DEFAULT_PROJECT_PHASE),
    // Computed by the server from the project's work; clients never send it.
    completionRate: z.number().min(0).max(100).default(DEFAULT_COMPLETION_RATE),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);

export const projectCreateSchema = deferred(() =>
  projectSchema.pick({ name: true, description: true }).extend({ id: idSchema.optional() }),
);

export const projectUpdateSchema = deferred(() =>
  updateSchemaOf(
    projectSchema.pick({ name: true, description: true, status: true, currentPhase: true }),
  ),
);

export type Project = z.infer<typeof projectSchema>;
export type ProjectCreate = z.infer<typeof projectCreateSchema>;
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

export const projectStatsSchema = deferred(() =>
  z.object({
    completedTools: z.int().min(0),
    totalTools: z.int().min(0),
  }),
);
export type ProjectStats = z.infer<typeof projectStatsSchema>;
