import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGE_CODES, pickRequestLanguage } from '../languages';
import { message, placeholdersOf } from './catalogue';
import { checkedMessage, formatMessage, interpolate } from './format';
import { loadMessageTexts } from './texts';
import { PT_BR } from './texts/pt-BR';
import { issueMessage } from './zod-issue';

const CODES = Object.keys(PT_BR) as (keyof typeof PT_BR)[];
// i18next reads these names in t()'s options as options, not as parameters.
const I18NEXT_OPTIONS = ['count', 'context', 'ns', 'lng', 'lngs', 'defaultValue', 'ordinal'];

describe('the catalogue', () => {
  it.each(LANGUAGE_CODES)(
    'has a text for every code in %s, with the same parameters',
    async (language) => {
      const texts = await loadMessageTexts(language);
      expect(Object.keys(texts).sort()).toEqual([...CODES].sort());
      for (const code of CODES) {
        const expected = placeholdersOf(PT_BR[code]).sort();
        expect({ code, params: placeholdersOf(texts[code]).sort() }).toEqual({
          code,
          params: expected,
        });
        expect(texts[code].trim(), code).not.toBe('');
      }
    },
  );

  it('uses no parameter name that i18next would take as an option', () => {
    const names = CODES.flatMap((code) => placeholdersOf(PT_BR[code]));
    expect(names.filter((name) => I18NEXT_OPTIONS.includes(name))).toEqual([]);
  });

  it('has codes i18next can look up: no namespace separator, none a prefix of another', () => {
    for (const code of CODES) {
      expect(code).toMatch(/^[a-z_]+\.[A-Za-z_]+$/);
      expect(CODES.filter((other) => other.startsWith(`${code}.`))).toEqual([]);
    }
  });
});

describe('formatMessage', () => {
  it('writes the spec’s pt-BR words, and the other languages', () => {
    const limit = message('plan_limit.maxProjects', { max: 3, plan: 'Free' });
    expect(formatMessage(limit)).toBe(
      'Você atingiu o limite de 3 projetos do plano Free. Faça upgrade para continuar.',
    );
    expect(formatMessage(limit, 'en')).toBe(
      'You have reached the limit of 3 projects of the Free plan. Upgrade to continue.',
    );
    expect(formatMessage('validation.username_required', 'fr')).toBe(
      "Le nom d'utilisateur est obligatoire",
    );
  });

  it('says an unknown code generically instead of showing it', () => {
    expect(formatMessage({ code: 'Too small: expected string' })).toBe('Dados inválidos.');
    expect(checkedMessage({ code: 'nope.nope' })).toEqual({ code: 'validation.invalid' });
  });

  it('keeps only the parameters the text uses', () => {
    expect(checkedMessage({ code: 'validation.title_required', params: { min: 1 } })).toEqual({
      code: 'validation.title_required',
    });
    expect(checkedMessage({ code: 'validation.max_chars', params: { max: 200, min: 1 } })).toEqual({
      code: 'validation.max_chars',
      params: { max: 200 },
    });
  });

  it('interpolates like i18next: every occurrence, a missing parameter left as it is', () => {
    expect(interpolate('{{a}} and {{a}}, {{b}}', { a: 1 })).toBe('1 and 1, {{b}}');
  });
});

describe('issueMessage', () => {
  it('takes the code from the rule and the bounds from the issue', () => {
    const schema = z.object({
      title: z.string().min(1, 'validation.title_required').max(3, 'validation.max_chars'),
      tags: z.array(z.string()).max(1, 'validation.max_items'),
      photo: z.string().superRefine((_, ctx) => {
        ctx.addIssue({ code: 'custom', message: 'validation.max_chars', params: { max: 9 } });
      }),
    });
    const issues = schema.safeParse({ title: 'long', tags: ['a', 'b'], photo: '' }).error?.issues;
    expect(issues?.map(issueMessage)).toEqual([
      { code: 'validation.max_chars', params: { max: 3 } },
      { code: 'validation.max_items', params: { max: 1 } },
      { code: 'validation.max_chars', params: { max: 9 } },
    ]);
    const empty = schema.safeParse({ title: '', tags: [], photo: '' }).error?.issues[0];
    expect(empty && formatMessage(issueMessage(empty))).toBe('Título é obrigatório');
  });
});

describe('pickRequestLanguage', () => {
  it('answers in the first language of Accept-Language the app speaks, else pt-BR', () => {
    expect(pickRequestLanguage(undefined)).toBe('pt-BR');
    expect(pickRequestLanguage('')).toBe('pt-BR');
    expect(pickRequestLanguage('en')).toBe('en');
    expect(pickRequestLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickRequestLanguage('de-DE, fr;q=0.8, en;q=0.5')).toBe('fr');
    expect(pickRequestLanguage('en;q=0.4, es;q=0.9')).toBe('es');
    expect(pickRequestLanguage('pt-PT')).toBe('pt-BR');
    expect(pickRequestLanguage('de, *;q=0.1')).toBe('pt-BR');
  });
});
