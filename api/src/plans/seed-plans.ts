import type { SubscriptionPlan } from '@trilha/shared';

/** A plan as seeded: the database gives it an id and a creation time, Stripe ids come later. */
export type SeedPlan = Omit<
  SubscriptionPlan,
  'id' | 'createdAt' | 'stripePriceIdMonthly' | 'stripePriceIdYearly' | 'isActive'
>;

const NO_FLAGS = {
  hasCollaboration: false,
  hasPermissionManagement: false,
  hasSharedWorkspace: false,
  hasCommentsAndFeedback: false,
  hasSso: false,
  hasCustomApi: false,
  hasCustomIntegrations: false,
  has24x7Support: false,
} as const;

const ALL_EXPORTS: SeedPlan['exportFormats'] = ['pdf', 'png', 'csv'];

/**
 * The four plans of the pricing page. Prices are cents of BRL; each yearly price is twelve
 * months less about 10%, the saving the marketing pages advertise. A null limit is unlimited.
 */
export const SEED_PLANS: readonly SeedPlan[] = [
  {
    name: 'free',
    displayName: 'Free',
    description: 'Para conhecer o Design Thinking e conduzir seus primeiros projetos.',
    priceMonthly: 0,
    priceYearly: 0,
    maxProjects: 3,
    maxPersonasPerProject: 3,
    maxUsersPerTeam: 1,
    maxRoomGuests: 8,
    aiChatLimit: 20,
    libraryArticlesCount: 10,
    features: ['Todas as 5 fases do Design Thinking', 'Ferramentas básicas'],
    exportFormats: ['pdf'],
    ...NO_FLAGS,
    order: 0,
  },
  {
    name: 'pro',
    displayName: 'Pro',
    description: 'Para profissionais que conduzem projetos de Design Thinking com frequência.',
    priceMonthly: 4900,
    priceYearly: 52900,
    maxProjects: 20,
    maxPersonasPerProject: 10,
    maxUsersPerTeam: null,
    maxRoomGuests: 30,
    aiChatLimit: 200,
    libraryArticlesCount: null,
    features: [
      'Todas as 5 fases do Design Thinking',
      'Ferramentas básicas',
      'Ferramentas avançadas e templates',
      'Biblioteca completa de artigos',
      'Análise dos projetos com IA',
      'Exportação em PDF, PNG e CSV',
      'Suporte prioritário',
    ],
    exportFormats: ALL_EXPORTS,
    ...NO_FLAGS,
    order: 1,
  },
  {
    name: 'team',
    displayName: 'Team',
    description: 'Para equipes que trabalham juntas nos mesmos projetos, em tempo real.',
    priceMonthly: 9900,
    priceYearly: 106900,
    maxProjects: null,
    maxPersonasPerProject: null,
    maxUsersPerTeam: 10,
    maxRoomGuests: 60,
    aiChatLimit: 1000,
    libraryArticlesCount: null,
    features: [
      'Tudo do plano Pro',
      'Colaboração em tempo real',
      'Espaço de trabalho compartilhado',
      'Gestão de permissões',
      'Comentários e feedback nos projetos',
      'Onboarding personalizado',
    ],
    exportFormats: ALL_EXPORTS,
    ...NO_FLAGS,
    hasCollaboration: true,
    hasPermissionManagement: true,
    hasSharedWorkspace: true,
    hasCommentsAndFeedback: true,
    order: 2,
  },
  {
    name: 'enterprise',
    displayName: 'Enterprise',
    description:
      'Para organizações que precisam de segurança, integrações sob medida e suporte dedicado.',
    priceMonthly: 29900,
    priceYearly: 322900,
    maxProjects: null,
    maxPersonasPerProject: null,
    maxUsersPerTeam: null,
    maxRoomGuests: null,
    aiChatLimit: null,
    libraryArticlesCount: null,
    features: [
      'Tudo do plano Team',
      'SSO (login único)',
      'API personalizada',
      'Integrações personalizadas',
      'Gerente de conta dedicado',
      'Suporte 24/7',
    ],
    exportFormats: ALL_EXPORTS,
    hasCollaboration: true,
    hasPermissionManagement: true,
    hasSharedWorkspace: true,
    hasCommentsAndFeedback: true,
    hasSso: true,
    hasCustomApi: true,
    hasCustomIntegrations: true,
    has24x7Support: true,
    order: 3,
  },
];
