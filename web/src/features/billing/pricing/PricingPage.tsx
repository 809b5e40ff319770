import {
  Alert,
  Button,
  Center,
  Container,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import type { BillingPeriod } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { BillingToggle } from './BillingToggle';
import { ComparisonTable } from './ComparisonTable';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';
import { useCheckout } from './useCheckout';
import { usePlans } from './usePlans';

/** /pricing: plans in the language's currency, billing toggle, comparison and FAQ. */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  const plans = usePlans();
  const checkout = useCheckout();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const language = currentLanguage();

  return (
    <Container size="xl" py="md">
      <Stack gap={48}>
        <Stack gap="md" align="center" ta="center">
          <Title order={1}>{t('title')}</Title>
          <Text size="lg" c="dimmed" maw={680}>
            {t('subtitle')}
          </Text>
          <BillingToggle value={period} onChange={setPeriod} />
        </Stack>

        {plans.status === 'loading' && (
          <Center py="xl" role="status" aria-label={t('loading')}>
            <Loader />
          </Center>
        )}

        {plans.status === 'error' && (
          <Alert
            color={plans.offline ? 'gray' : 'red'}
            icon={plans.offline ? <IconWifiOff size={18} /> : undefined}
            title={plans.offline ? t('offline.title') : undefined}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{plans.offline ? t('offline.none') : t('offline.error')}</Text>
              <Button size="xs" variant="light" onClick={plans.retry}>
                {t('offline.retry')}
              </Button>
            </Stack>
          </Alert>
        )}

        {(plans.status === 'live' || plans.status === 'cached') && (
          <>
            {plans.status === 'cached' && (
              <Alert
                color="gray"
                icon={<IconWifiOff size={18} />}
                title={plans.offline ? t('offline.title') : undefined}
                data-testid="plans-offline-note"
              >
                {plans.offline ? t('offline.cached') : t('offline.stale')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
              {plans.plans.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  period={period}
                  language={language}
                  pending={checkout.pendingPlanId === plan.id}
                  disabled={checkout.pendingPlanId !== null && checkout.pendingPlanId !== plan.id}
                  onChoose={() => void checkout.choose(plan, period)}
                />
              ))}
            </SimpleGrid>
            <ComparisonTable plans={plans.plans} language={language} />
          </>
        )}

        {/* Not under the loader: the plans would push it down when they arrive (CLS 0.30). */}
        {plans.status !== 'loading' && <PricingFaq />}
      </Stack>
    </Container>
  );
}
