import { describe, expect, it } from 'vitest';
import { effectiveSubscription, unseenEndedTrial } from './effective-subscription';
import type { SubscriptionRecord } from './subscription-record';

const NOW = new Date('2026-05-10T12:00:00Z');
const at = (iso: string) => new Date(iso);

function record(changes: Partial<SubscriptionRecord>): SubscriptionRecord {
  return {
    id: 'sub-record',
    userId: 'user',
    planId: 'pro-plan',
    stripeSubscriptionId: 'sub_1',
    status: 'active',
    billingPeriod: 'monthly',
    currentPeriodStart: at('2026-05-01T00:00:00Z'),
    currentPeriodEnd: at('2026-06-01T00:00:00Z'),
    cancelAtPeriodEnd: false,
    trialEndsAt: null,
    trialStartedAt: null,
    trialEndSeenAt: null,
    createdAt: at('2026-05-01T00:00:00Z'),
    updatedAt: at('2026-05-01T00:00:00Z'),
    ...changes,
  };
}

describe('effectiveSubscription', () => {
  it('is Free without a record, and for a Free choice', () => {
    expect(effectiveSubscription(undefined, NOW).planId).toBeNull();
    expect(
      effectiveSubscription(record({ stripeSubscriptionId: null, planId: 'free-plan' }), NOW)
        .planId,
    ).toBeNull();
  });

  it('keeps a Trilha trial until its end, then reads as Free', () => {
    const trial = record({
      stripeSubscriptionId: null,
      status: 'trialing',
      trialEndsAt: at('2026-05-12T00:00:00Z'),
    });
    expect(effectiveSubscription(trial, NOW)).toMatchObject({
      planId: 'pro-plan',
      status: 'trialing',
      trialEndsAt: at('2026-05-12T00:00:00Z'),
    });
    expect(effectiveSubscription(trial, at('2026-05-12T00:00:01Z'))).toMatchObject({
      planId: null,
      status: 'active',
    });
  });

  it('keeps the plan while Stripe says active, trialing or past_due, not when unpaid', () => {
    for (const status of ['active', 'trialing', 'past_due'] as const) {
      expect(effectiveSubscription(record({ status }), NOW).planId).toBe('pro-plan');
    }
    for (const status of ['unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const) {
      expect(effectiveSubscription(record({ status }), NOW).planId).toBeNull();
    }
  });

  it('keeps a canceled plan until the end of the period paid for', () => {
    const canceled = record({ status: 'canceled' });
    expect(effectiveSubscription(canceled, NOW).planId).toBe('pro-plan');
    expect(effectiveSubscription(canceled, at('2026-06-01T00:00:01Z')).planId).toBeNull();
  });
});

describe('unseenEndedTrial', () => {
  const trial = record({
    stripeSubscriptionId: null,
    status: 'trialing',
    trialEndsAt: at('2026-05-12T00:00:00Z'),
  });
  const after = at('2026-05-12T00:00:01Z');

  it('names a Trilha trial past its end until the account has been told', () => {
    expect(unseenEndedTrial(trial, NOW)).toBeNull();
    expect(unseenEndedTrial(trial, after)).toEqual({
      planId: 'pro-plan',
      endedAt: at('2026-05-12T00:00:00Z'),
    });
    expect(unseenEndedTrial({ ...trial, trialEndSeenAt: after }, after)).toBeNull();
  });

  it('has nothing to tell when the trial became a subscription or Free was chosen', () => {
    expect(unseenEndedTrial({ ...trial, stripeSubscriptionId: 'sub_1' }, after)).toBeNull();
    expect(unseenEndedTrial({ ...trial, status: 'active', trialEndsAt: null }, after)).toBeNull();
    expect(unseenEndedTrial(undefined, after)).toBeNull();
  });
});
