import { describe, expect, it } from 'vitest';
import {
  projectCreateSchema,
  projectSchema,
  projectStatsSchema,
  projectUpdateSchema,
} from './project';
import { errorsOf, ID, NOW, OTHER_ID } from './test-helpers';

describe('projectSchema', () => {
  it('fills the spec defaults', () => {
    const project = projectSchema.parse({
      id: ID,
      ownerId: OTHER_ID,
      name: 'Onboarding',
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(project).toMatchObject({
      description: '',
      status: 'in_progress',
      currentPhase: 1,
      completionRate: 0,
    });
  });

  it('bounds completionRate to 0–100', () => {
    const base = { id: ID, ownerId: OTHER_ID, name: 'P', createdAt: NOW, updatedAt: NOW };
    expect(projectSchema.safeParse({ ...base, completionRate: 100 }).success).toBe(true);
    expect(projectSchema.safeParse({ ...base, completionRate: 101 }).success).toBe(false);
  });
});

describe('projectCreateSchema', () => {
  it('requires a name with the spec message', () => {
    expect(errorsOf(projectCreateSchema, { name: '   ' })).toEqual({
      name: ['Nome do projeto é obrigatório'],
    });
    expect(errorsOf(projectCreateSchema, {})).toEqual({ name: ['Nome do projeto é obrigatório'] });
  });

  it('takes a name, an optional description and an optional client id; drops the rest', () => {
    expect(
      projectCreateSchema.parse({
        id: ID,
        name: ' Onboarding ',
        status: 'completed',
        completionRate: 90,
        ownerId: OTHER_ID,
        version: 7,
      }),
    ).toEqual({ id: ID, name: 'Onboarding', description: '' });
  });

  it('bounds the name', () => {
    expect(errorsOf(projectCreateSchema, { name: 'x'.repeat(201) })).toEqual({
      name: ['Máximo de 200 caracteres'],
    });
  });
});

describe('projectUpdateSchema', () => {
  it('accepts a phase change alone, with no defaults filled in', () => {
    expect(projectUpdateSchema.parse({ currentPhase: 3 })).toEqual({ currentPhase: 3 });
  });

  it('rejects a phase outside 1–5 and an unknown status', () => {
    expect(errorsOf(projectUpdateSchema, { currentPhase: 6 })).toEqual({
      currentPhase: ['Fase deve ser um número de 1 a 5'],
    });
    expect(errorsOf(projectUpdateSchema, { status: 'archived' })).toEqual({
      status: ['Status inválido'],
    });
  });

  it('never carries server-owned or fixed fields', () => {
    expect(
      projectUpdateSchema.parse({ id: ID, ownerId: OTHER_ID, completionRate: 50, name: 'N' }),
    ).toEqual({ name: 'N' });
  });
});

describe('projectStatsSchema', () => {
  it('holds two non-negative counts', () => {
    expect(projectStatsSchema.parse({ completedTools: 2, totalTools: 8 })).toEqual({
      completedTools: 2,
      totalTools: 8,
    });
    expect(projectStatsSchema.safeParse({ completedTools: -1, totalTools: 8 }).success).toBe(false);
  });
});
