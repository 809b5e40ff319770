import { Badge, Group, SegmentedControl } from '@mantine/core';
import { ADVERTISED_YEARLY_SAVING_PERCENT, type BillingPeriod } from '@trilha/shared';
import { useTranslation } from 'react-i18next';

/** Monthly or yearly, with the advertised yearly saving beside it. */
export function BillingToggle(props: {
  value: BillingPeriod;
  onChange(value: BillingPeriod): void;
}) {
  const { t } = useTranslation('pricing');
  return (
    <Group justify="center" gap="sm">
      <SegmentedControl
        aria-label={t('billing.label')}
        value={props.value}
        onChange={(value) => props.onChange(value as BillingPeriod)}
        data={[
          { value: 'monthly', label: t('billing.monthly') },
          { value: 'yearly', label: t('billing.yearly') },
        ]}
        size="md"
        radius="xl"
      />
      <Badge color="teal.9" variant="outline" size="lg">
        {t('billing.saveUpTo', { percent: ADVERTISED_YEARLY_SAVING_PERCENT })}
      </Badge>
    </Group>
  );
}
