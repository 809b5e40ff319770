import { describe, expect, it } from 'vitest';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  FREE_TRIAL_DAYS,
  MOST_POPULAR_PLAN,
  subscriptionPlanSchema,
  userSubscriptionSchema,
} from './plans';
import { errorsOf, ID, NOW, OTHER_ID } from './test-helpers';

describe('subscriptionPlanSchema', () => {
  const plan = {
    id: ID,
    name: 'pro',
    displayName: 'Pro',
    priceMonthly: 4990,
    priceYearly: 53890,
    createdAt: NOW,
  };

  it('reads empty limits as unlimited and fills flags, order and isActive', () => {
    expect(subscriptionPlanSchema.parse(plan)).toEqual({
      ...plan,
      description: '',
      stripePriceIdMonthly: null,
      stripePriceIdYearly: null,
      maxProjects: null,
      maxPersonasPerProject: null,
      maxUsersPerTeam: null,
      maxRoomGuests: null,
      aiChatLimit: null,
      libraryArticlesCount: null,
      features: [],
      exportFormats: [],
      hasAiAnalysis: false,
      hasAdvancedTools: false,
      hasCollaboration: false,
      hasPermissionManagement: false,
      hasSharedWorkspace: false,
      hasCommentsAndFeedback: false,
      hasSso: false,
      hasCustomApi: false,
      hasCustomIntegrations: false,
      has24x7Support: false,
      order: 0,
      isActive: true,
    });
  });

  it('takes prices as whole cents', () => {
    expect(subscriptionPlanSchema.safeParse({ ...plan, priceMonthly: 49.9 }).success).toBe(false);
    expect(subscriptionPlanSchema.safeParse({ ...plan, priceYearly: -1 }).success).toBe(false);
  });

  it('knows the four plan names', () => {
    expect(errorsOf(subscriptionPlanSchema, { ...plan, name: 'gold' })).toEqual({
      name: ['Plano inválido'],
    });
  });

  it('names the constants', () => {
    expect(MOST_POPULAR_PLAN).toBe('pro');
    expect(FREE_TRIAL_DAYS).toBe(7);
  });
});

describe('userSubscriptionSchema', () => {
  it("defaults status 'active' and cancelAtPeriodEnd false", () => {
    const subscription = userSubscriptionSchema.parse({
      id: ID,
      userId: OTHER_ID,
      planId: ID,
      billingPeriod: 'yearly',
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
      currentPeriodEnd: null,
    });
  });
});

describe('checkout', () => {
  it('requires a plan id and a monthly or yearly period', () => {
    expect(checkoutRequestSchema.parse({ planId: ID, billingPeriod: 'monthly' })).toEqual({
      planId: ID,
      billingPeriod: 'monthly',
    });
    expect(errorsOf(checkoutRequestSchema, { planId: ID, billingPeriod: 'weekly' })).toEqual({
      billingPeriod: ['Período de cobrança inválido'],
    });
  });

  it('answers with a payment page address', () => {
    expect(checkoutResponseSchema.parse({ url: 'https://checkout.stripe.com/c/1' })).toEqual({
      url: 'https://checkout.stripe.com/c/1',
    });
    expect(checkoutResponseSchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
  });
});
