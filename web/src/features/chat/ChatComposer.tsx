import { ActionIcon, Group, Loader, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The input and its send button. Enter sends, Shift+Enter starts a new line; both are disabled
 * while a reply is pending. Offline the text stays editable but cannot be sent.
 */
export function ChatComposer(props: {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  pending: boolean;
  online: boolean;
  /** The plan's questions for this month are used up. */
  locked?: boolean;
}) {
  const { t } = useTranslation('chat');
  const canSend = props.online && !props.locked && !props.pending && props.value.trim().length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) props.onSend();
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        style={{ flex: 1 }}
        aria-label={t('input.label')}
        placeholder={t('input.placeholder')}
        autosize
        minRows={1}
        maxRows={6}
        value={props.value}
        disabled={props.pending}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <ActionIcon
        size={42}
        radius="md"
        aria-label={t('input.send')}
        disabled={!canSend}
        onClick={props.onSend}
      >
        {props.pending ? <Loader size="xs" color="white" /> : <IconSend size={20} aria-hidden />}
      </ActionIcon>
    </Group>
  );
}
