import { describe, expect, it } from 'vitest';
import {
  chatContextSchema,
  chatRequestSchema,
  chatSuggestionsRequestSchema,
  chatSuggestionsResponseSchema,
  USER_LEVEL_LABELS,
} from './chat';
import { errorsOf, NOW, PROJECT_ID } from './test-helpers';

const context = { currentPhase: 2, userLevel: 'beginner' };
const message = { role: 'user', content: 'Como faço uma persona?', timestamp: NOW };

describe('chatRequestSchema', () => {
  it('accepts messages with a context', () => {
    expect(chatRequestSchema.parse({ messages: [message], context })).toEqual({
      messages: [message],
      context,
    });
  });

  it('rejects an empty or whitespace-only message', () => {
    expect(
      errorsOf(chatRequestSchema, { messages: [{ ...message, content: '   ' }], context }),
    ).toEqual({ 'messages.0.content': ['Mensagem é obrigatória'] });
  });

  it('bounds a message at 8000 characters and a conversation at 1–50 messages', () => {
    expect(
      chatRequestSchema.safeParse({
        messages: [{ ...message, content: 'x'.repeat(8000) }],
        context,
      }).success,
    ).toBe(true);
    expect(
      errorsOf(chatRequestSchema, {
        messages: [{ ...message, content: 'x'.repeat(8001) }],
        context,
      }),
    ).toEqual({ 'messages.0.content': ['Mensagem deve ter no máximo 8000 caracteres'] });
    expect(errorsOf(chatRequestSchema, { messages: [], context })).toEqual({
      messages: ['Envie pelo menos uma mensagem'],
    });
    expect(
      chatRequestSchema.safeParse({ messages: Array(51).fill(message), context }).success,
    ).toBe(false);
  });

  it('rejects a role other than user or assistant', () => {
    expect(
      chatRequestSchema.safeParse({ messages: [{ ...message, role: 'system' }], context }).success,
    ).toBe(false);
  });
});

describe('chatContextSchema', () => {
  it('takes a phase 1–5, a level and an optional project', () => {
    expect(chatContextSchema.parse({ ...context, projectId: PROJECT_ID }).projectId).toBe(
      PROJECT_ID,
    );
    expect(chatContextSchema.safeParse({ ...context, currentPhase: 6 }).success).toBe(false);
    expect(errorsOf(chatContextSchema, { ...context, userLevel: 'guru' })).toEqual({
      userLevel: ['Nível inválido'],
    });
  });

  it('labels the levels', () => {
    expect(USER_LEVEL_LABELS).toEqual({
      beginner: 'Iniciante',
      intermediate: 'Intermediário',
      advanced: 'Avançado',
    });
  });
});

describe('suggestions', () => {
  it("defaults the topic to 'Design Thinking', also when blank", () => {
    expect(chatSuggestionsRequestSchema.parse({ context }).topic).toBe('Design Thinking');
    expect(chatSuggestionsRequestSchema.parse({ context, topic: '  ' }).topic).toBe(
      'Design Thinking',
    );
    expect(chatSuggestionsRequestSchema.parse({ context, topic: ' personas ' }).topic).toBe(
      'personas',
    );
  });

  it('reads a missing suggestions list as empty', () => {
    expect(chatSuggestionsResponseSchema.parse({})).toEqual({ suggestions: [] });
  });
});
