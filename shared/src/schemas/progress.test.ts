import { describe, expect, it } from 'vitest';
import { userProgressCreateSchema, userProgressSchema, userProgressUpdateSchema } from './progress';
import { ID, NOW, OTHER_ID, PROJECT_ID } from './test-helpers';

describe('userProgressSchema', () => {
  it('defaults points and timeSpent to 0 and lists to []', () => {
    expect(
      userProgressSchema.parse({
        id: ID,
        userId: OTHER_ID,
        projectId: PROJECT_ID,
        phase: 2,
        updatedAt: NOW,
      }),
    ).toMatchObject({ points: 0, timeSpent: 0, completedTools: [], badges: [] });
  });
});

describe('userProgressCreateSchema', () => {
  it('drops the user, points and badges a client sends', () => {
    expect(
      userProgressCreateSchema.parse({
        projectId: PROJECT_ID,
        phase: 1,
        userId: OTHER_ID,
        points: 1000,
        badges: ['mestre'],
      }),
    ).toEqual({ projectId: PROJECT_ID, phase: 1, completedTools: [], timeSpent: 0 });
  });
});

describe('userProgressUpdateSchema', () => {
  it('updates only what is sent', () => {
    expect(userProgressUpdateSchema.parse({ completedTools: ['mapa-de-empatia'] })).toEqual({
      completedTools: ['mapa-de-empatia'],
    });
    expect(userProgressUpdateSchema.safeParse({ timeSpent: -5 }).success).toBe(false);
  });
});
