import { describe, expect, it } from 'vitest';
import {
  adminStatsSchema,
  adminUserCreateSchema,
  adminUserFormSchema,
  adminUserListItemSchema,
  adminUserUpdateSchema,
} from './admin';
import { errorsOf, ID, NOW } from './test-helpers';

describe('adminUserCreateSchema', () => {
  it("defaults the role to 'user'", () => {
    expect(adminUserCreateSchema.parse({ username: ' maria ', password: 'Segura123' })).toEqual({
      username: 'maria',
      password: 'Segura123',
      role: 'user',
    });
  });

  it('bounds the username to 3–100 characters', () => {
    expect(errorsOf(adminUserCreateSchema, { username: 'ab', password: 'Segura123' })).toEqual({
      username: ['Nome de usuário deve ter pelo menos 3 caracteres'],
    });
    expect(
      errorsOf(adminUserCreateSchema, { username: 'a'.repeat(101), password: 'Segura123' }),
    ).toEqual({ username: ['Máximo de 100 caracteres'] });
    expect(errorsOf(adminUserCreateSchema, { password: 'Segura123' })).toEqual({
      username: ['Nome de usuário é obrigatório'],
    });
  });

  it('applies the password rules and rejects an unknown role', () => {
    expect(
      errorsOf(adminUserCreateSchema, { username: 'maria', password: 'segura123', role: 'root' }),
    ).toEqual({
      password: ['Deve conter pelo menos uma letra maiúscula'],
      role: ['Papel inválido'],
    });
  });
});

describe('adminUserFormSchema', () => {
  it("reports different passwords on confirmPassword as 'As senhas não coincidem'", () => {
    expect(
      errorsOf(adminUserFormSchema, {
        username: 'maria',
        password: 'Segura123',
        confirmPassword: 'Segura321',
        role: 'admin',
      }),
    ).toEqual({ confirmPassword: ['As senhas não coincidem'] });
  });

  it('accepts matching passwords', () => {
    expect(
      adminUserFormSchema.safeParse({
        username: 'maria',
        password: 'Segura123',
        confirmPassword: 'Segura123',
      }).success,
    ).toBe(true);
  });
});

describe('adminUserUpdateSchema', () => {
  it('takes only a role', () => {
    expect(adminUserUpdateSchema.parse({ role: 'admin', username: 'x' })).toEqual({
      role: 'admin',
    });
    expect(adminUserUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('adminUserListItemSchema', () => {
  it('keeps id, username, name, email, role and createdAt, and nothing else', () => {
    expect(
      adminUserListItemSchema.parse({
        id: ID,
        username: 'maria',
        name: 'Maria',
        email: 'm@x.co',
        role: 'admin',
        createdAt: NOW,
        passwordHash: '$argon2id$...',
        stripeCustomerId: 'cus_1',
      }),
    ).toEqual({
      id: ID,
      username: 'maria',
      name: 'Maria',
      email: 'm@x.co',
      role: 'admin',
      createdAt: NOW,
    });
  });
});

describe('adminStatsSchema', () => {
  const stats = {
    totalUsers: 3,
    totalProjects: 4,
    totalArticles: 5,
    projectsByStatus: { in_progress: 3, completed: 1 },
    projectsByPhase: { phase1: 1, phase2: 1, phase3: 1, phase4: 1, phase5: 0 },
    usersByRole: { admin: 1, user: 2 },
    articlesByCategory: { empathize: 1, define: 1, ideate: 1, prototype: 1, test: 1 },
  };

  it('reads the statistics shape', () => {
    expect(adminStatsSchema.parse(stats)).toEqual(stats);
  });

  it('rejects a missing phase bucket or a negative count', () => {
    expect(
      adminStatsSchema.safeParse({
        ...stats,
        projectsByPhase: { phase1: 1, phase2: 1, phase3: 1, phase4: 1 },
      }).success,
    ).toBe(false);
    expect(adminStatsSchema.safeParse({ ...stats, totalUsers: -1 }).success).toBe(false);
  });
});
