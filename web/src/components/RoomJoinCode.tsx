import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QrCode } from './QrCode';

/** A room code in two groups of three ('K7P 2QX'): read aloud and typed without losing one's place. */
export const spacedRoomCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * How people join a room, for a room to read: the join link's QR code, the code in large type
 * and the link. The project page's room panel and the presenter show it.
 */
export function RoomJoinCode(props: { code: string; joinUrl: string; qrSize?: number }) {
  const { t } = useTranslation('sharing');
  return (
    <Stack gap="sm" align="center" data-testid="room-join-code">
      <QrCode url={props.joinUrl} label={t('room.qr')} size={props.qrSize} testId="room-qr" />
      <Text size="sm" c="dimmed">
        {t('room.codeLabel')}
      </Text>
      <Text
        component="p"
        m={0}
        ff="monospace"
        fw={700}
        fz={{ base: '2.5rem', sm: '3.5rem' }}
        lh={1}
        style={{ letterSpacing: '0.12em', whiteSpace: 'nowrap' }}
        data-testid="room-code"
        aria-label={t('room.codeAria', { code: props.code.split('').join(' ') })}
      >
        {spacedRoomCode(props.code)}
      </Text>
      <RoomLink url={props.joinUrl} />
    </Stack>
  );
}

/**
 * The join link, selectable; with a copy button where the browser has a clipboard. A laptop
 * serving a room over plain http:// is not a secure context and has no Clipboard API there:
 * the link is then selected on a tap, for the system's own copy.
 */
function RoomLink({ url }: { url: string }) {
  const { t } = useTranslation('sharing');
  const canCopy =
    typeof window !== 'undefined' && window.isSecureContext && 'clipboard' in navigator;
  return (
    <Group gap="xs" w="100%" wrap="nowrap" align="end">
      <TextInput
        label={t('room.link')}
        value={url}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="room-link"
      />
      {canCopy && (
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? t('invite.copied') : t('invite.copy')}
            </Button>
          )}
        </CopyButton>
      )}
    </Group>
  );
}
