import { describe, expect, it } from 'vitest';
import {
  MAX_PROTOTYPE_IMAGE_BYTES,
  PROTOTYPE_MIN_VERSION,
  PROTOTYPE_TYPE_LABELS,
  prototypeCreateSchema,
  prototypeUpdateSchema,
} from './prototype';
import { errorsOf, ID, PROJECT_ID } from './test-helpers';

const valid = { projectId: PROJECT_ID, name: 'Protótipo A', description: 'Tela de login' };

describe('prototypeCreateSchema', () => {
  it('requires the description with the spec message', () => {
    expect(errorsOf(prototypeCreateSchema, { ...valid, description: ' ' })).toEqual({
      description: ['Descrição é obrigatória'],
    });
  });

  it('defaults to a digital version 1 with no idea, materials or images', () => {
    expect(prototypeCreateSchema.parse(valid)).toEqual({
      ...valid,
      ideaId: null,
      type: 'digital',
      materials: [],
      images: [],
      version: 1,
      feedback: '',
    });
  });

  it('keeps the version at 1 or more', () => {
    expect(PROTOTYPE_MIN_VERSION).toBe(1);
    expect(errorsOf(prototypeCreateSchema, { ...valid, version: 0 })).toEqual({
      version: ['Versão deve ser no mínimo 1'],
    });
  });

  it('links an idea by id', () => {
    expect(prototypeCreateSchema.parse({ ...valid, ideaId: ID }).ideaId).toBe(ID);
    expect(prototypeCreateSchema.safeParse({ ...valid, ideaId: 'idea-1' }).success).toBe(false);
  });

  it('takes web addresses and small image data URLs as images', () => {
    const images = ['https://example.com/a.png', 'data:image/png;base64,iVBORw0K'];
    expect(prototypeCreateSchema.parse({ ...valid, images }).images).toEqual(images);
    expect(errorsOf(prototypeCreateSchema, { ...valid, images: ['ftp://x/a.png'] })).toEqual({
      'images.0': ['URL da imagem inválida'],
    });
    expect(
      errorsOf(prototypeCreateSchema, { ...valid, images: ['data:text/html;base64,PGI+'] }),
    ).toEqual({ 'images.0': ['Imagem inválida: use PNG, JPEG, GIF ou WebP'] });
  });

  it('rejects an image over 2 MB', () => {
    const body = 'A'.repeat(Math.ceil((MAX_PROTOTYPE_IMAGE_BYTES + 3) / 3) * 4);
    expect(
      errorsOf(prototypeCreateSchema, { ...valid, images: [`data:image/png;base64,${body}`] }),
    ).toEqual({ 'images.0': ['A imagem deve ter no máximo 2MB'] });
  });

  it('labels the four types', () => {
    expect(PROTOTYPE_TYPE_LABELS).toEqual({
      digital: 'Digital',
      physical: 'Físico',
      paper: 'Papel',
      storyboard: 'Storyboard',
    });
  });
});

describe('prototypeUpdateSchema', () => {
  it('updates only what is sent and can unlink the idea', () => {
    expect(prototypeUpdateSchema.parse({ ideaId: null, version: 2 })).toEqual({
      ideaId: null,
      version: 2,
    });
  });
});
