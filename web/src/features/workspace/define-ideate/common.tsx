import { Button, Card, Group, Modal, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import { type PhaseNumber, phaseByNumber, VOTE_LOCK_MS } from '@trilha/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export const NS = 'defineIdeate';

/**
 * The shared schemas speak Portuguese; the forms speak the interface language. Maps a field's
 * error to this namespace's text: too long, or the field's own "required" message.
 */
export function useFieldError() {
  const { t } = useTranslation(NS);
  return (error: FieldError | undefined, max: number, required?: string) => {
    if (!error) return undefined;
    if (error.type === 'too_big') return t('form.tooLong', { max });
    return required ?? t('form.invalid');
  };
}

/** The card that opens a phase view: 'Fase N: Nome' in the phase's colour, and what it is for. */
export function PhaseHeader(props: { phase: PhaseNumber; icon: ReactNode; description: string }) {
  const { t } = useTranslation(NS);
  const phase = phaseByNumber(props.phase);
  return (
    <Card withBorder radius="md" padding="lg" style={{ borderTop: `4px solid ${phase.color}` }}>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" color={phase.color} aria-hidden>
          {props.icon}
        </ThemeIcon>
        <div>
          <Title order={2} size="h3">
            {t('phaseTitle', { number: phase.number, name: t(`phaseNames.${phase.key}`) })}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {props.description}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** Placeholder cards while the list loads (2 or 3, spec section 9). */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label} role="status">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={96} radius="md" />
      ))}
    </Stack>
  );
}

/** An empty list: what is missing and how to start. */
export function EmptyState(props: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {props.icon}
        </ThemeIcon>
        <Text fw={600}>{props.title}</Text>
        <Text c="dimmed" size="sm" maw={420}>
          {props.text}
        </Text>
        {props.action}
      </Stack>
    </Card>
  );
}

/**
 * +1 vote. Each press adds one vote (an increment, so presses on several devices add up); the
 * button stays disabled while the vote is written and for VOTE_LOCK_MS after, which stops
 * accidental double presses.
 */
export function VoteButton(props: { votes: number; label: string; onVote(): Promise<unknown> }) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const press = async () => {
    setLocked(true);
    const started = Date.now();
    try {
      await props.onVote();
    } finally {
      const left = Math.max(0, VOTE_LOCK_MS - (Date.now() - started));
      timer.current = setTimeout(() => setLocked(false), left);
    }
  };

  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconThumbUp size={16} aria-hidden />}
      onClick={press}
      disabled={locked}
      aria-label={props.label}
    >
      +1 · {props.votes}
    </Button>
  );
}

/** 'Tem certeza que deseja excluir ... Esta ação não pode ser desfeita.' */
export function ConfirmDeleteModal(props: {
  opened: boolean;
  title: string;
  message: string;
  onCancel(): void;
  onConfirm(): Promise<unknown>;
}) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Stack>
        <Text size="sm">{props.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('form.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={busy}>
            {t('form.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

// One definition for the whole workspace (records.ts).
export { changedFields } from '../records';

export const PRIORITY_COLORS = { low: 'gray', medium: 'yellow', high: 'red' } as const;
