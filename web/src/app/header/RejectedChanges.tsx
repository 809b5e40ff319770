import { Button, Text } from '@mantine/core';
import type { RejectedMutation } from '@trilha/sync';
import { useTranslation } from 'react-i18next';
import { useRejectionText } from './rejection-text';

interface RejectedChangesProps {
  /** The newest refusals, newest first (the sync status keeps ten). */
  rejected: readonly RejectedMutation[];
  /** How many the device keeps in all: those beyond `rejected` are counted, not listed. */
  count: number;
  /**
   * The person read them: the device forgets those up to the newest shown. Without it (no sync
   * open) the list is only read.
   */
  onDismiss?: (throughId: number) => void;
}

/**
 * The changes the server refused, each with the reason in words, and a way to say they were
 * read: refused changes are never dropped silently, but once read they need not weigh on the
 * header's count for ever (a participant of a locked room gathers one per refused change).
 */
export function RejectedChanges({ rejected, count, onDismiss }: RejectedChangesProps) {
  const { t } = useTranslation('common');
  const rejectionText = useRejectionText();
  const newest = rejected.reduce((id, rejection) => Math.max(id, rejection.id), 0);
  const older = count - rejected.length;
  return (
    <>
      <Text size="sm" fw={600}>
        {t('sync.rejectedTitle')}
      </Text>
      {rejected.map((rejection) => (
        <Text size="xs" key={rejection.id} data-testid="sync-rejection">
          {t(`sync.mutation.${rejection.name.split('.')[1] ?? 'other'}`, {
            defaultValue: rejection.name,
          })}
          : {rejectionText(rejection)}
        </Text>
      ))}
      {older > 0 && (
        <Text size="xs" c="dimmed">
          {t('sync.rejectedOlder', { count: older })}
        </Text>
      )}
      {onDismiss && (
        <Button variant="light" size="compact-sm" onClick={() => onDismiss(newest)}>
          {t('sync.rejectedDismiss')}
        </Button>
      )}
    </>
  );
}
