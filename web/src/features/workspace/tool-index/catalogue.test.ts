import {
  TOOL_CATEGORIES,
  TOOL_DIFFICULTIES,
  toolCatalogueEntrySchema,
  visibleTags,
} from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import enTexts from '../../../i18n/locales/en/toolIndex.json';
import esTexts from '../../../i18n/locales/es/toolIndex.json';
import frTexts from '../../../i18n/locales/fr/toolIndex.json';
import { TOOL_CATALOGUE } from './catalogue';
import { DIFFICULTY_STYLES } from './difficulty';
import { filterTools, matchesQuery, NO_FILTERS, toggled } from './filter';

describe('the tool catalogue', () => {
  it('holds 8 valid entries with unique ids', () => {
    expect(TOOL_CATALOGUE).toHaveLength(8);
    for (const entry of TOOL_CATALOGUE) {
      expect(toolCatalogueEntrySchema.parse(entry)).toEqual(entry);
    }
    expect(new Set(TOOL_CATALOGUE.map((tool) => tool.id)).size).toBe(8);
  });

  it('covers every phase, category and difficulty, with times from 20-30 min to 2-4 horas', () => {
    expect(new Set(TOOL_CATALOGUE.map((tool) => tool.phase))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(TOOL_CATALOGUE.map((tool) => tool.category))).toEqual(new Set(TOOL_CATEGORIES));
    expect(new Set(TOOL_CATALOGUE.map((tool) => tool.difficulty))).toEqual(
      new Set(TOOL_DIFFICULTIES),
    );
    const times = TOOL_CATALOGUE.map((tool) => tool.timeEstimate);
    expect(times).toContain('20-30 min');
    expect(times).toContain('2-4 horas');
    expect(TOOL_CATALOGUE.filter((tool) => tool.tags.length > 3).length).toBeGreaterThan(1);
  });

  it('is translated into en, es and fr, tag for tag', () => {
    for (const texts of [enTexts, esTexts, frTexts]) {
      const tools = texts.tools as Record<
        string,
        { name: string; description: string; timeEstimate: string; tags: string[] }
      >;
      expect(Object.keys(tools).sort()).toEqual(TOOL_CATALOGUE.map((tool) => tool.id).sort());
      for (const entry of TOOL_CATALOGUE) {
        const translated = tools[entry.id];
        if (!translated) throw new Error(`no translation for ${entry.id}`);
        expect(translated.name.length).toBeGreaterThan(0);
        expect(translated.description.length).toBeGreaterThan(20);
        expect(translated.tags).toHaveLength(entry.tags.length);
      }
    }
  });
});

describe('tool filtering', () => {
  it('searches name, description and every tag, ignoring case and accents', () => {
    const brainstorming = TOOL_CATALOGUE.find((tool) => tool.id === 'brainstorming-com-votacao');
    if (!brainstorming) throw new Error('missing tool');
    expect(matchesQuery(brainstorming, 'BRAINSTORM')).toBe(true);
    expect(matchesQuery(brainstorming, 'sem julgamento')).toBe(true);
    // 'workshop' is the fifth tag, hidden behind '+2' on the card but still searchable.
    expect(matchesQuery(brainstorming, 'Workshop')).toBe(true);
    expect(matchesQuery(brainstorming, 'votacao')).toBe(true);
    expect(matchesQuery(brainstorming, 'usabilidade')).toBe(false);
    expect(matchesQuery(brainstorming, '   ')).toBe(true);
  });

  it('combines search, phase and category', () => {
    const ids = (filters: Partial<typeof NO_FILTERS>) =>
      filterTools(TOOL_CATALOGUE, { ...NO_FILTERS, ...filters }).map((tool) => tool.id);
    expect(ids({})).toHaveLength(8);
    expect(ids({ phase: 1 })).toHaveLength(4);
    expect(ids({ phase: 1, category: 'Definição' })).toEqual(['persona']);
    expect(ids({ phase: 1, category: 'Pesquisa', query: 'etnografia' })).toEqual([
      'observacao-de-campo',
    ]);
    expect(ids({ phase: 5, category: 'Ideação' })).toEqual([]);
  });

  it('toggles a filter off when its active value is chosen again', () => {
    expect(toggled(null, 2)).toBe(2);
    expect(toggled(2, 3)).toBe(3);
    expect(toggled(2, 2)).toBeNull();
  });

  it('shows 3 tags then +N', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      hiddenCount: 2,
    });
  });
});

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('difficulty badges', () => {
  it('are green, yellow and red with text contrast of at least 4.5:1', () => {
    expect(Object.values(DIFFICULTY_STYLES).map((style) => style.color)).toEqual([
      'green',
      'yellow',
      'red',
    ]);
    for (const style of Object.values(DIFFICULTY_STYLES)) {
      const light = Math.max(luminance(style.background), luminance(style.text));
      const dark = Math.min(luminance(style.background), luminance(style.text));
      expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
