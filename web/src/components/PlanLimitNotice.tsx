import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { planFeatureMessage, planLimitMessage } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CodedMessage, useMessageText } from '../lib/message-text';
import type { UnsoldFeature } from '../lib/plan-features';
import type { ReachedLimit } from '../lib/plan-limit';
import { BillingNotice } from './BillingNotice';

/**
 * The plan's limit in the user's language, with the way out: the plans page. Either a limit this
 * device found reached (from the cached plan), a feature the cached plan does not sell, or the
 * server's refusal: its coded message, or its words should this build have no text for the code.
 */
export function PlanLimitNotice(
  props:
    | { reached: ReachedLimit }
    | { unsold: UnsoldFeature }
    | { refusal: CodedMessage | undefined; serverMessage: string },
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
      : 'unsold' in props
        ? messageText(
            planFeatureMessage(props.unsold.feature, { displayName: props.unsold.planName }),
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
