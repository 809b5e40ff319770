import { Badge } from '@mantine/core';
import { brazilianDateTime, type VotingSession, type VotingSessionStatus } from '@trilha/shared';
import type { TFunction } from 'i18next';
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

/** A session's title, or 'Votação de 23/11/2026, 14:30' when it has none (dates in pt-BR). */
export function sessionTitle(
  t: TFunction<'facilitation', 'voting'>,
  session: Pick<VotingSession, 'title' | 'createdAt'>,
): string {
  if (session.title) return session.title;
  return t('untitled', { date: brazilianDateTime(new Date(session.createdAt)) });
}
