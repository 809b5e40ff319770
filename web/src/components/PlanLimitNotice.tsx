import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReachedLimit } from '../lib/plan-limit';
import { BillingNotice } from './BillingNotice';

/**
 * The plan's limit in the user's language, with the way out: the plans page. Without the limit's
 * figures (a visitor has no cached plan) the server's own message is shown.
 */
export function PlanLimitNotice(props: { reached: ReachedLimit } | { message: string }) {
  const { t } = useTranslation('billing');
  return (
    <BillingNotice
      color="orange"
      icon={<IconLock size={18} />}
      title={t('limit.title')}
      testId="plan-limit-notice"
      text={
        'reached' in props
          ? `${t(`limit.${props.reached.limit}`, { max: props.reached.max, plan: props.reached.planName })} ${t('limit.upgradeHint')}`
          : props.message
      }
      action={
        <Button component={Link} to="/pricing" size="xs" variant="light" color="orange">
          {t('limit.upgrade')}
        </Button>
      }
    />
  );
}
