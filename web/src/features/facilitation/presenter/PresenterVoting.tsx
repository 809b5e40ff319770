import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { VotingSession } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { useVotingClock } from '../voting/useVotingClock';
import { useVotingSession } from '../voting/useVotingSession';
import { VotingDeadline } from '../voting/VotingDeadline';
import { VotingResults } from '../voting/VotingResults';

/**
 * The current voting session on the projector: while people vote, only how many voted and how
 * many dots are down (no counts per item, so nobody follows the crowd); once revealed, the
 * ranked results.
 */
export function PresenterVoting({ session }: { session: VotingSession }) {
  const { t } = useTranslation('facilitation');
  const clock = useVotingClock(session);
  return (
    <Stack gap="sm" data-testid="presenter-voting">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={2} fz={{ base: 'h3', md: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
          {session.title || t(`presenter.votingTarget.${session.target}`)}
        </Title>
        <Badge size="lg" variant="light" color={session.status === 'voting' ? 'violet' : 'teal'}>
          {t(`presenter.votingStatus.${session.status}`)}
        </Badge>
      </Group>
      <VotingDeadline clock={clock} size="xl" />
      {session.status === 'voting' ? (
        <VotingProgress sessionId={session.id} />
      ) : (
        <VotingResults sessionId={session.id} />
      )}
    </Stack>
  );
}

function VotingProgress({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('facilitation');
  const data = useVotingSession(sessionId);
  if (!data) return null;
  const people = t('presenter.people', { count: data.tally.spent.size });
  const dots = t('presenter.dots', { count: data.tally.total });
  return (
    <Text fz={{ base: 'xl', md: '2rem' }} fw={600} data-testid="presenter-voting-progress">
      {`${people} · ${dots}`}
    </Text>
  );
}
