import { describe, expect, it } from 'vitest';
import {
  buildPovStatement,
  hmwQuestionCreateSchema,
  hmwQuestionUpdateSchema,
  povStatementCreateSchema,
  povStatementUpdateSchema,
} from './define';
import { errorsOf, PROJECT_ID } from './test-helpers';

describe('POV statement', () => {
  const valid = {
    projectId: PROJECT_ID,
    user: 'Uma mãe que trabalha',
    need: 'de refeições rápidas',
    insight: 'tem pouco tempo à noite',
    statement: 'Uma mãe que trabalha precisa de refeições rápidas porque tem pouco tempo à noite',
  };

  it('defaults priority to medium', () => {
    expect(povStatementCreateSchema.parse(valid).priority).toBe('medium');
  });

  it('requires user, need, insight and statement', () => {
    expect(errorsOf(povStatementCreateSchema, { projectId: PROJECT_ID })).toEqual({
      user: ['Usuário é obrigatório'],
      need: ['Necessidade é obrigatória'],
      insight: ['Insight é obrigatório'],
      statement: ['Declaração é obrigatória'],
    });
  });

  it('accepts a priority change alone', () => {
    expect(povStatementUpdateSchema.parse({ priority: 'high' })).toEqual({ priority: 'high' });
    expect(errorsOf(povStatementUpdateSchema, { priority: 'urgent' })).toEqual({
      priority: ['Prioridade inválida'],
    });
  });

  it('builds the preview sentence only when all three parts are filled', () => {
    expect(buildPovStatement(' Ana ', 'de ajuda', 'está perdida')).toBe(
      'Ana precisa de ajuda porque está perdida',
    );
    expect(buildPovStatement('Ana', ' ', 'está perdida')).toBe('');
  });
});

describe('HMW question', () => {
  it('requires the question with the spec message', () => {
    expect(errorsOf(hmwQuestionCreateSchema, { projectId: PROJECT_ID, question: '' })).toEqual({
      question: ['Pergunta é obrigatória'],
    });
  });

  it('fills scope product, priority medium and empty texts; drops votes', () => {
    expect(
      hmwQuestionCreateSchema.parse({
        projectId: PROJECT_ID,
        question: 'Como poderíamos reduzir filas?',
        votes: 99,
      }),
    ).toEqual({
      projectId: PROJECT_ID,
      question: 'Como poderíamos reduzir filas?',
      category: '',
      context: '',
      challenge: '',
      scope: 'product',
      priority: 'medium',
      roundId: null,
      color: null,
      writerName: null,
      hiddenAt: null,
    });
  });

  it('rejects an unknown scope', () => {
    expect(
      errorsOf(hmwQuestionCreateSchema, { projectId: PROJECT_ID, question: 'Q', scope: 'x' }),
    ).toEqual({ scope: ['Escopo inválido'] });
  });

  it('accepts an update carrying only votes', () => {
    expect(hmwQuestionUpdateSchema.parse({ votes: 3 })).toEqual({ votes: 3 });
    expect(hmwQuestionUpdateSchema.safeParse({ votes: -1 }).success).toBe(false);
    expect(hmwQuestionUpdateSchema.safeParse({ votes: 1.5 }).success).toBe(false);
  });
});
