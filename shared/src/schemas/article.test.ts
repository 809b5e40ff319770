import { describe, expect, it } from 'vitest';
import {
  articleCategoryLabel,
  articleCreateSchema,
  articleUpdateSchema,
  joinTags,
  splitTags,
} from './article';
import { errorsOf } from './test-helpers';

const valid = { title: 'O que é empatia', content: '# Empatia\n\nTexto.', author: 'Equipe' };

describe('articleCreateSchema', () => {
  it('defaults category empathize, published true, no description and no tags', () => {
    expect(articleCreateSchema.parse(valid)).toEqual({
      ...valid,
      category: 'empathize',
      description: '',
      tags: [],
      published: true,
    });
  });

  it('requires title, content and author', () => {
    expect(errorsOf(articleCreateSchema, {})).toEqual({
      title: ['Título é obrigatório'],
      content: ['Conteúdo é obrigatório'],
      author: ['Autor é obrigatório'],
    });
  });

  it('takes only the five phase keys as categories', () => {
    expect(articleCreateSchema.parse({ ...valid, category: 'test' }).category).toBe('test');
    expect(errorsOf(articleCreateSchema, { ...valid, category: 'marketing' })).toEqual({
      category: ['Categoria inválida'],
    });
  });

  it('bounds the content at 100,000 characters and the tags at 20', () => {
    expect(articleCreateSchema.safeParse({ ...valid, content: 'x'.repeat(100_000) }).success).toBe(
      true,
    );
    expect(errorsOf(articleCreateSchema, { ...valid, content: 'x'.repeat(100_001) })).toEqual({
      content: ['Máximo de 100000 caracteres'],
    });
    const tags = Array.from({ length: 21 }, (_, i) => `tag${i}`);
    expect(errorsOf(articleCreateSchema, { ...valid, tags })).toEqual({
      tags: ['Máximo de 20 itens'],
    });
  });
});

describe('articleUpdateSchema', () => {
  it('can publish or unpublish alone', () => {
    expect(articleUpdateSchema.parse({ published: false })).toEqual({ published: false });
  });
});

describe('tags text', () => {
  it('splits on commas, trims and drops empty items', () => {
    expect(splitTags(' ux, pesquisa ,, entrevistas ,')).toEqual(['ux', 'pesquisa', 'entrevistas']);
    expect(splitTags('')).toEqual([]);
    expect(splitTags(' , ')).toEqual([]);
  });

  it('joins tags back for the form', () => {
    expect(joinTags(['ux', 'pesquisa'])).toBe('ux, pesquisa');
    expect(splitTags(joinTags(['a', 'b']))).toEqual(['a', 'b']);
  });

  it('labels a category with its phase name', () => {
    expect(articleCategoryLabel('ideate')).toBe('Idear');
  });
});
