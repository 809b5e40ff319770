import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import type { SyncStatus } from '@trilha/sync/client/status';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { type CodedMessage, useMessageText } from '../../lib/message-text';
import { useUserSync } from '../../project-data/SyncProvider';
import { useSyncStatus } from '../../project-data/useSyncStatus';
import { RejectedChanges } from './RejectedChanges';

/**
 * The header's always-visible sync state: offline or online, changes waiting, the last sync,
 * and — on click — any problem and the changes the server refused, in words.
 */
export function SyncIndicator() {
  const { t } = useTranslation();
  const status = useSyncStatus();
  const [opened, setOpened] = useState(false);
  // Escape closes the details wherever focus is: Mantine closes only on an Escape from inside,
  // and focus can leave them (to the page's body, while the header is laid out again).
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') setOpened(false);
  });
  const color = status.problem
    ? 'red'
    : !status.online
      ? 'gray'
      : status.pendingCount > 0
        ? 'yellow'
        : 'teal';
  const label = !status.online
    ? t('sync.offline')
    : status.syncing
      ? t('sync.syncing')
      : status.pendingCount > 0
        ? t('sync.pending', { count: status.pendingCount })
        : t('sync.synced');

  return (
    // Focus goes into the details as they open and back to the button as they close:
    // 'Marcar como lidas' is reachable by keyboard only from there (the dropdown is drawn at the
    // end of the page).
    <Popover
      position="bottom-end"
      withArrow
      shadow="md"
      width={320}
      trapFocus
      returnFocus
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={t('sync.details')}
          onClick={() => setOpened((open) => !open)}
          data-testid="sync-indicator"
          // For the browser tests: changes waiting, the last sync (kept across reloads) and
          // whether a full sync has completed since this page loaded.
          data-pending={status.pendingCount}
          data-last-sync={status.lastSyncAt ?? ''}
          data-synced-since-load={status.syncedSinceOpen}
        >
          <Group gap={6} wrap="nowrap">
            <Badge
              color={color}
              variant="dot"
              size="lg"
              tt="none"
              styles={{ label: { overflow: 'visible' } }}
            >
              {/* Phones show the dot and what needs attention only: 'Offline', or how many
                  changes wait (the popover has the words). */}
              <span className={status.online ? 'trilha-sync-label' : undefined}>{label}</span>
              {status.online && status.pendingCount > 0 && (
                <span className="trilha-sync-compact">{status.pendingCount}</span>
              )}
            </Badge>
            {status.rejectedCount > 0 && (
              <Badge color="red" variant="filled" size="sm">
                {status.rejectedCount}
              </Badge>
            )}
          </Group>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <SyncDetails status={status} />
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The popover's words, rendered only while it is open: the header re-renders on every step of a
 * sync, and formatting the last sync's date each time (a new Intl formatter per call) was the
 * indicator's largest cost during a first sync.
 */
function SyncDetails({ status }: { status: SyncStatus }) {
  const { t } = useTranslation();
  const sync = useUserSync();
  const words = useRef<HTMLDivElement>(null);
  const lastSync = status.lastSyncAt
    ? new Date(status.lastSyncAt).toLocaleString(currentLanguage())
    : t('sync.never');
  return (
    // Focus lands on the words, not on 'Marcar como lidas': opening must not arm an action.
    <Stack ref={words} gap="xs" tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
      <Text size="sm">{status.online ? t('sync.online') : t('sync.offlineLong')}</Text>
      <Text size="sm">{t('sync.pendingLong', { count: status.pendingCount })}</Text>
      <Text size="sm">{t('sync.lastSync', { when: lastSync })}</Text>
      {/* The problem's and the refusals' words are coded messages: loaded only when shown. */}
      <Suspense fallback={null}>
        {status.problemMessage && <ProblemText problem={status.problemMessage} />}
        {status.rejected.length > 0 && (
          <RejectedChanges
            rejected={status.rejected}
            count={status.rejectedCount}
            onDismiss={
              sync
                ? (throughId) => {
                    // The button goes with the list it empties: focus stays in the details
                    // (where Escape and Tab still work) instead of falling to the page's body.
                    words.current?.focus();
                    void sync.client.dismissRejections(throughId);
                  }
                : undefined
            }
          />
        )}
      </Suspense>
    </Stack>
  );
}

/** Why sync is not flowing, in the interface language. */
function ProblemText({ problem }: { problem: CodedMessage }) {
  const messageText = useMessageText();
  return (
    <Text size="sm" c="red">
      {messageText(problem) ?? messageText({ code: 'sync.failed' })}
    </Text>
  );
}
