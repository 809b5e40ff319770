import {
  Alert,
  Badge,
  Card,
  Center,
  Group,
  List,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoteByline } from '../../../components/notes/NoteByline';
import { noteSurfaceStyle } from '../../../components/notes/note-colors';
import { NoteRoomProvider } from '../../../components/notes/note-room';
import { refusedLines, votersByItem } from '../../../project-data/room/voting-results';
import { useSilentRound } from '../../../project-data/silent-round/useSilentRound';
import { ApplyResults } from './ApplyResults';
import { useVotingSession, type VotingSessionData } from './useVotingSession';

/**
 * The results of a voting session: before the reveal only 'votes hidden'; after it the items
 * ranked by their counted dots with bars (ties share a rank), and — in a non-anonymous session —
 * who put dots where. The facilitator (the session page; not the projector) also sees the
 * refused dots and the actions that carry the result into the project.
 */
export function VotingResults({
  sessionId,
  facilitator = false,
}: {
  sessionId: string;
  facilitator?: boolean;
}) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const data = useVotingSession(sessionId);
  if (data === undefined) return <Skeleton height={160} radius="md" aria-label={t('loading')} />;
  if (data === null) return <Text c="dimmed">{t('notFound')}</Text>;
  if (data.session.status === 'voting') return <VotesHidden />;
  return <RevealedResults data={data} facilitator={facilitator} />;
}

function VotesHidden() {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  return (
    <Card withBorder radius="md" padding="xl" data-testid="votes-hidden">
      <Center>
        <Stack align="center" gap="xs">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconEyeOff size={26} />
          </ThemeIcon>
          <Title order={3} size="h4" ta="center">
            {t('results.hiddenTitle')}
          </Title>
          <Text c="dimmed" ta="center" maw={420}>
            {t('results.hiddenText')}
          </Text>
        </Stack>
      </Center>
    </Card>
  );
}

function RevealedResults({ data, facilitator }: { data: VotingSessionData; facilitator: boolean }) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const { session, tally, items, people, participants, dots } = data;
  const round = useSilentRound(session.projectId, session.target);
  const itemOf = new Map(items.map((item) => [item.id, item]));
  const voted = tally.ranking.filter((item) => item.dots > 0);
  const unvoted = tally.ranking.length - voted.length;
  const most = voted[0]?.dots ?? 0;
  const voters = session.anonymous ? null : votersByItem(tally, dots, people, participants);
  const refused = facilitator ? refusedLines(tally, people, participants) : [];

  return (
    <NoteRoomProvider round={round}>
      <Stack gap="md" data-testid="voting-results">
        <div>
          <Title order={2} size="h3">
            {t('results.title')}
          </Title>
          <Text c="dimmed">
            {t('results.summary', {
              dots: t('results.dots', { count: tally.total }),
              people: t('results.people', { count: tally.spent.size }),
            })}
          </Text>
        </div>
        {voted.length === 0 && <Text c="dimmed">{t('results.noDots')}</Text>}
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {voted.map((ranked) => {
            const item = itemOf.get(ranked.itemId);
            // A note the facilitator hid is named on their own screen only, never to the room
            // (the projector shows results without the facilitator's extras).
            const visible = item && !round.isHidden(item) && (facilitator || !item.hiddenAt);
            const shown = visible ? item : undefined;
            const text = shown ? shown.text : t('results.hiddenItem');
            const names = voters?.get(ranked.itemId) ?? [];
            return (
              <Card
                key={ranked.itemId}
                component="li"
                withBorder
                radius="md"
                padding="md"
                data-testid="result-item"
                data-item-text={text}
                data-dots={ranked.dots}
                data-rank={ranked.rank}
                data-color={shown ? (shown.color ?? 'yellow') : undefined}
                style={shown ? noteSurfaceStyle(shown.color) : undefined}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }} align="flex-start">
                    <Badge
                      size="lg"
                      circle={ranked.rank < 10}
                      variant={ranked.rank === 1 ? 'filled' : 'light'}
                    >
                      {ranked.rank}
                    </Badge>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {text}
                      </Text>
                      {shown && <NoteByline note={shown} />}
                    </div>
                  </Group>
                  <Text fw={800} style={{ whiteSpace: 'nowrap' }}>
                    {t('results.dots', { count: ranked.dots })}
                  </Text>
                </Group>
                <Progress
                  mt="xs"
                  size="lg"
                  radius="xl"
                  value={most ? (ranked.dots / most) * 100 : 0}
                  aria-hidden
                />
                {names.length > 0 && (
                  <Text size="sm" c="dimmed" mt={6} data-testid="result-voters">
                    {names
                      .map(({ name, dots: count }) =>
                        count > 1 ? t('results.voterMany', { name, count }) : name,
                      )
                      .join(' · ')}
                  </Text>
                )}
              </Card>
            );
          })}
        </Stack>
        {unvoted > 0 && (
          <Text size="sm" c="dimmed">
            {t(`results.unvoted.${session.target}`, { count: unvoted })}
          </Text>
        )}
        {refused.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('results.refusedTitle')}
            data-testid="refused-dots"
          >
            <Text size="sm" mb={6}>
              {t('results.refusedIntro')}
            </Text>
            <List size="sm" spacing={4}>
              {refused.map((line) => (
                <List.Item key={`${line.name}-${line.reason}`}>
                  {t('results.refusedLine', {
                    name: line.name,
                    count: line.count,
                    reason: t(`results.reason.${line.reason}`),
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {facilitator && <ApplyResults data={data} />}
      </Stack>
    </NoteRoomProvider>
  );
}
