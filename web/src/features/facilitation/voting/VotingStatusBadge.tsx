import { Badge } from '@mantine/core';
import type { VotingSessionStatus } from '@trilha/shared';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<VotingSessionStatus, string> = {
  voting: 'blue',
  revealed: 'teal',
  closed: 'gray',
};

export function VotingStatusBadge({ status }: { status: VotingSessionStatus }) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
