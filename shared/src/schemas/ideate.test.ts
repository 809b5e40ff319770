import { describe, expect, it } from 'vitest';
import {
  FEASIBILITY_LABELS,
  IDEA_STATUS_LABELS,
  IMPACT_LABELS,
  ideaCreateSchema,
  ideaSchema,
  ideaUpdateSchema,
  VOTE_INCREMENT,
  VOTE_LOCK_MS,
} from './ideate';
import { errorsOf, ID, NOW, PROJECT_ID } from './test-helpers';

const valid = { projectId: PROJECT_ID, title: 'App de caronas', description: 'Para vizinhos' };

describe('ideaCreateSchema', () => {
  it('requires title and description', () => {
    expect(errorsOf(ideaCreateSchema, { projectId: PROJECT_ID })).toEqual({
      title: ['Título é obrigatório'],
      description: ['Descrição é obrigatória'],
    });
  });

  it('fills the defaults and drops votes and other server fields', () => {
    expect(ideaCreateSchema.parse({ ...valid, votes: 99, ownerId: ID, createdAt: NOW })).toEqual({
      ...valid,
      category: '',
      feasibility: null,
      impact: null,
      status: 'idea',
      roundId: null,
      color: null,
      writerName: null,
      hiddenAt: null,
    });
  });

  it('rates feasibility and impact from 1 to 5', () => {
    expect(ideaCreateSchema.parse({ ...valid, feasibility: 1, impact: 5 })).toMatchObject({
      feasibility: 1,
      impact: 5,
    });
    expect(errorsOf(ideaCreateSchema, { ...valid, feasibility: 0, impact: 6 })).toEqual({
      feasibility: ['Viabilidade deve ser de 1 a 5'],
      impact: ['Impacto deve ser de 1 a 5'],
    });
  });

  it('keeps a client-generated id', () => {
    expect(ideaCreateSchema.parse({ ...valid, id: ID }).id).toBe(ID);
  });
});

describe('ideaUpdateSchema', () => {
  it('accepts an update carrying only votes', () => {
    expect(ideaUpdateSchema.parse({ votes: 3 })).toEqual({ votes: 3 });
  });

  it('can clear a rating with null', () => {
    expect(ideaUpdateSchema.parse({ feasibility: null })).toEqual({ feasibility: null });
  });

  it('sets any of the four statuses', () => {
    expect(ideaUpdateSchema.parse({ status: 'tested' })).toEqual({ status: 'tested' });
    expect(errorsOf(ideaUpdateSchema, { status: 'done' })).toEqual({ status: ['Status inválido'] });
  });
});

describe('ideaSchema', () => {
  it('starts votes at 0', () => {
    expect(ideaSchema.parse({ ...valid, id: ID, createdAt: NOW, updatedAt: NOW }).votes).toBe(0);
  });
});

describe('idea constants', () => {
  it('match the spec', () => {
    expect(VOTE_INCREMENT).toBe(1);
    expect(VOTE_LOCK_MS).toBe(1000);
    expect(FEASIBILITY_LABELS[1]).toBe('Muito difícil');
    expect(FEASIBILITY_LABELS[5]).toBe('Muito fácil');
    expect(IMPACT_LABELS[1]).toBe('Baixo impacto');
    expect(IMPACT_LABELS[5]).toBe('Impacto transformador');
    expect(Object.keys(IDEA_STATUS_LABELS)).toEqual(['idea', 'selected', 'prototype', 'tested']);
  });
});
