import {
  type BillingPeriod,
  type CheckoutResponse,
  FREE_TRIAL_DAYS,
  type SubscriptionPlan,
} from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiPost, errorText, isNetworkError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth-store';
import { formatProjectDate } from '../../../lib/format';
import { leaveApp } from '../../../lib/leave-app';
import { notify } from '../../../lib/notify';

/**
 * Choosing a plan (spec, section 7): visitors sign in first; then the server answers either a
 * payment page to go to, or a subscription already active (the free plan). Needs a connection,
 * and says so when there is none.
 */
export function useCheckout() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  const userId = useAuth((state) => state.user?.id);
  const [pendingPlanId, setPendingPlanId] = useState<string | null>(null);

  async function choose(plan: SubscriptionPlan, billingPeriod: BillingPeriod) {
    if (!isAuthenticated) {
      navigate('/login');
      return;
    }
    setPendingPlanId(plan.id);
    try {
      const answer = await apiPost<CheckoutResponse>('/api/create-checkout-session', {
        planId: plan.id,
        billingPeriod,
      });
      if (answer?.url) {
        leaveApp.to(answer.url);
        return;
      }
      if (answer?.subscription) {
        // The plan changed: the limits checked on this device must follow at once. Loaded here,
        // not with the page: its schemas (zod) cost a visitor's phone ~20 ms just to build.
        if (userId)
          void import('../../../lib/current-plan').then(({ refreshSubscription }) =>
            refreshSubscription(userId),
          );
        notify(activationToast(plan, answer.subscription));
        navigate('/dashboard');
        return;
      }
      throw new Error('checkout answer has neither url nor subscription');
    } catch (error) {
      console.error('checkout failed', error);
      notify({
        title: t('checkout.errorTitle'),
        message: isNetworkError(error)
          ? t('checkout.offline')
          : errorText(error, t('checkout.error')),
        kind: 'error',
      });
    } finally {
      setPendingPlanId(null);
    }
  }

  /** Free (the spec's words), a trial that just started, or a paid plan now active. */
  function activationToast(
    plan: SubscriptionPlan,
    subscription: NonNullable<CheckoutResponse['subscription']>,
  ) {
    const periodEnd =
      formatProjectDate(subscription.currentPeriodEnd ?? new Date().toISOString()) ?? '';
    if (plan.priceMonthly === 0 && subscription.cancelAtPeriodEnd) {
      // Leaving a paid plan: the period already paid for is kept.
      return {
        title: t('checkout.activatedTitle'),
        message: t('checkout.freeAtPeriodEnd', { date: periodEnd }),
        kind: 'success' as const,
      };
    }
    if (plan.priceMonthly === 0) {
      return {
        title: t('checkout.activatedTitle'),
        message: t('checkout.activatedFree'),
        kind: 'success' as const,
      };
    }
    if (subscription.status === 'trialing') {
      return {
        title: t('checkout.trialTitle'),
        message: t('checkout.trialStarted', {
          plan: plan.displayName,
          days: FREE_TRIAL_DAYS,
          date: periodEnd,
        }),
        kind: 'success' as const,
      };
    }
    return {
      title: t('checkout.activatedTitle'),
      message: t('checkout.activatedPaid', { plan: plan.displayName }),
      kind: 'success' as const,
    };
  }

  return { choose, pendingPlanId };
}
