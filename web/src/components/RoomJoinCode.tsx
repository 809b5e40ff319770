import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkField } from './LinkField';
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
      <LinkField label={t('room.link')} url={props.joinUrl} testId="room-link" />
    </Stack>
  );
}
