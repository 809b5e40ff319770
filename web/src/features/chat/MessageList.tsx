import { Box, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { localeFor } from '@trilha/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import { currentLanguage } from '../../i18n';
import classes from './chat.module.css';
import type { ChatEntry } from './useMentorChat';

function time(timestamp: string): string {
  return new Date(timestamp).toLocaleTimeString(localeFor(currentLanguage()), {
    hour: '2-digit',
    minute: '2-digit',
  });
}

function Message({ message }: { message: ChatEntry }) {
  const { t } = useTranslation('chat');
  const mine = message.role === 'user';
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} wrap="nowrap" data-role={message.role}>
      <Paper
        className={classes.bubble}
        data-mine={mine || undefined}
        px="sm"
        py={8}
        radius="md"
        withBorder={!mine}
      >
        <Text size="xs" c={mine ? 'violet.9' : 'dimmed'} mb={2}>
          {mine ? t('you') : t('mentor')} ·{' '}
          <time dateTime={message.timestamp}>{time(message.timestamp)}</time>
        </Text>
        {mine ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.content}
          </Text>
        ) : (
          <div className={classes.markdown}>
            <Markdown>{message.content}</Markdown>
          </div>
        )}
      </Paper>
    </Group>
  );
}

/** The conversation, scrolled smoothly to the newest message as it grows. */
export function MessageList(props: { messages: readonly ChatEntry[]; pending: boolean }) {
  const { t } = useTranslation('chat');
  const viewport = useRef<HTMLDivElement>(null);
  const last = props.messages.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or more text of the reply is the trigger.
  useEffect(() => {
    const element = viewport.current;
    element?.scrollTo?.({ top: element.scrollHeight, behavior: 'smooth' });
  }, [props.messages.length, last?.content.length, props.pending]);
  const waiting = props.pending && last?.role === 'user';

  return (
    <ScrollArea.Autosize mah="min(60vh, 640px)" mih={240} viewportRef={viewport} type="auto">
      <Stack gap="sm" p="xs" role="log" aria-live="polite" aria-label={t('conversation')}>
        {props.messages
          .filter((message) => message.content)
          .map((message) => (
            <Message key={message.id} message={message} />
          ))}
        {waiting && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('pending')}
            </Text>
          </Group>
        )}
        <Box h={1} />
      </Stack>
    </ScrollArea.Autosize>
  );
}
