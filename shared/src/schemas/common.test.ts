import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dateSchema,
  idSchema,
  isWellFormedText,
  lenientTextList,
  optionalText,
  phaseNumberSchema,
  requiredText,
  textList,
  timestampSchema,
  todayUtc,
  updateSchemaOf,
} from './common';
import { errorsOf, ID } from './test-helpers';

describe('idSchema', () => {
  it('accepts a UUID v7 and rejects anything else', () => {
    expect(idSchema.safeParse(ID).success).toBe(true);
    expect(idSchema.safeParse('42').success).toBe(false);
    expect(errorsOf(idSchema, 'abc')).toEqual({ '': ['Identificador inválido'] });
  });
});

describe('timestampSchema and dateSchema', () => {
  it('accept ISO date-times with Z or an offset', () => {
    expect(timestampSchema.safeParse('2026-11-23T10:00:00.000Z').success).toBe(true);
    expect(timestampSchema.safeParse('2026-11-23T10:00:00-03:00').success).toBe(true);
    expect(timestampSchema.safeParse('23/11/2026').success).toBe(false);
  });

  it('accept real calendar dates only', () => {
    expect(dateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(errorsOf(dateSchema, '2026-02-30')).toEqual({ '': ['Data inválida'] });
    expect(errorsOf(dateSchema, '')).toEqual({ '': ['Data é obrigatória'] });
  });

  it('todayUtc gives the UTC calendar date', () => {
    expect(todayUtc(new Date('2026-11-23T23:30:00-03:00'))).toBe('2026-11-24');
    expect(todayUtc(new Date('2026-01-05T00:00:00Z'))).toBe('2026-01-05');
  });
});

describe('text helpers', () => {
  it('requiredText trims and uses one message for missing and blank', () => {
    const schema = requiredText('validation.name_required', 5);
    expect(schema.parse('  Ana  ')).toBe('Ana');
    expect(errorsOf(schema, '   ')).toEqual({ '': ['Nome é obrigatório'] });
    expect(errorsOf(schema, undefined)).toEqual({ '': ['Nome é obrigatório'] });
    expect(errorsOf(schema, 'Marcela')).toEqual({ '': ['Máximo de 5 caracteres'] });
  });

  it("optionalText defaults to '' and bounds the length", () => {
    const schema = optionalText(3);
    expect(schema.parse(undefined)).toBe('');
    expect(schema.parse(' ab ')).toBe('ab');
    expect(errorsOf(schema, 'abcd')).toEqual({ '': ['Máximo de 3 caracteres'] });
    expect(schema.safeParse(null).success).toBe(false);
  });

  it('textList rejects blank items and bounds the list', () => {
    const schema = textList(10, 2);
    expect(schema.parse(undefined)).toEqual([]);
    expect(schema.parse([' a ', 'b'])).toEqual(['a', 'b']);
    expect(errorsOf(schema, ['a', ' '])).toEqual({ '1': ['Item não pode ficar em branco'] });
    expect(errorsOf(schema, ['a', 'b', 'c'])).toEqual({ '': ['Máximo de 2 itens'] });
  });

  it('lenientTextList drops blank items', () => {
    expect(lenientTextList().parse(['  ', ' x ', ''])).toEqual(['x']);
  });
});

describe('phaseNumberSchema', () => {
  it('accepts 1 to 5 only', () => {
    expect(phaseNumberSchema.parse(5)).toBe(5);
    expect(errorsOf(phaseNumberSchema, 0)).toEqual({ '': ['Fase deve ser um número de 1 a 5'] });
    expect(phaseNumberSchema.safeParse(2.5).success).toBe(false);
  });
});

describe('updateSchemaOf', () => {
  const entity = z.object({
    name: requiredText('validation.name_required'),
    note: optionalText(),
    score: z.int().nullable().default(null),
  });
  const update = updateSchemaOf(entity);

  it('makes every field optional and applies no default', () => {
    expect(update.parse({})).toEqual({});
    expect(update.parse({ note: 'x' })).toEqual({ note: 'x' });
  });

  it('keeps the rules of the fields it is given', () => {
    expect(errorsOf(update, { name: ' ' })).toEqual({ name: ['Nome é obrigatório'] });
    expect(update.parse({ score: null })).toEqual({ score: null });
  });
});

describe('text (the rule every string field starts from)', () => {
  const field = requiredText('validation.name_required');
  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'emoji pela metade \uD83D'],
    ['a lone low surrogate', '\uDE00 no início'],
  ])('refuses %s with one clear message', (_, value) => {
    expect(errorsOf(field, value)).toEqual({ '': ['O texto contém caracteres inválidos.'] });
    expect(errorsOf(textList(), ['ok', value])).toEqual({
      '1': ['O texto contém caracteres inválidos.'],
    });
  });

  it('accepts real text, emoji and accents included', () => {
    expect(field.parse('Ação 😀 ok')).toBe('Ação 😀 ok');
    expect(isWellFormedText('\uD83D\uDE00')).toBe(true);
  });
});
