import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SubscriptionSummary } from '@trilha/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAuth } from '../../lib/auth-store';
import { useSubscription } from '../../lib/current-plan';
import { formatProjectDate } from '../../lib/format';
import { TrialNotice } from './TrialNotice';
import { UsageMeter } from './UsageMeter';
import { useBillingActions } from './useBillingActions';

/** Dates in Brazilian Portuguese format whatever the language, as everywhere (spec, section 9). */
const dateOf = (iso: string | null) => formatProjectDate(iso) ?? '';

/** The line under the plan's name: trial end, renewal, or when a cancellation takes effect. */
function periodLine(t: TFunction<'billing'>, summary: SubscriptionSummary) {
  const date = dateOf(summary.currentPeriodEnd);
  if (summary.trialEndsAt) return t('section.trialEnds', { date: dateOf(summary.trialEndsAt) });
  if (!summary.currentPeriodEnd) return null;
  if (summary.status === 'canceled') return t('section.endsOn', { date });
  if (summary.cancelAtPeriodEnd) return t('section.cancelAtEnd', { date });
  // A trial paid for through Checkout: its first period ends with the first charge.
  if (summary.status === 'trialing') return t('section.firstCharge', { date });
  return t('section.renews', { date });
}

/**
 * 'Plano e cobrança' in the profile: the plan, its state and dates, what has been used of it,
 * and the ways to change it. Read from the copy kept on this device, so it shows offline too.
 */
export function BillingSection() {
  const { t } = useTranslation('billing');
  const summary = useSubscription();
  const offline = useAuth((state) => state.offline);
  const actions = useBillingActions();
  const [confirming, setConfirming] = useState(false);

  if (!summary) {
    return (
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="billing-title">
        <Title order={2} size="h3" id="billing-title">
          {t('section.title')}
        </Title>
        <Text size="sm" c="dimmed" mt="sm">
          {t('section.unknown')}
        </Text>
      </Card>
    );
  }

  const { plan, usage } = summary;
  const isFree = plan.name === 'free';
  const line = periodLine(t, summary);
  const canCancel = !isFree && !summary.cancelAtPeriodEnd && summary.status !== 'canceled';
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="billing-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="billing-title">
          {t('section.title')}
        </Title>
        {offline && (
          <Text size="sm" c="dimmed">
            {t('section.offline')}
          </Text>
        )}
        <TrialNotice />
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={700} size="lg" data-testid="billing-plan">
              {t('section.plan', { plan: plan.displayName })}
            </Text>
            {line && (
              <Text size="sm" c="dimmed">
                {line}
              </Text>
            )}
          </Stack>
          <Badge
            // Shade 9: white text on it passes the 4.5:1 contrast minimum.
            color={
              summary.status === 'active' || summary.status === 'trialing' ? 'teal.9' : 'red.9'
            }
          >
            {t(`status.${summary.status}`)}
          </Badge>
        </Group>

        {summary.unlimited ? (
          <Text size="sm">{t('section.unlimitedAdmin')}</Text>
        ) : (
          <Stack gap="sm" aria-label={t('section.usage')}>
            <UsageMeter
              label={
                plan.maxProjects === null
                  ? t('section.projectsUnlimited', { used: usage.projects })
                  : t('section.projects', { used: usage.projects, max: plan.maxProjects })
              }
              used={usage.projects}
              max={plan.maxProjects}
            />
            <UsageMeter
              label={
                plan.aiChatLimit === null
                  ? t('section.aiChatUnlimited', { used: usage.aiChatThisMonth })
                  : t('section.aiChat', { used: usage.aiChatThisMonth, max: plan.aiChatLimit })
              }
              used={usage.aiChatThisMonth}
              max={plan.aiChatLimit}
            />
          </Stack>
        )}

        <Group gap="sm" wrap="wrap">
          <Button component={Link} to="/pricing" variant={isFree ? 'filled' : 'light'}>
            {isFree ? t('section.upgrade') : t('section.change')}
          </Button>
          {canCancel && (
            <Button
              variant="default"
              color="red"
              loading={actions.pending === 'cancel'}
              disabled={offline}
              onClick={() => setConfirming(true)}
            >
              {t('section.cancel')}
            </Button>
          )}
          {summary.cancelAtPeriodEnd && (
            <Button
              variant="light"
              loading={actions.pending === 'resume'}
              disabled={offline}
              onClick={actions.resume}
            >
              {t('section.resume')}
            </Button>
          )}
          {summary.hasPaymentAccount && (
            <Button
              variant="subtle"
              loading={actions.pending === 'portal'}
              disabled={offline}
              onClick={actions.openPortal}
            >
              {t('section.manage')}
            </Button>
          )}
        </Group>
      </Stack>

      <ConfirmDialog
        opened={confirming}
        title={t('section.confirmCancelTitle')}
        message={t('section.confirmCancel', {
          plan: plan.displayName,
          date: dateOf(summary.trialEndsAt ?? summary.currentPeriodEnd),
        })}
        confirmLabel={t('section.confirmCancelYes')}
        cancelLabel={t('section.confirmCancelNo')}
        onConfirm={actions.cancel}
        onClose={() => setConfirming(false)}
        closeAfterConfirm
      />
    </Card>
  );
}
