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
  'maxRoomGuests',
  'aiChatLimit',
  'libraryArticlesCount',
  'features',
  'exportFormats',
  'hasAiAnalysis',
  'hasAdvancedTools',
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

export type PlanRow = Omit<SubscriptionPlan, 'order' | 'createdAt'> & {
  sortOrder: number;
  /** A string when the row was read as JSON (to_jsonb), a Date as a column. */
  createdAt: Date | string;
};

/** `order` is an SQL keyword, hence the column's other name. */
export function toPlan({ sortOrder, createdAt, ...row }: PlanRow): SubscriptionPlan {
  return { ...row, order: sortOrder, createdAt: new Date(createdAt).toISOString() };
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

/** One plan by id, active or not (an account keeps a plan that was later withdrawn). */
export async function findPlanById(
  sql: Queryable,
  id: string,
): Promise<SubscriptionPlan | undefined> {
  const [row] = await sql<
    PlanRow[]
  >`SELECT ${sql(COLUMNS)} FROM subscription_plans WHERE id = ${id}`;
  return row && toPlan(row);
}

export async function findPlanByName(
  sql: Queryable,
  name: SubscriptionPlan['name'],
): Promise<SubscriptionPlan | undefined> {
  const [row] = await sql<PlanRow[]>`
    SELECT ${sql(COLUMNS)} FROM subscription_plans WHERE name = ${name}`;
  return row && toPlan(row);
}

/** The Free plan, whose limits apply to every account without another plan. */
export async function freePlan(sql: Queryable): Promise<SubscriptionPlan> {
  const plan = await findPlanByName(sql, 'free');
  if (!plan) throw new Error('the Free plan is missing from subscription_plans');
  return plan;
}

/** The plan a Stripe price belongs to (either billing period), for events without metadata. */
export async function findPlanByStripePrice(
  sql: Queryable,
  priceId: string,
): Promise<{ plan: SubscriptionPlan; billingPeriod: 'monthly' | 'yearly' } | undefined> {
  const [row] = await sql<PlanRow[]>`
    SELECT ${sql(COLUMNS)} FROM subscription_plans
    WHERE stripe_price_id_monthly = ${priceId} OR stripe_price_id_yearly = ${priceId}`;
  if (!row) return undefined;
  const plan = toPlan(row);
  return { plan, billingPeriod: plan.stripePriceIdYearly === priceId ? 'yearly' : 'monthly' };
}

/** Remembers the Stripe price made for a plan; a price set meanwhile (by hand) is kept. */
export async function saveStripePriceId(
  sql: Queryable,
  planId: string,
  billingPeriod: 'monthly' | 'yearly',
  priceId: string,
): Promise<string> {
  const [row] =
    billingPeriod === 'monthly'
      ? await sql<{ price: string }[]>`
          UPDATE subscription_plans
          SET stripe_price_id_monthly = coalesce(stripe_price_id_monthly, ${priceId})
          WHERE id = ${planId} RETURNING stripe_price_id_monthly AS price`
      : await sql<{ price: string }[]>`
          UPDATE subscription_plans
          SET stripe_price_id_yearly = coalesce(stripe_price_id_yearly, ${priceId})
          WHERE id = ${planId} RETURNING stripe_price_id_yearly AS price`;
  return row?.price ?? priceId;
}
