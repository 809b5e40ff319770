import {
  ActionIcon,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconMinus, IconPlus } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NoteByline } from '../../../components/notes/NoteByline';
import { noteSurfaceStyle } from '../../../components/notes/note-colors';
import { NoteRoomProvider } from '../../../components/notes/note-room';
import { HiddenNoteCard, hiddenReason } from '../../../components/records/HiddenNoteCard';
import type { Person } from '../../../project-data/room/people';
import type { VotingItem } from '../../../project-data/room/voting-items';
import { useSilentRound } from '../../../project-data/silent-round/useSilentRound';
import { ballotOf, type PlaceRefusal } from './ballot-rules';
import { DotRow } from './DotRow';
import { stableOrder } from './stable-order';
import { useBallotActions } from './useBallotActions';
import { useVotingClock } from './useVotingClock';
import type { VotingSessionData } from './useVotingSession';
import { VotingDeadline } from './VotingDeadline';

/**
 * One person's turn on the shared tablet: the items in a fixed order, big cards, their own dots
 * only (nobody else's counts show while voting), 'Restam N de M pontos', and 'Concluir minha
 * vez' to hand the tablet on.
 */
export function Ballot(props: { data: VotingSessionData; person: Person; onDone(): void }) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const { session, tally, dots } = props.data;
  const { person } = props;
  const clock = useVotingClock(session);
  const ballot = ballotOf({ session, tally, person, dots, open: clock.open });
  const items = useFixedOrder(props.data.items);
  const round = useSilentRound(session.projectId, session.target);
  const actions = useBallotActions(session.id, person);

  return (
    <NoteRoomProvider round={round}>
      <Stack gap="md" data-testid="ballot">
        <Paper
          withBorder
          radius="md"
          p="md"
          shadow="sm"
          style={{ position: 'sticky', top: 72, zIndex: 2 }}
        >
          <Group justify="space-between" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {t('ballot.turnOf', { name: person.name })}
              </Title>
              <Text fw={700} size="lg" c="violet.8" data-testid="dots-left" aria-live="polite">
                {t('ballot.left', { count: ballot.left, budget: ballot.budget })}
              </Text>
              <VotingDeadline clock={clock} size="md" />
              <Text size="sm" c="dimmed">
                {!clock.open
                  ? t('ballot.refused.ended')
                  : ballot.left === 0
                    ? t('ballot.refused.no_dots_left')
                    : session.allowStacking
                      ? t('ballot.ruleStacking')
                      : t('ballot.ruleOnePerItem')}
              </Text>
            </div>
            <Button
              size="lg"
              leftSection={<IconCheck size={20} aria-hidden />}
              onClick={props.onDone}
            >
              {t('ballot.done')}
            </Button>
          </Group>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {items.map((item) =>
            round.isHidden(item) ? (
              <HiddenNoteCard key={item.id} reason={hiddenReason(round.face(item))} />
            ) : (
              <BallotCard
                key={item.id}
                item={item}
                own={ballot.dotsOn(item.id).length}
                refusal={ballot.refusal(item.id)}
                working={actions.working}
                onPlace={actions.place}
                onTakeBack={actions.takeBack}
              />
            ),
          )}
        </SimpleGrid>
        {items.length === 0 && (
          <Text c="dimmed" ta="center">
            {t(`ballot.noItems.${session.target}`)}
          </Text>
        )}
      </Stack>
    </NoteRoomProvider>
  );
}

/** The items in the order they had when the ballot opened; later ones go at the end. */
function useFixedOrder(items: readonly VotingItem[]): VotingItem[] {
  const order = useRef<string[]>([]);
  return useMemo(() => {
    order.current = stableOrder(order.current, items);
    const byId = new Map(items.map((item) => [item.id, item]));
    return order.current.flatMap((id) => byId.get(id) ?? []);
  }, [items]);
}

function BallotCard(props: {
  item: VotingItem;
  own: number;
  refusal: PlaceRefusal | null;
  working: boolean;
  onPlace(itemId: string): void;
  onTakeBack(itemId: string): void;
}) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const { item, own } = props;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="ballot-item"
      data-item-text={item.text}
      data-color={item.color ?? 'yellow'}
      style={{
        ...noteSurfaceStyle(item.color),
        ...(own > 0 ? { borderColor: 'var(--mantine-color-violet-6)', borderWidth: 2 } : {}),
      }}
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <div>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {item.text}
          </Text>
          {item.detail && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {item.detail}
            </Text>
          )}
          <NoteByline note={item} />
        </div>
        <Group justify="space-between" wrap="nowrap">
          <DotRow count={own} label={t('ballot.yourDots', { count: own })} />
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              size={48}
              radius="xl"
              variant="default"
              disabled={own === 0 || props.working || props.refusal === 'ended'}
              onClick={() => props.onTakeBack(item.id)}
              aria-label={t('ballot.takeBack', { item: item.text })}
            >
              <IconMinus size={22} />
            </ActionIcon>
            <ActionIcon
              size={48}
              radius="xl"
              disabled={props.refusal !== null || props.working}
              onClick={() => props.onPlace(item.id)}
              aria-label={t('ballot.place', { item: item.text })}
              title={props.refusal ? t(`ballot.refused.${props.refusal}`) : undefined}
            >
              <IconPlus size={22} />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
