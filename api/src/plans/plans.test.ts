import { subscriptionPlanSchema, yearlySavingPercent } from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const context = useTestApp();

type Plan = Record<string, unknown> & { name: string; priceMonthly: number; priceYearly: number };

describe('GET /api/subscription-plans', () => {
  it('answers the four plans to a visitor, in order, in the shared shape', async () => {
    const response = await context.client().get<Plan[]>('/api/subscription-plans');
    expect(response.status).toBe(200);
    const plans = response.body;
    expect(plans.map((plan) => [plan.name, plan.displayName, plan.order])).toEqual([
      ['free', 'Free', 0],
      ['pro', 'Pro', 1],
      ['team', 'Team', 2],
      ['enterprise', 'Enterprise', 3],
    ]);
    for (const plan of plans) {
      // Exactly the schema's fields: nothing missing, nothing extra (no sort_order, is_active...).
      expect(subscriptionPlanSchema.strict().parse(plan)).toEqual(plan);
      expect(plan.isActive).toBe(true);
      expect(new Date(plan.createdAt as string).toISOString()).toBe(plan.createdAt);
    }
  });

  it('carries the prices in BRL cents, the yearly ones about 10% below twelve months', async () => {
    const { body: plans } = await context.client().get<Plan[]>('/api/subscription-plans');
    expect(plans.map((plan) => [plan.priceMonthly, plan.priceYearly])).toEqual([
      [0, 0],
      [4900, 52900],
      [9900, 106900],
      [29900, 322900],
    ]);
    for (const plan of plans.slice(1)) {
      expect(yearlySavingPercent(plan.priceMonthly, plan.priceYearly)).toBe(10);
    }
  });

  it('grows the limits and flags with the tier; null means unlimited', async () => {
    const { body: plans } = await context.client().get<Plan[]>('/api/subscription-plans');
    const [free, pro, team, enterprise] = plans;
    expect(free).toMatchObject({
      maxProjects: 3,
      maxPersonasPerProject: 3,
      maxUsersPerTeam: 1,
      aiChatLimit: 20,
      libraryArticlesCount: 10,
      exportFormats: ['pdf'],
      hasCollaboration: false,
      hasSso: false,
    });
    expect(pro).toMatchObject({
      maxProjects: 20,
      maxPersonasPerProject: 10,
      maxUsersPerTeam: null,
      aiChatLimit: 200,
      libraryArticlesCount: null,
      exportFormats: ['pdf', 'png', 'csv'],
      hasCollaboration: false,
    });
    expect(team).toMatchObject({
      maxProjects: null,
      maxPersonasPerProject: null,
      maxUsersPerTeam: 10,
      aiChatLimit: 1000,
      hasCollaboration: true,
      hasPermissionManagement: true,
      hasSharedWorkspace: true,
      hasCommentsAndFeedback: true,
      hasSso: false,
      has24x7Support: false,
    });
    expect(enterprise).toMatchObject({
      maxProjects: null,
      maxPersonasPerProject: null,
      maxUsersPerTeam: null,
      aiChatLimit: null,
      libraryArticlesCount: null,
      hasCollaboration: true,
      hasSso: true,
      hasCustomApi: true,
      hasCustomIntegrations: true,
      has24x7Support: true,
    });
    for (const plan of plans) {
      expect((plan.features as string[]).length).toBeGreaterThan(0);
      expect(plan.description).not.toBe('');
    }
  });

  it('leaves out an inactive plan', async () => {
    const { sql } = context.db;
    await sql`UPDATE subscription_plans SET is_active = false WHERE name = 'team'`;
    try {
      const { body: plans } = await context.client().get<Plan[]>('/api/subscription-plans');
      expect(plans.map((plan) => plan.name)).toEqual(['free', 'pro', 'enterprise']);
    } finally {
      await sql`UPDATE subscription_plans SET is_active = true WHERE name = 'team'`;
    }
  });
});
