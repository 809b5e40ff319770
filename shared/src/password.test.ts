import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages/format';
import { issueMessage } from './messages/zod-issue';
import { passwordSchema, passwordStrength } from './password';

/** The rules a password breaks, as a pt-BR reader reads them. */
function messages(input: unknown): string[] {
  const result = passwordSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => formatMessage(issueMessage(issue)));
}

describe('passwordSchema', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordSchema.parse('Segura123')).toBe('Segura123');
  });

  it('gives the spec message for each broken rule', () => {
    expect(messages('Ab1')).toEqual(['Senha deve ter pelo menos 8 caracteres']);
    expect(messages('segura123')).toEqual(['Deve conter pelo menos uma letra maiúscula']);
    expect(messages('SEGURA123')).toEqual(['Deve conter pelo menos uma letra minúscula']);
    expect(messages('SeguraSenha')).toEqual(['Deve conter pelo menos um número']);
    expect(messages('abc')).toEqual([
      'Senha deve ter pelo menos 8 caracteres',
      'Deve conter pelo menos uma letra maiúscula',
      'Deve conter pelo menos um número',
    ]);
  });

  it('accepts exactly 8 and 128 characters, not 129', () => {
    expect(messages('Abcdef12')).toEqual([]);
    expect(messages(`Ab1${'x'.repeat(125)}`)).toEqual([]);
    expect(messages(`Ab1${'x'.repeat(126)}`)).toEqual(['Senha deve ter no máximo 128 caracteres']);
  });

  it('counts accented capitals as uppercase', () => {
    expect(messages('Élan12345')).toEqual([]);
    expect(messages('élan12345')).toEqual(['Deve conter pelo menos uma letra maiúscula']);
  });

  it('does not trim', () => {
    expect(passwordSchema.parse(' Segura123 ')).toBe(' Segura123 ');
  });

  it('asks for a password when there is none', () => {
    expect(messages(undefined)).toEqual(['Senha é obrigatória']);
  });
});

describe('passwordStrength', () => {
  it('is weak with 2 points or fewer', () => {
    expect(passwordStrength('')).toEqual({ score: 0, level: 'weak', label: 'Fraca', percent: 33 });
    // lowercase + length
    expect(passwordStrength('abcdefgh')).toEqual({
      score: 2,
      level: 'weak',
      label: 'Fraca',
      percent: 33,
    });
  });

  it('is medium with 3 points', () => {
    // lowercase + uppercase + length
    expect(passwordStrength('Abcdefgh')).toEqual({
      score: 3,
      level: 'medium',
      label: 'Média',
      percent: 66,
    });
  });

  it('is strong with 4 points or more', () => {
    expect(passwordStrength('Abcdefg1')).toEqual({
      score: 4,
      level: 'strong',
      label: 'Forte',
      percent: 100,
    });
    expect(passwordStrength('Abcdef1!').score).toBe(5);
  });

  it('gives one point per rule', () => {
    expect(passwordStrength('a').score).toBe(1);
    expect(passwordStrength('A').score).toBe(1);
    expect(passwordStrength('1').score).toBe(1);
    expect(passwordStrength('!').score).toBe(1);
    expect(passwordStrength('a!1A').score).toBe(4);
  });
});
