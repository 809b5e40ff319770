import {
  BUILT_IN_TEMPLATES,
  builtInTemplate,
  containsOf,
  deferred,
  isLanguage,
  type Language,
  newId,
  type TemplateContent,
  type TemplateSummary,
  templateSummarySchema,
} from '@trilha/shared';
import { templateMutations } from '@trilha/sync';
import type { SyncClient } from '@trilha/sync/client';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiGet, apiPost, isNetworkError } from '../lib/api';
import { useAuth } from '../lib/auth-store';
import { serverState, trustedBy } from '../lib/server-state';

/** A template the new-project dialog offers, with the content to apply it offline. */
export type TemplateChoice = TemplateSummary & { content: TemplateContent };

const savedListSchema = deferred(() => z.array(templateSummarySchema));

/**
 * The account's saved templates and its team's (GET /api/templates, docs/decisions/0024), kept on
 * this device with their content, so that they can be applied offline like the built-in ones.
 */
const savedTemplates = serverState<TemplateChoice[]>({
  name: 'trilha-templates',
  fetch: async () => {
    const list = trustedBy(savedListSchema)(await apiGet<unknown>('/api/templates'));
    if (!list) throw new Error('GET /api/templates: unexpected answer');
    return list.filter((template): template is TemplateChoice => Boolean(template.content));
  },
  keep: 'device',
  parse: trustedBy(savedListSchema) as (value: unknown) => TemplateChoice[] | undefined,
  freshFor: 30_000,
});

export const refreshTemplates = (userId: string) => savedTemplates.refresh(userId);

/** The built-in templates from the code, in `language`: there even on a device never online. */
function builtInChoices(language: Language): TemplateChoice[] {
  return BUILT_IN_TEMPLATES.map(({ id }) => {
    const template = builtInTemplate(id, language) as NonNullable<
      ReturnType<typeof builtInTemplate>
    >;
    return {
      ...template,
      source: 'builtin',
      language,
      contains: containsOf(template.content),
    };
  });
}

/** The built-in templates in the reader's language, then the saved ones this device knows. */
export function useTemplateChoices(): TemplateChoice[] {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt-BR';
  const saved = savedTemplates.useValue(useAuth((state) => state.user?.id ?? null)).data ?? [];
  return [...builtInChoices(language), ...saved];
}

/** The account's own saved templates (for 'Salvar como modelo', where they can be deleted). */
export function useOwnTemplates(): TemplateChoice[] {
  const saved = savedTemplates.useValue(useAuth((state) => state.user?.id ?? null)).data ?? [];
  return saved.filter(({ source }) => source === 'own');
}

/**
 * A project made from a template. Online, the server makes it (`POST /api/projects
 * { templateId }`: one transaction, the plan checked there) and the device pulls it; offline —
 * or when the server cannot be reached — the device applies the same mutations itself, which
 * sync later. Either way the new project's id.
 */
export async function createProjectFromTemplate(
  client: SyncClient,
  template: TemplateChoice,
  project: { name: string; description: string },
): Promise<string> {
  const id = newId();
  if (client.status.getState().online) {
    try {
      await apiPost('/api/projects', { id, ...project, templateId: template.id });
      await client.sync().catch((error: unknown) => {
        // The sync engine brings it later; the page shows it once it has.
        console.warn('templates: the new project will arrive with the next sync', error);
      });
      return id;
    } catch (error) {
      if (!isNetworkError(error)) throw error;
    }
  }
  await client.mutateAll(templateMutations(template.content, { id, ...project }, newId));
  return id;
}
