import type { SubscriptionSummary } from '@trilha/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, useTestApp } from '../../test/test-app';
import { putOnPlan } from '../../test/unlimited-plan';
import { subscriptionSummary } from './current-plan';

/**
 * The 24/7 support contact (SUPPORT_URL, docs/decisions/0028) travels in the subscription
 * summary, to the accounts whose plan sells it (has24x7Support: Enterprise) and to nobody else.
 */

const SUPPORT_URL = 'https://suporte.example.com/24x7';
const context = useTestApp({ SUPPORT_URL });

let adminUser: { id: string; role: string };
beforeAll(async () => {
  ({ user: adminUser } = await signedInClient(context)); // the first account is the admin
});

describe('the support contact in GET /api/subscription', () => {
  it.each([
    ['free', null],
    ['pro', null],
    ['team', null],
    ['enterprise', SUPPORT_URL],
  ] as const)('on %s it is %s', async (plan, expected) => {
    const { client, user } = await signedInClient(context);
    await putOnPlan(context.db.sql, user.id, plan);
    const answer = await client.get<SubscriptionSummary>('/api/subscription');
    expect(answer.status).toBe(200);
    expect(answer.body.plan.has24x7Support).toBe(plan === 'enterprise');
    expect(answer.body.supportUrl).toBe(expected);
  });

  it('is given to an administrator, whom no plan limits', async () => {
    const summary = await subscriptionSummary(
      context.db.sql,
      { id: adminUser.id, role: 'admin', stripeCustomerId: null },
      SUPPORT_URL,
    );
    expect(summary.supportUrl).toBe(SUPPORT_URL);
  });

  it('is null on Enterprise when the server has no SUPPORT_URL', async () => {
    const { user } = await signedInClient(context);
    await putOnPlan(context.db.sql, user.id, 'enterprise');
    const summary = await subscriptionSummary(context.db.sql, {
      id: user.id,
      role: 'user',
      stripeCustomerId: null,
    });
    expect(summary.plan.has24x7Support).toBe(true);
    expect(summary.supportUrl).toBeNull();
  });
});
