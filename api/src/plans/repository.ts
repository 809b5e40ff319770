import type { SubscriptionPlan } from '@trilha/shared';
import { v7 as uuidv7 } from 'uuid';
import type { Queryable, Sql } from '../db/connect';
import type { SeedPlan } from './seed-plans';

const COLUMNS = [
  'id',
  'name',
  'displayName',
  'description',
  'priceMonthly',
  'priceYearly',
  'stripePriceIdMonthly',
  'stripePriceIdYearly',
  'maxProjects',
  'maxPersonasPerProject',
  'maxUsersPerTeam',
  'aiChatLimit',
  'libraryArticlesCount',
  'features',
  'exportFormats',
  'hasCollaboration',
  'hasPermissionManagement',
  'hasSharedWorkspace',
  'hasCommentsAndFeedback',
  'hasSso',
  'hasCustomApi',
  'hasCustomIntegrations',
  'has24x7Support',
  'sortOrder',
  'isActive',
  'createdAt',
] as const;

type PlanRow = Omit<SubscriptionPlan, 'order' | 'createdAt'> & {
  sortOrder: number;
  createdAt: Date;
};

/** `order` is an SQL keyword, hence the column's other name. */
function toPlan({ sortOrder, createdAt, ...row }: PlanRow): SubscriptionPlan {
  return { ...row, order: sortOrder, createdAt: createdAt.toISOString() };
}

export async function listActivePlans(sql: Sql): Promise<SubscriptionPlan[]> {
  const rows = await sql<PlanRow[]>`
    SELECT ${sql(COLUMNS)} FROM subscription_plans
    WHERE is_active
    ORDER BY sort_order, name`;
  return rows.map(toPlan);
}

/**
 * Inserts the plans whose name is not taken yet (a plan made by hand before the seed stays).
 * Takes a transaction too: the seed runs in one.
 */
export async function insertPlans(sql: Queryable, plans: readonly SeedPlan[]): Promise<void> {
  if (plans.length === 0) return;
  const rows = plans.map(({ order, ...plan }) => ({ id: uuidv7(), ...plan, sortOrder: order }));
  await sql`INSERT INTO subscription_plans ${sql(rows)} ON CONFLICT (name) DO NOTHING`;
}
