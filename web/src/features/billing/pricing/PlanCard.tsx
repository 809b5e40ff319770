import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import {
  type BillingPeriod,
  type Language,
  MOST_POPULAR_PLAN,
  type SubscriptionPlan,
} from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import {
  descriptionText,
  exportFormatsText,
  featureText,
  limitText,
  planPrice,
  teamUsersText,
} from './plan-display';

/** One plan: price for the chosen period, limits, features and the button to choose it. */
export function PlanCard(props: {
  plan: SubscriptionPlan;
  period: BillingPeriod;
  language: Language;
  pending: boolean;
  disabled: boolean;
  onChoose(): void;
}) {
  const { t } = useTranslation('pricing');
  const { plan } = props;
  const popular = plan.name === MOST_POPULAR_PLAN;
  const price = planPrice(t, plan, props.period, props.language);
  const lines = [
    t('limits.projects', { value: limitText(t, plan.maxProjects) }),
    t('limits.personas', { value: limitText(t, plan.maxPersonasPerProject) }),
    t('limits.aiQueries', { value: limitText(t, plan.aiChatLimit) }),
    t('limits.teamUsers', { value: teamUsersText(t, plan) }),
    t('limits.exportFormats', { value: exportFormatsText(plan) }),
    ...plan.features.map((feature) => featureText(t, feature)),
  ];

  return (
    <Card
      withBorder
      padding="lg"
      radius="lg"
      shadow={popular ? 'md' : 'xs'}
      style={popular ? { borderColor: 'var(--mantine-color-violet-6)', borderWidth: 2 } : undefined}
      data-testid={`plan-${plan.name}`}
      component="article"
      aria-labelledby={`plan-${plan.name}-title`}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" mih={28}>
          <Title order={3} id={`plan-${plan.name}-title`}>
            {plan.displayName}
          </Title>
          {popular && <Badge variant="filled">{t('mostPopular')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed" mih={40}>
          {descriptionText(t, plan)}
        </Text>
        <div>
          <Group gap={4} align="baseline">
            <Text fz={36} fw={800} lh={1} data-testid="plan-price">
              {price.main}
            </Text>
            {price.perMonth && (
              <Text c="dimmed" size="sm">
                {t('perMonth')}
              </Text>
            )}
          </Group>
          {price.yearlyTotal && (
            <Group gap="xs" mt={6}>
              <Text size="sm" c="dimmed" data-testid="plan-yearly-total">
                {t('billedYearly', { price: price.yearlyTotal })}
              </Text>
              {price.savingPercent > 0 && (
                <Badge color="teal.9" variant="outline">
                  {t('save', { percent: price.savingPercent })}
                </Badge>
              )}
            </Group>
          )}
        </div>
        <List
          spacing={6}
          size="sm"
          center
          style={{ flex: 1 }}
          icon={
            <ThemeIcon size={20} radius="xl" color="green" variant="light" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Button
          fullWidth
          size="md"
          // Four cards in a row leave a narrow button: a long label ('S’abonner à Enterprise')
          // wraps onto a second line instead of being cut.
          h="auto"
          mih="var(--button-height-md)"
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
          variant={popular ? 'filled' : 'light'}
          loading={props.pending}
          disabled={props.disabled}
          onClick={props.onChoose}
        >
          {plan.priceMonthly === 0
            ? t('choose.free')
            : t('choose.paid', { plan: plan.displayName })}
        </Button>
      </Stack>
    </Card>
  );
}
