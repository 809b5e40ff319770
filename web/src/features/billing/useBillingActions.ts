import type { SubscriptionSummary } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost, errorText, isNetworkError } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { storeSubscription } from '../../lib/current-plan';
import { leaveApp } from '../../lib/leave-app';
import { notify } from '../../lib/notify';

export type BillingAction = 'cancel' | 'resume' | 'portal';

/** Cancel at the end of the period, resume, and the payment provider's portal for the card. */
export function useBillingActions() {
  const { t } = useTranslation(['billing', 'pricing']);
  const userId = useAuth((state) => state.user?.id);
  const [pending, setPending] = useState<BillingAction | null>(null);

  async function run(action: BillingAction, call: () => Promise<void>) {
    setPending(action);
    try {
      await call();
    } catch (error) {
      console.error(`billing ${action} failed`, error);
      notify({
        title: t('section.errorTitle'),
        message: isNetworkError(error)
          ? t('pricing:checkout.offline')
          : errorText(error, t('section.error')),
        kind: 'error',
      });
    } finally {
      setPending(null);
    }
  }

  const setCancel = (cancel: boolean) =>
    run(cancel ? 'cancel' : 'resume', async () => {
      const summary = await apiPost<SubscriptionSummary>(
        cancel ? '/api/subscription/cancel' : '/api/subscription/resume',
      );
      if (userId) storeSubscription(userId, summary);
      notify({
        title: t(cancel ? 'section.canceledTitle' : 'section.resumedTitle'),
        message: t(cancel ? 'section.canceled' : 'section.resumed'),
        kind: 'success',
      });
    });

  const openPortal = () =>
    run('portal', async () => {
      const { url } = await apiPost<{ url: string }>('/api/billing-portal');
      leaveApp.to(url);
    });

  return { pending, cancel: () => setCancel(true), resume: () => setCancel(false), openPortal };
}
