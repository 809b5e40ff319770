import { describe, expect, it } from 'vitest';
import {
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  INTERESTS,
  loginSchema,
  signupAccountSchema,
  signupPayloadSchema,
  signupProfileSchema,
} from './auth';
import { errorsOf } from './test-helpers';

describe('loginSchema', () => {
  it('requires username and password with the spec messages', () => {
    expect(errorsOf(loginSchema, { username: ' ', password: '' })).toEqual({
      username: ['Nome de usuário é obrigatório'],
      password: ['Senha é obrigatória'],
    });
    expect(errorsOf(loginSchema, {})).toEqual({
      username: ['Nome de usuário é obrigatório'],
      password: ['Senha é obrigatória'],
    });
  });

  it('trims the username, not the password', () => {
    expect(loginSchema.parse({ username: ' ana ', password: ' x ' })).toEqual({
      username: 'ana',
      password: ' x ',
    });
  });
});

describe('signupAccountSchema', () => {
  const valid = {
    name: 'Ana',
    email: 'ana@example.com',
    password: 'Segura123',
    confirmPassword: 'Segura123',
  };

  it('accepts a valid account', () => {
    expect(signupAccountSchema.parse(valid)).toEqual(valid);
  });

  it('gives the spec messages for name, email and password', () => {
    expect(
      errorsOf(signupAccountSchema, {
        name: 'A',
        email: 'ana',
        password: 'abc',
        confirmPassword: 'abc',
      }),
    ).toEqual({
      name: ['Nome deve ter pelo menos 2 caracteres'],
      email: ['Email inválido'],
      password: [
        'Senha deve ter pelo menos 8 caracteres',
        'Deve conter pelo menos uma letra maiúscula',
        'Deve conter pelo menos um número',
      ],
    });
  });

  it("reports different passwords on confirmPassword as 'Senhas não coincidem'", () => {
    expect(errorsOf(signupAccountSchema, { ...valid, confirmPassword: 'Segura124' })).toEqual({
      confirmPassword: ['Senhas não coincidem'],
    });
  });

  it('reports the mismatch even while another field is invalid', () => {
    expect(errorsOf(signupAccountSchema, { ...valid, name: '', confirmPassword: 'outra' })).toEqual(
      {
        name: ['Nome deve ter pelo menos 2 caracteres'],
        confirmPassword: ['Senhas não coincidem'],
      },
    );
  });
});

describe('signupProfileSchema', () => {
  const valid = {
    role: 'Designer',
    industry: 'Design',
    experience: 'Iniciante (0-2 anos)',
    state: 'SP',
    city: 'São Paulo',
    zipCode: '01310-100',
  };

  it("defaults country to 'Brasil' and the optional fields to empty", () => {
    expect(signupProfileSchema.parse(valid)).toEqual({
      ...valid,
      company: '',
      country: 'Brasil',
      phone: '',
      bio: '',
      interests: [],
    });
  });

  it('gives the spec message for each required field', () => {
    expect(errorsOf(signupProfileSchema, { country: ' ', zipCode: '123' })).toEqual({
      role: ['Cargo/função é obrigatório'],
      industry: ['Área de atuação é obrigatória'],
      experience: ['Experiência é obrigatória'],
      country: ['País é obrigatório'],
      state: ['Estado é obrigatório'],
      city: ['Cidade é obrigatória'],
      zipCode: ['CEP deve ter pelo menos 5 caracteres'],
    });
  });

  it('accepts industry and experience outside the option lists', () => {
    expect(signupProfileSchema.safeParse({ ...valid, industry: 'Agronegócio' }).success).toBe(true);
  });

  it('offers the spec options', () => {
    expect(INDUSTRIES).toHaveLength(13);
    expect(INDUSTRIES[0]).toBe('Tecnologia');
    expect(INDUSTRIES.at(-1)).toBe('Outro');
    expect(EXPERIENCE_LEVELS).toEqual([
      'Iniciante (0-2 anos)',
      'Intermediário (3-5 anos)',
      'Sênior (6-10 anos)',
      'Especialista (10+ anos)',
    ]);
    expect(INTERESTS).toHaveLength(10);
    expect(INTERESTS).toContain('Workshop Facilitation');
  });
});

describe('signupPayloadSchema', () => {
  it('merges both steps without the confirmation', () => {
    const payload = signupPayloadSchema.parse({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'Segura123',
      confirmPassword: 'Segura123',
      role: 'Designer',
      industry: 'Design',
      experience: 'Sênior (6-10 anos)',
      state: 'SP',
      city: 'Campinas',
      zipCode: '13000-000',
      interests: ['Design Thinking'],
    });
    expect(payload).not.toHaveProperty('confirmPassword');
    expect(payload).toMatchObject({
      name: 'Ana',
      password: 'Segura123',
      role: 'Designer',
      country: 'Brasil',
      interests: ['Design Thinking'],
    });
  });

  it('still enforces the password rules', () => {
    expect(
      errorsOf(signupPayloadSchema, {
        name: 'Ana',
        email: 'ana@example.com',
        password: 'fraca',
        role: 'r',
        industry: 'i',
        experience: 'e',
        state: 's',
        city: 'c',
        zipCode: '12345',
      }).password,
    ).toContain('Senha deve ter pelo menos 8 caracteres');
  });
});
