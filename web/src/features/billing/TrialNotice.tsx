import { Button } from '@mantine/core';
import { IconHourglassHigh, IconInfoCircle } from '@tabler/icons-react';
import type { EndedTrial, SubscriptionSummary } from '@trilha/shared';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BillingNotice } from '../../components/BillingNotice';
import { apiPost, isNetworkError } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { storeSubscription, useSubscription } from '../../lib/current-plan';
import { formatProjectDate } from '../../lib/format';
import { useCheckout } from './pricing/useCheckout';
import { trialEndsSoon } from './trial-notice';

/**
 * The trial's notices, where the user looks (the dashboard, the projects, the profile's plan):
 * in its last two days, how to keep the plan ('Assinar agora'); once it ended unpaid, that the
 * account is back on Free — told once per account. Nothing at all otherwise, not even the
 * texts: they load only when a notice is due.
 */
export function TrialNotice() {
  const summary = useSubscription();
  const userId = useAuth((state) => state.user?.id);
  // Kept on screen after the server has heard it was seen (the summary then forgets it).
  const [told, setTold] = useState<EndedTrial | null>(null);
  const [closed, setClosed] = useState(false);
  const ended = summary?.endedTrial ?? null;

  useEffect(() => {
    if (!ended || !userId) return;
    setTold(ended);
    void acknowledgeEndedTrial(userId);
  }, [ended, userId]);

  let notice = null;
  if (told && !closed) notice = <TrialEndedAlert trial={told} onClose={() => setClosed(true)} />;
  else if (summary && trialEndsSoon(summary, Date.now()))
    notice = <TrialEndingAlert summary={summary} />;
  return notice && <Suspense fallback={null}>{notice}</Suspense>;
}

/** The accounts whose acknowledgement is on its way: one request, however often the plan is read. */
const acknowledging = new Set<string>();

/**
 * Tells the server the account has been told its trial ended, so no device tells it again.
 * Offline the copy on this device still names the trial, and the next visit tells it again.
 */
async function acknowledgeEndedTrial(userId: string) {
  if (acknowledging.has(userId)) return;
  acknowledging.add(userId);
  try {
    const summary = await apiPost<SubscriptionSummary>('/api/subscription/ended-trial/seen');
    storeSubscription(userId, summary);
  } catch (error) {
    if (!isNetworkError(error)) console.error('telling the server the trial end was seen', error);
  } finally {
    acknowledging.delete(userId);
  }
}

function TrialEndingAlert({ summary }: { summary: SubscriptionSummary }) {
  const { t } = useTranslation('billing');
  const checkout = useCheckout();
  const { plan } = summary;
  return (
    <BillingNotice
      color="violet"
      icon={<IconHourglassHigh size={18} />}
      title={t('trial.endingTitle')}
      testId="trial-ending-notice"
      text={t('trial.ending', {
        plan: plan.displayName,
        date: formatProjectDate(summary.trialEndsAt) ?? '',
      })}
      action={
        <Button
          size="xs"
          loading={checkout.pendingPlanId !== null}
          // The trial's plan and period: what the person has been using these days.
          onClick={() => void checkout.choose(plan, summary.billingPeriod ?? 'monthly')}
        >
          {t('trial.subscribeNow')}
        </Button>
      }
    />
  );
}

function TrialEndedAlert({ trial, onClose }: { trial: EndedTrial; onClose(): void }) {
  const { t } = useTranslation('billing');
  return (
    <BillingNotice
      color="gray"
      icon={<IconInfoCircle size={18} />}
      title={t('trial.endedTitle')}
      testId="trial-ended-notice"
      text={t('trial.ended', {
        plan: trial.planName,
        date: formatProjectDate(trial.endedAt) ?? '',
      })}
      action={
        <Button component={Link} to="/pricing" size="xs" variant="light">
          {t('trial.plans')}
        </Button>
      }
      onClose={onClose}
      closeLabel={t('trial.close')}
    />
  );
}
