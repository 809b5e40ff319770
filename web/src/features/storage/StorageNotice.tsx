import { Alert, List, Text } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import type { StorageWarning } from './storage-keep';

/** When the first waiting change was made: the time today, the date and time before. */
function sinceText(since: number, now: number): string {
  const date = new Date(since);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  const format = new Intl.DateTimeFormat(
    currentLanguage(),
    sameDay ? { hour: '2-digit', minute: '2-digit' } : { dateStyle: 'short', timeStyle: 'short' },
  );
  return format.format(date);
}

/**
 * The warning that this browser may clear unsynced work, with what keeps it: sync, install the
 * app, or download a backup. Wraps on a 320 px phone (plain text, no fixed widths).
 */
export function StorageNotice({ warning, now }: { warning: StorageWarning; now: number }) {
  const { t } = useTranslation('storage');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconDatabaseExclamation size={20} />}
      title={t('notice.title', {
        count: warning.pendingCount,
        since: sinceText(warning.since, now),
      })}
      data-testid="storage-notice"
      mb="md"
      styles={{ title: { whiteSpace: 'normal' }, message: { overflowWrap: 'anywhere' } }}
    >
      <Text size="sm">{warning.safariDeadline ? t('notice.safari') : t('notice.mayClear')}</Text>
      <Text size="sm" mt={4}>
        {t('notice.howTo')}
      </Text>
      <List size="sm" mt={4}>
        <List.Item>{t('notice.sync')}</List.Item>
        <List.Item>{t('notice.install')}</List.Item>
        <List.Item>{t('notice.backup')}</List.Item>
      </List>
    </Alert>
  );
}
