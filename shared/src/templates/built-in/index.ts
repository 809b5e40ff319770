import type { Language } from '../../languages';
import {
  type BuiltInTemplate,
  containsOf,
  localize,
  type TemplateContent,
  type TemplateSummary,
} from '../template-content';
import { communityWorkshop } from './community-workshop';
import { designSprint } from './design-sprint';
import { empathyInterviewKit } from './empathy-interview-kit';
import { prototypeTestRound } from './prototype-test-round';
import { quickIdeation } from './quick-ideation';
import { serviceRedesign } from './service-redesign';

/** The templates shipped in code: every account sees them, offline too (decision 0024). */
export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  designSprint,
  empathyInterviewKit,
  serviceRedesign,
  quickIdeation,
  prototypeTestRound,
  communityWorkshop,
];

/** A built-in template in one language, or undefined for an id that names none. */
export function builtInTemplate(
  id: string,
  language: Language,
): { id: string; name: string; description: string; content: TemplateContent } | undefined {
  const template = BUILT_IN_TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) return undefined;
  return {
    id: template.id,
    name: localize<string>(template.name, language),
    description: localize<string>(template.description, language),
    content: localize(template.content, language) as TemplateContent,
  };
}

/** The built-in templates as the list shows them, in one language. */
export function builtInTemplateSummaries(language: Language): TemplateSummary[] {
  return BUILT_IN_TEMPLATES.map(({ id }) => {
    const template = builtInTemplate(id, language) as NonNullable<
      ReturnType<typeof builtInTemplate>
    >;
    return {
      id,
      source: 'builtin',
      name: template.name,
      description: template.description,
      language,
      contains: containsOf(template.content),
    };
  });
}
