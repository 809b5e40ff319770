import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconCircleDot, IconPlus } from '@tabler/icons-react';
import type { FacilitationTarget, VotingSession } from '@trilha/shared';
import { newId } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCanEdit } from '../../../project-data/project-access';
import { useChange } from '../../../project-data/records';
import { sessionTitle } from '../../../project-data/room/voting-session-data';
import { type NewSessionValues, NewVotingSessionDialog } from './NewVotingSessionDialog';
import { useVotingClock } from './useVotingClock';
import { useVotingSessions } from './useVotingSession';
import { VotingDeadline } from './VotingDeadline';
import { VotingStatusBadge } from './VotingStatusBadge';

export const votingSessionPath = (projectId: string, sessionId: string) =>
  `/projects/${projectId}/voting/${sessionId}`;

/**
 * The dot-voting sessions of one tool (ideas or HMW questions): each with its status, and
 * 'Nova votação', which creates a session and opens its page for the room to vote.
 */
export function VotingSessionsPanel({
  projectId,
  target,
}: {
  projectId: string;
  target: FacilitationTarget;
}) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  // A viewer follows the sessions and opens none (see ProjectAccess).
  const canEdit = useCanEdit();
  const sessions = useVotingSessions(projectId, target);
  const [creating, setCreating] = useState(false);
  const change = useChange();
  const navigate = useNavigate();

  const create = async (values: NewSessionValues) => {
    const id = newId();
    const created = await change(
      'votingSession.create',
      { id, projectId, target, ...values },
      { error: t('new.error') },
    );
    if (created) navigate(votingSessionPath(projectId, id));
    return created;
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="voting-sessions">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Title order={3} size="h4">
              {t('panel.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`panel.intro.${target}`)}
            </Text>
          </div>
          {canEdit && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              {t('panel.new')}
            </Button>
          )}
        </Group>
        {sessions === undefined ? (
          <Skeleton height={56} radius="md" aria-label={t('panel.loading')} />
        ) : sessions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('panel.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </Stack>
        )}
      </Stack>
      {creating && <NewVotingSessionDialog onClose={() => setCreating(false)} onCreate={create} />}
    </Card>
  );
}

function SessionRow({ session }: { session: VotingSession }) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const title = sessionTitle(t, session);
  const clock = useVotingClock(session);
  return (
    <li>
      <Button
        component={Link}
        to={votingSessionPath(session.projectId, session.id)}
        variant="default"
        size="lg"
        fullWidth
        justify="space-between"
        leftSection={<IconCircleDot size={20} aria-hidden />}
        rightSection={<IconChevronRight size={18} aria-hidden />}
        styles={{ label: { minWidth: 0, flex: 1 }, inner: { justifyContent: 'flex-start' } }}
        aria-label={t('panel.open', { title })}
      >
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate style={{ minWidth: 0 }}>
            {title}
          </Text>
          {/* Ended by its time: the deadline's badge says so, not 'Votando'. */}
          {!clock.endedByTime && <VotingStatusBadge status={session.status} />}
          <VotingDeadline clock={clock} size="md" />
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {t('panel.budget', { count: session.budget })}
          </Text>
        </Group>
      </Button>
    </li>
  );
}
