import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconPlus, IconStar } from '@tabler/icons-react';
import { brazilianDateTime } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../lib/notify';
import { useCanEdit } from '../../../project-data/project-access';
import { useChange } from '../../../project-data/records';
import { topItems, voteCounts } from '../../../project-data/room/voting-results';
import { useUserSync } from '../../../project-data/SyncProvider';
import type { VotingSessionData } from './useVotingSession';

const DEFAULT_PLACES = 3;

/**
 * What the facilitator does with a result: 'Somar aos votos' (once per session, on any device:
 * votingSession.apply, docs/decisions/0016) and, for ideas, 'Marcar N mais votadas como
 * selecionadas'.
 */
export function ApplyResults({ data }: { data: VotingSessionData }) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  return (
    <Card withBorder radius="md" padding="lg" data-testid="apply-results">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('apply.title')}
        </Title>
        <AddToVotes data={data} />
        {data.session.target === 'ideas' && <MarkSelected data={data} />}
      </Stack>
    </Card>
  );
}

function AddToVotes({ data }: { data: VotingSessionData }) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const change = useChange();
  const [confirming, setConfirming] = useState(false);
  const { session, tally } = data;
  const counts = voteCounts(tally.ranking);
  const canEdit = useCanEdit();

  if (session.appliedAt) {
    const date = brazilianDateTime(new Date(session.appliedAt));
    return (
      <Group gap="xs" wrap="nowrap" data-testid="votes-applied">
        <IconCircleCheck size={22} color="var(--mantine-color-teal-7)" aria-hidden />
        <Text size="sm">{t('apply.applied', { date })}</Text>
      </Group>
    );
  }
  // A viewer sees whether the votes were added, and cannot add them (see ProjectAccess).
  if (!canEdit) return null;
  const apply = () =>
    change(
      'votingSession.apply',
      { id: session.id, counts },
      { success: t('apply.appliedToast'), error: t('apply.error') },
    );
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm" c="dimmed">
        {t(`apply.hint.${session.target}`)}
      </Text>
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        disabled={counts.length === 0}
        onClick={() => setConfirming(true)}
      >
        {t('apply.button')}
      </Button>
      {confirming && (
        <ConfirmDialog
          opened
          tone="primary"
          closeAfterConfirm
          cancelLabel={t('cancel')}
          title={t('apply.confirmTitle')}
          message={t(`apply.confirmText.${session.target}`, {
            count: tally.total,
            items: counts.length,
          })}
          confirmLabel={t('apply.button')}
          onConfirm={apply}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}

function MarkSelected({ data }: { data: VotingSessionData }) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const client = useUserSync()?.client;
  const withDots = data.tally.ranking.filter((item) => item.dots > 0).length;
  const [input, setInput] = useState<number | string>(Math.min(DEFAULT_PLACES, withDots));
  // An empty or out-of-range box marks nothing rather than guessing.
  const places = typeof input === 'number' && input >= 1 && input <= withDots ? input : 0;
  const [saving, setSaving] = useState(false);
  const statusOf = new Map(data.items.map((item) => [item.id, item.ideaStatus]));
  const top = topItems(data.tally.ranking, places);
  // Only plain ideas move to 'selected': one already prototyped or tested keeps its progress.
  const toSelect = top.filter((item) => statusOf.get(item.itemId) === 'idea');

  const mark = async () => {
    if (!client) return;
    setSaving(true);
    try {
      await client.mutateAll(
        toSelect.map((item) => ({
          name: 'idea.update',
          args: { id: item.itemId, changes: { status: 'selected' } },
        })),
      );
      notify({ title: t('select.done', { count: toSelect.length }), kind: 'success' });
    } catch (error) {
      console.error('marking the most voted ideas failed', error);
      notify({ title: t('select.errorTitle'), message: t('select.error'), kind: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm" c="dimmed">
        {t('select.hint')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={t('select.places')}
          min={1}
          max={Math.max(withDots, 1)}
          allowDecimal={false}
          value={input}
          onChange={setInput}
          w={120}
          disabled={withDots === 0}
        />
        <Button
          variant="light"
          leftSection={<IconStar size={18} aria-hidden />}
          onClick={() => void mark()}
          loading={saving}
          disabled={toSelect.length === 0}
          // The label names the number of places: on a phone it wraps instead of overflowing.
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.35 } }}
        >
          {t('select.button', { count: places })}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" data-testid="select-preview">
        {toSelect.length === 0 && top.length > 0
          ? t('select.allSelected')
          : t('select.preview', { count: toSelect.length })}
      </Text>
    </Stack>
  );
}
