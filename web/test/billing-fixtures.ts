import type { SubscriptionPlan, SubscriptionSummary } from '@trilha/shared';

/** Every feature flag of a plan, off: plan fixtures switch on what a test is about. */
export const NO_PLAN_FLAGS = {
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
};

/** A plan record as the server answers it; tests override the limits they are about. */
export const PRO_PLAN: SubscriptionPlan = {
  id: '0190c000-0000-7000-8000-000000000301',
  name: 'pro',
  displayName: 'Pro',
  description: 'Plano Pro',
  priceMonthly: 4900,
  priceYearly: 52900,
  stripePriceIdMonthly: null,
  stripePriceIdYearly: null,
  maxProjects: 3,
  maxPersonasPerProject: 10,
  maxUsersPerTeam: null,
  maxRoomGuests: 30,
  aiChatLimit: 20,
  libraryArticlesCount: null,
  features: ['Ferramentas básicas'],
  exportFormats: ['pdf', 'png', 'csv'],
  ...NO_PLAN_FLAGS,
  // As the real Pro plan: the analysis and the templates (docs/decisions/0022).
  hasAiAnalysis: true,
  hasAdvancedTools: true,
  order: 1,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A subscription summary as GET /api/subscription answers it; override what a test is about. */
export function summary(overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return {
    plan: PRO_PLAN,
    status: 'active',
    billingPeriod: 'monthly',
    currentPeriodEnd: '2026-07-15T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    trialEndsAt: null,
    trialUsed: true,
    hasPaymentAccount: true,
    unlimited: false,
    usage: { projects: 2, aiChatThisMonth: 5 },
    endedTrial: null,
    supportUrl: null,
    ...overrides,
  };
}
