import type { TemplateSummary } from '@trilha/shared';
import { apiDelete, apiPost } from '../../lib/api';

/** Saving and deleting templates (docs/decisions/0024): the server keeps them, so online only. */

export const saveTemplate = (body: { projectId: string; name: string; description: string }) =>
  apiPost<TemplateSummary>('/api/templates', body);

export const deleteTemplate = (id: string) =>
  apiDelete<null>(`/api/templates/${encodeURIComponent(id)}`);
