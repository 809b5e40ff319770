import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../languages';
import { stepFitsTool } from '../schemas/run-of-show';
import { BUILT_IN_TEMPLATES, builtInTemplate, builtInTemplateSummaries } from './built-in';
import { TEMPLATE_ENTITIES, Texts, templateContentSchema } from './template-content';

/** Every text of a value, wherever it is nested. */
function textsOf(value: unknown): Texts[] {
  if (value instanceof Texts) return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The value's shape: every string replaced by its kind, so languages can be compared. */
function shapeOf(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  return value;
}

describe('built-in templates', () => {
  it('are at least six, with distinct ids', () => {
    expect(BUILT_IN_TEMPLATES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(BUILT_IN_TEMPLATES.map(({ id }) => id)).size).toBe(BUILT_IN_TEMPLATES.length);
  });

  it.each(BUILT_IN_TEMPLATES.map((template) => [template.id, template] as const))(
    '%s is written in the four languages, with the same structure in each',
    (id, template) => {
      for (const text of textsOf(template)) {
        for (const language of LANGUAGE_CODES)
          expect(text.byLanguage[language]?.trim()).not.toBe('');
      }
      const [first, ...others] = LANGUAGE_CODES.map((language) => builtInTemplate(id, language));
      for (const other of others) expect(shapeOf(other)).toEqual(shapeOf(first));
      // A language's text is its own, not a copy of another's (a few words like 'Persona' may be).
      const pt = builtInTemplate(id, 'pt-BR');
      const en = builtInTemplate(id, 'en');
      expect(en?.name).not.toBe(pt?.name);
      expect(en?.content.projectDescription).not.toBe(pt?.content.projectDescription);
    },
  );

  it.each(BUILT_IN_TEMPLATES.map((template) => [template.id] as const))(
    '%s is a valid content with refs that are unique, links to its own records and one timer at most',
    (id) => {
      const content = templateContentSchema.parse(builtInTemplate(id, 'en')?.content);
      const refs = content.records.map(({ ref }) => ref);
      expect(new Set(refs).size).toBe(refs.length);
      for (const { fields } of content.records) {
        for (const link of ['ideaId', 'prototypeId'] as const) {
          if (link in fields) expect(refs).toContain(fields[link]);
        }
      }
      expect(
        content.records.filter(({ entity }) => entity === 'timers').length,
      ).toBeLessThanOrEqual(1);
      expect(content.records.every(({ entity }) => TEMPLATE_ENTITIES.includes(entity))).toBe(true);
    },
  );

  it('lists each in the reader language with what it contains', () => {
    const [sprint] = builtInTemplateSummaries('fr');
    expect(sprint).toMatchObject({
      id: 'design-sprint-2h',
      source: 'builtin',
      name: 'Design sprint de 2 heures',
      language: 'fr',
      contains: { timers: 1, empathyMaps: 1, votingSessions: 1, testPlans: 1 },
    });
    expect(sprint).not.toHaveProperty('content');
  });

  it('quick ideation carries its four-step agenda: private round, reveal, wall, timed vote', () => {
    const content = templateContentSchema.parse(
      builtInTemplate('quick-ideation-vote', 'fr')?.content,
    );
    expect(content.agenda?.map(({ tool, mode }) => `${mode}:${tool}`)).toEqual([
      'private:ideas',
      'reveal:ideas',
      'group:wall',
      'vote:ideas',
    ]);
    for (const step of content.agenda ?? []) expect(stepFitsTool(step)).toBe(true);
  });

  it('knows no template by an unknown id', () => {
    expect(builtInTemplate('no-such-template', 'en')).toBeUndefined();
  });
});
