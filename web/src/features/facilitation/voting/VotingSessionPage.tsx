import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconClockOff, IconEye, IconLock } from '@tabler/icons-react';
import type { VotingSessionStatus } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ViewerNotice } from '../../../components/ViewerNotice';
import { ProjectAccess, useCanEdit } from '../../../project-data/project-access';
import { useChange } from '../../../project-data/records';
import { sessionTitle } from '../../../project-data/room/voting-session-data';
import { Ballot } from './Ballot';
import { ParticipantPicker } from './ParticipantPicker';
import { useVotingClock } from './useVotingClock';
import { useVotingSession, type VotingSessionData } from './useVotingSession';
import { VotingDeadline } from './VotingDeadline';
import { VotingResults } from './VotingResults';
import { VotingStatusBadge } from './VotingStatusBadge';

/**
 * /projects/:id/voting/:sessionId — a dot-voting session on a tablet passed around the table:
 * the names, one person's ballot at a time, and the facilitator's reveal and close; once
 * revealed, the results.
 */
export function VotingSessionPage() {
  const { id: projectId = '', sessionId = '' } = useParams();
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const data = useVotingSession(sessionId);
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/projects/${projectId}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('page.back')}
          </Group>
        </Anchor>
        {data === undefined ? (
          <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={40} width="60%" />
            <Skeleton height={120} radius="md" />
          </Stack>
        ) : data === null || data.session.projectId !== projectId ? (
          <Card withBorder padding="xl">
            <Title order={1} size="h3">
              {t('notFound')}
            </Title>
            <Text c="dimmed">{t('page.notFoundText')}</Text>
          </Card>
        ) : (
          // Its viewers are told their dots will not be kept, and are not offered to add the
          // results to the votes (see ProjectAccess).
          <ProjectAccess projectId={projectId}>
            <ViewerNotice projectId={projectId} />
            <SessionView data={data} />
          </ProjectAccess>
        )}
      </Stack>
    </Container>
  );
}

function SessionView({ data }: { data: VotingSessionData }) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const { session } = data;
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const person = data.people.find((candidate) => candidate.key === chosenKey);
  const voting = session.status === 'voting';
  const canEdit = useCanEdit();
  const clock = useVotingClock(session);
  const notes = useTranslation('notes').t;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 20rem' }}>
          <Group gap="sm">
            <Title order={1} fz={{ base: 'h2', md: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
              {sessionTitle(t, session)}
            </Title>
            {/* Ended by its time: the deadline's badge says so, not 'Votando'. */}
            {!clock.endedByTime && <VotingStatusBadge status={session.status} />}
            <VotingDeadline clock={clock} />
          </Group>
          <Text c="dimmed" size="sm" mt={4}>
            {[
              t('page.budget', { count: session.budget }),
              session.allowStacking ? t('page.stacking') : t('page.onePerItem'),
              session.anonymous ? t('page.anonymous') : t('page.named'),
            ].join(' · ')}
          </Text>
        </div>
        {/* Revealing and closing are the facilitator's (a member who edits). */}
        {!(voting && person) && canEdit && <FacilitatorActions data={data} />}
      </Group>
      {voting && person ? (
        // A ballot open when the time runs out stays on screen, its buttons off.
        <Ballot data={data} person={person} onDone={() => setChosenKey(null)} />
      ) : clock.endedByTime ? (
        <Alert
          color="gray"
          icon={<IconClockOff size={20} />}
          title={notes('timed.ended')}
          data-testid="voting-ended"
        >
          {notes('timed.endedText')}
        </Alert>
      ) : voting ? (
        <ParticipantPicker data={data} onChoose={(chosen) => setChosenKey(chosen.key)} />
      ) : (
        // What is done with a result (and the dots that did not count) is the facilitator's: a
        // viewer or a room's guest reads the results only.
        <VotingResults sessionId={session.id} facilitator={canEdit} />
      )}
    </Stack>
  );
}

/** 'Revelar resultados' while voting, 'Encerrar' once revealed: each asked once more. */
function FacilitatorActions({ data }: { data: VotingSessionData }) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const change = useChange();
  const [asking, setAsking] = useState<VotingSessionStatus | null>(null);
  const { session } = data;
  const next: VotingSessionStatus | null =
    session.status === 'voting' ? 'revealed' : session.status === 'revealed' ? 'closed' : null;
  if (!next) return null;
  const labels = next === 'revealed' ? 'reveal' : 'close';
  const move = () =>
    change(
      'votingSession.update',
      { id: session.id, changes: { status: next } },
      { success: t(`${labels}.done`), error: t(`${labels}.error`) },
    );
  return (
    <>
      <Button
        size="md"
        variant={next === 'revealed' ? 'filled' : 'default'}
        leftSection={
          next === 'revealed' ? (
            <IconEye size={18} aria-hidden />
          ) : (
            <IconLock size={18} aria-hidden />
          )
        }
        onClick={() => setAsking(next)}
      >
        {t(`${labels}.button`)}
      </Button>
      {asking && (
        <ConfirmDialog
          opened
          tone="primary"
          closeAfterConfirm
          cancelLabel={t('cancel')}
          title={t(`${labels}.confirmTitle`)}
          message={t(`${labels}.confirmText`, { count: data.tally.spent.size })}
          confirmLabel={t(`${labels}.button`)}
          onConfirm={move}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
