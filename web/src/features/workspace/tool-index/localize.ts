import { phaseByNumber, type ToolCatalogueEntry } from '@trilha/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TOOL_CATALOGUE } from './catalogue';

/** A catalogue entry with its texts in the interface language, and the entry it came from. */
export type LocalizedTool = ToolCatalogueEntry & { source: ToolCatalogueEntry };

/**
 * The catalogue in the current language. pt-BR texts are the data itself; other languages
 * read `tools.<id>.*` from the `toolIndex` namespace and fall back to the data when a key is
 * missing, so a new tool never shows a raw key. Search runs over these shown texts.
 */
export function useLocalizedCatalogue(): LocalizedTool[] {
  const { t, i18n } = useTranslation('toolIndex');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` changes identity with the language.
  return useMemo(
    () =>
      TOOL_CATALOGUE.map((entry) => {
        const key = `tools.${entry.id}`;
        const tags = t(`${key}.tags`, { returnObjects: true, defaultValue: entry.tags });
        return {
          ...entry,
          source: entry,
          name: t(`${key}.name`, { defaultValue: entry.name }),
          description: t(`${key}.description`, { defaultValue: entry.description }),
          timeEstimate: t(`${key}.timeEstimate`, { defaultValue: entry.timeEstimate }),
          phaseName: t(`phases.${phaseByNumber(entry.phase).key}`),
          tags: Array.isArray(tags) ? tags.map(String) : entry.tags,
        };
      }),
    [t, language],
  );
}
