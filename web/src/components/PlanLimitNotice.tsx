import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { planLimitMessage } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CodedMessage, useMessageText } from '../lib/message-text';
import type { ReachedLimit } from '../lib/plan-limit';
import { BillingNotice } from './BillingNotice';

/**
 * The plan's limit in the user's language, with the way out: the plans page. Either a limit this
 * device found reached (from the cached plan), or the server's refusal: its coded message, or
 * its words should this build have no text for the code.
 */
export function PlanLimitNotice(
  props: { reached: ReachedLimit } | { refusal: CodedMessage | undefined; serverMessage: string },
) {
  const { t } = useTranslation('billing');
  const messageText = useMessageText();
  const text =
    'reached' in props
      ? messageText(
          planLimitMessage(
            props.reached.limit,
            { displayName: props.reached.planName },
            props.reached.max,
          ),
        )
      : (messageText(props.refusal) ?? props.serverMessage);
  return (
    <BillingNotice
      color="orange"
      icon={<IconLock size={18} />}
      title={t('limit.title')}
      testId="plan-limit-notice"
      text={text ?? ''}
      action={
        <Button component={Link} to="/pricing" size="xs" variant="light" color="orange">
          {t('limit.upgrade')}
        </Button>
      }
    />
  );
}
