import { Alert, Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { FacilitationTarget } from '@trilha/shared';
import { newId } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../../../project-data/project-access';
import { useChange } from '../../../project-data/records';
import {
  roundsOfTarget,
  type SilentRoundState,
  useSilentRounds,
} from '../../../project-data/silent-round/useSilentRound';

/**
 * Starts a silent round of a tool, or, while one is open, says so (with how many notes are face
 * down here) and reveals it. Shown above the tool's list.
 */
export function SilentRoundBar(props: {
  projectId: string;
  target: FacilitationTarget;
  round: SilentRoundState;
  /** How many notes of the list show face down on this device. */
  hiddenCount: number;
}) {
  const canEdit = useCanEdit();
  const { t } = useTranslation('facilitation');
  const notes = useTranslation('notes').t;
  // Only the facilitator ends a private step (decision 0029; the server refuses others too).
  const { isFacilitator } = props.round;
  const [anonymous, setAnonymous] = useState(false);
  const change = useChange();
  const [busy, setBusy] = useState(false);
  const open = props.round.round?.status === 'open' ? props.round.round : undefined;
  // Two offline devices may each have opened a round: the reveal turns every one face up.
  const openRounds = roundsOfTarget(useSilentRounds(props.projectId) ?? [], props.target).open;

  const run = async (
    changes: { name: string; args: unknown }[],
    success: string,
    error: string,
  ) => {
    setBusy(true);
    for (const { name, args } of changes) await change(name, args, { success, error });
    setBusy(false);
  };
  const start = () =>
    run(
      [
        {
          name: 'silentRound.create',
          args: {
            id: newId(),
            projectId: props.projectId,
            target: props.target,
            status: 'open',
            anonymous,
          },
        },
      ],
      t('round.started'),
      t('round.startError'),
    );
  const reveal = () =>
    run(
      openRounds.map(({ id }) => ({
        name: 'silentRound.update',
        args: { id, changes: { status: 'revealed' } },
      })),
      t('round.revealed'),
      t('round.revealError'),
    );

  // A viewer neither starts nor reveals a round (see ProjectAccess); an open one is still said.
  if (!open && !canEdit) return null;
  if (!open)
    return (
      <Group justify="flex-end" mb="md" gap="md">
        <Checkbox
          label={notes('round.anonymous')}
          description={notes('round.anonymousHint')}
          checked={anonymous}
          onChange={(event) => setAnonymous(event.currentTarget.checked)}
          maw={360}
        />
        <Button
          variant="default"
          leftSection={<IconEyeOff size={16} aria-hidden />}
          loading={busy}
          onClick={() => void start()}
        >
          {t('round.start')}
        </Button>
      </Group>
    );

  return (
    <Alert
      color="violet"
      icon={<IconEyeOff size={20} />}
      title={
        <Group gap="xs">
          {t('round.openTitle')}
          {open.anonymous && (
            <Badge size="sm" variant="light" color="violet">
              {notes('round.anonymousBadge')}
            </Badge>
          )}
        </Group>
      }
      data-testid="silent-round-open"
      mb="md"
    >
      <Stack gap="xs">
        <Text size="sm">{t('round.openText')}</Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {t('round.hiddenCount', { count: props.hiddenCount })}
          </Text>
          {isFacilitator ? (
            <Button
              leftSection={<IconEye size={16} aria-hidden />}
              loading={busy}
              onClick={() => void reveal()}
            >
              {t('round.reveal')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed" data-testid="round-waiting">
              {notes('round.waiting')}
            </Text>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
