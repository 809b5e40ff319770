import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../test/render';
import { i18n } from './';

/**
 * Zero reads as a plural in every language: '0 registros', '0 records', '0 registros',
 * '0 enregistrements'. i18next follows each language's plural rules, and those of pt-BR and fr
 * put 0 with 1 ('0 registro'); a `_zero` form, which i18next prefers whenever count is 0, fixes
 * them. Every plural key of every namespace is checked, so a new one cannot forget it.
 */
const catalogs = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
const LANGUAGES = ['pt-BR', 'en', 'es', 'fr'] as const;

/** `namespace:path.to.key` of every key that has a `_one` form, in the pt-BR catalogues. */
function pluralKeys(): { namespace: string; key: string }[] {
  const keys: { namespace: string; key: string }[] = [];
  const walk = (namespace: string, node: unknown, path: string[]) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [name, value] of Object.entries(node)) {
      if (name.endsWith('_one'))
        keys.push({ namespace, key: [...path, name.slice(0, -4)].join('.') });
      else walk(namespace, value, [...path, name]);
    }
  };
  for (const [file, catalog] of Object.entries(catalogs)) {
    const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (language === 'pt-BR' && namespace) walk(namespace, catalog, []);
  }
  return keys;
}

describe('zero', () => {
  const keys = pluralKeys();

  it('has plural keys to check', () => {
    expect(keys.map(({ namespace, key }) => `${namespace}:${key}`)).toEqual(
      expect.arrayContaining([
        'common:sync.pending',
        'dashboard:phaseProgress.records',
        'empathize:counts.personas',
        'defineIdeate:voteLabel',
      ]),
    );
  });

  it.each(LANGUAGES)('reads like the plural in %s', async (language) => {
    await setupI18n(language);
    for (const { namespace, key } of keys) {
      const t = i18n.getFixedT(language, namespace);
      const zero = t(key, { count: 0 });
      const plural = t(key, { count: 7 }).replaceAll('7', '0');
      expect(`${namespace}:${key} → ${zero}`).toBe(`${namespace}:${key} → ${plural}`);
    }
  });
});
