import type { BillingPeriod, CheckoutResponse, SubscriptionPlan } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiPost, errorText, isNetworkError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useAuth } from '../auth/auth-store';

/**
 * Choosing a plan (spec, section 7): visitors sign in first; then the server answers either a
 * payment page to go to, or a subscription already active (the free plan). Needs a connection,
 * and says so when there is none.
 */
export function useCheckout() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
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
        window.location.assign(answer.url);
        return;
      }
      if (answer?.subscription) {
        notify({
          title: t('checkout.activatedTitle'),
          message:
            plan.priceMonthly === 0
              ? t('checkout.activatedFree')
              : t('checkout.activatedPaid', { plan: plan.displayName }),
          kind: 'success',
        });
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

  return { choose, pendingPlanId };
}
