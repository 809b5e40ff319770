import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClock, IconWifiOff } from '@tabler/icons-react';
import type { SubscriptionSummary } from '@trilha/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNetworkError } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { fetchSubscription } from '../../lib/current-plan';
import { formatProjectDate } from '../../lib/format';

/** The payment provider's webhook may land a moment after the customer is sent back here. */
const CHECKS = 8;
const CHECK_INTERVAL_MS = 1500;

type ReturnState =
  | { status: 'checking' }
  | { status: 'confirmed'; summary: SubscriptionSummary }
  | { status: 'pending' }
  | { status: 'offline' };

/**
 * Paid for through Stripe. Not Trilha's trial: going to the checkout already made the account a
 * Stripe customer, but the trial becomes a subscription only when the webhook says it was paid.
 */
const isPaid = (summary: SubscriptionSummary) =>
  summary.hasPaymentAccount && summary.plan.name !== 'free' && summary.trialEndsAt === null;

/**
 * /checkout/return — where Stripe Checkout sends the customer back: reads the subscription until
 * the payment is confirmed (the webhook has been applied), then shows the new plan.
 */
export function CheckoutReturnPage() {
  const { t } = useTranslation('billing');
  const userId = useAuth((state) => state.user?.id);
  const [state, setState] = useState<ReturnState>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    const account = userId;
    let cancelled = false;
    // `attempt` is read so that "check again" runs this effect again.
    void attempt;
    setState({ status: 'checking' });
    async function check(remaining: number): Promise<void> {
      try {
        // Kept on this device as it is read: the limits follow the new plan at once.
        const summary = await fetchSubscription(account);
        if (cancelled) return;
        if (summary && isPaid(summary)) return setState({ status: 'confirmed', summary });
        if (remaining <= 1) return setState({ status: 'pending' });
        await new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS));
        if (!cancelled) await check(remaining - 1);
      } catch (error) {
        if (!cancelled) setState({ status: isNetworkError(error) ? 'offline' : 'pending' });
      }
    }
    void check(CHECKS);
    return () => {
      cancelled = true;
    };
  }, [userId, attempt]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('return.title')}</Title>
        {state.status === 'checking' && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('return.checking')}</Text>
          </Group>
        )}
        {state.status === 'confirmed' && (
          <Alert
            color="teal"
            icon={<IconCircleCheck size={20} />}
            title={t('return.confirmedTitle')}
          >
            {state.summary.status === 'trialing'
              ? // Bought during the trial: free until it ends, charged from then on.
                t('return.confirmedTrial', {
                  plan: state.summary.plan.displayName,
                  date: formatProjectDate(state.summary.currentPeriodEnd) ?? '',
                })
              : t('return.confirmed', {
                  plan: state.summary.plan.displayName,
                  status: t(`status.${state.summary.status}`),
                })}
          </Alert>
        )}
        {state.status === 'pending' && (
          <Alert color="yellow" icon={<IconClock size={20} />} title={t('return.pendingTitle')}>
            {t('return.pending')}
          </Alert>
        )}
        {state.status === 'offline' && (
          <Alert color="gray" icon={<IconWifiOff size={20} />}>
            {t('return.offline')}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          {(state.status === 'pending' || state.status === 'offline') && (
            <Button variant="light" onClick={() => setAttempt((n) => n + 1)}>
              {t('return.retry')}
            </Button>
          )}
          <Button component={Link} to="/dashboard">
            {t('return.dashboard')}
          </Button>
          <Button component={Link} to="/profile" variant="default">
            {t('return.profile')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
