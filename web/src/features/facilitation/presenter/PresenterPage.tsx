import { Anchor, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useFullscreenElement } from '@mantine/hooks';
import { IconArrowLeft, IconEyeOff, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { useProjectSummary } from '../../../project-data/useProjects';
import { useCountdown } from '../timer/useCountdown';
import { useProjectTimer } from '../timer/useProjectTimer';
import { useTimerAlarm } from '../timer/useTimerAlarm';
import { PresenterRoom } from './PresenterRoom';
import { PresenterStep } from './PresenterStep';
import { PresenterTimer } from './PresenterTimer';
import { PresenterVoting } from './PresenterVoting';
import { type RoomState, useRoomState } from './useRoomState';

/**
 * /projects/:id/present: the room's screen for a projector. The activity and its countdown in
 * huge type, the current voting session and any open silent round — whatever was changed last
 * on any device of the project, so it follows the facilitator's tablet.
 */
export function PresenterPage() {
  const { id = '' } = useParams();
  const project = useProjectSummary(id);
  if (project === undefined) return null;
  if (project === null) return <PresenterNotFound />;
  return <PresenterStage projectId={project.id} projectName={project.name} />;
}

function PresenterStage(props: { projectId: string; projectName: string }) {
  const { t } = useTranslation('facilitation');
  const stage = useFullscreenElement<HTMLDivElement>();
  const projectTimer = useProjectTimer(props.projectId, t('timer.saveError'));
  const countdown = useCountdown(projectTimer.timer);
  useTimerAlarm(projectTimer.timer);
  const room = useRoomState(props.projectId);
  const sharesScreen = Boolean(room && (room.session || room.openRounds.length > 0));

  const toggleFullscreen = async () => {
    try {
      await stage.toggle();
    } catch (error) {
      console.warn('fullscreen refused', error);
      notify({ title: t('presenter.fullscreenError'), kind: 'error' });
    }
  };

  return (
    <Box
      ref={stage.ref}
      data-testid="presenter"
      bg="var(--mantine-color-body)"
      p={{ base: 'sm', md: 'xl' }}
      mih={stage.fullscreen ? '100vh' : 'calc(100dvh - 96px)'}
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-lg)' }}
    >
      <Group justify="space-between" gap="xs">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          {!stage.fullscreen && (
            <Anchor component={Link} to={`/projects/${props.projectId}`} size="sm">
              <Group gap={4} component="span">
                <IconArrowLeft size={16} aria-hidden />
                {t('presenter.back')}
              </Group>
            </Anchor>
          )}
          <Title order={1} fz={{ base: 'h3', md: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
            {props.projectName}
          </Title>
        </Stack>
        <Button
          variant="default"
          leftSection={
            stage.fullscreen ? (
              <IconMinimize size={18} aria-hidden />
            ) : (
              <IconMaximize size={18} aria-hidden />
            )
          }
          onClick={() => void toggleFullscreen()}
        >
          {stage.fullscreen ? t('presenter.exitFullscreen') : t('presenter.fullscreen')}
        </Button>
      </Group>

      <PresenterStep projectId={props.projectId} />
      {projectTimer.timer && (
        <PresenterTimer
          timer={projectTimer.timer}
          countdown={countdown}
          sharesScreen={sharesScreen}
        />
      )}
      {room && sharesScreen && <RoomCards room={room} />}
      <PresenterRoom projectId={props.projectId} />
      {room && projectTimer.timer === null && !sharesScreen && (
        <Text c="dimmed" ta="center" fz={{ base: 'lg', md: 'xl' }} py="xl" maw={640} mx="auto">
          {t('presenter.idle')}
        </Text>
      )}
    </Box>
  );
}

function RoomCards({ room }: { room: RoomState }) {
  const { t } = useTranslation('facilitation');
  return (
    <Group align="stretch" gap="lg" grow preventGrowOverflow={false} wrap="wrap">
      {room.session && (
        <Card withBorder radius="lg" padding="lg" miw="min(100%, 22rem)">
          <PresenterVoting session={room.session} />
        </Card>
      )}
      {room.openRounds.map(({ round, notes }) => (
        <Card
          key={round.id}
          withBorder
          radius="lg"
          padding="lg"
          miw="min(100%, 22rem)"
          data-testid="presenter-round"
        >
          <Group gap="sm" wrap="nowrap" align="center">
            <IconEyeOff size={36} aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={0}>
              <Text fz={{ base: 'xl', md: '2rem' }} fw={600}>
                {t('presenter.round', { count: notes })}
              </Text>
              <Text c="dimmed">{t(`presenter.roundTarget.${round.target}`)}</Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </Group>
  );
}

function PresenterNotFound() {
  const { t } = useTranslation('facilitation');
  return (
    <Stack align="center" py="xl">
      <Title order={1} size="h2">
        {t('presenter.notFound')}
      </Title>
      <Button component={Link} to="/projects" leftSection={<IconArrowLeft size={16} />}>
        {t('presenter.backToProjects')}
      </Button>
    </Stack>
  );
}
