import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReachedLimit } from './plan-limit';

/**
 * The plan's limit in the user's language, with the way out: the plans page. Without the limit's
 * figures (a visitor has no cached plan) the server's own message is shown.
 */
export function PlanLimitNotice(props: { reached: ReachedLimit } | { message: string }) {
  const { t } = useTranslation('billing');
  return (
    <Alert
      color="orange"
      icon={<IconLock size={18} />}
      title={t('limit.title')}
      data-testid="plan-limit-notice"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {'reached' in props
            ? `${t(`limit.${props.reached.limit}`, { max: props.reached.max, plan: props.reached.planName })} ${t('limit.upgradeHint')}`
            : props.message}
        </Text>
        <Button component={Link} to="/pricing" size="xs" variant="light" color="orange">
          {t('limit.upgrade')}
        </Button>
      </Stack>
    </Alert>
  );
}
