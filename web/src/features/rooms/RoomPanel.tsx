import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import type { Room } from '@trilha/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PhoneFullScreenModal } from '../../components/lazy-dialogs';
import { RoomJoinCode } from '../../components/RoomJoinCode';
import { errorText } from '../../lib/api';
import { notify } from '../../lib/notify';
import { closeRoom, openRoom, useProjectRoom } from '../../project-data/project-room';

type Opening =
  | { status: 'opening' }
  | { status: 'open'; room: Room }
  | { status: 'failed'; message: string };

/**
 * The room panel: opening it opens the project's room (or finds the one open, the server's
 * POST is idempotent), then shows how to join — the QR code, the code in large type, the link —
 * the guests who joined (read again every few seconds while the panel is open), and 'Fechar
 * sala', which ends the guests' sessions (their notes stay).
 */
export function RoomPanel(props: { projectId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('sharing');
  return (
    <PhoneFullScreenModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('room.title')}
      size="lg"
    >
      {props.opened && <RoomPanelBody projectId={props.projectId} onClosed={props.onClose} />}
    </PhoneFullScreenModal>
  );
}

function RoomPanelBody(props: { projectId: string; onClosed: () => void }) {
  const { t, i18n } = useTranslation('sharing');
  const [opening, setOpening] = useState<Opening>({ status: 'opening' });
  const [confirming, setConfirming] = useState(false);
  const live = useProjectRoom(props.projectId, opening.status === 'open');
  const { projectId } = props;

  useEffect(() => {
    let current = true;
    openRoom(projectId).then(
      (room) => current && setOpening({ status: 'open', room }),
      (error: unknown) =>
        current && setOpening({ status: 'failed', message: errorText(error, t('room.openError')) }),
    );
    return () => {
      current = false;
    };
  }, [projectId, t]);

  const close = async () => {
    try {
      await closeRoom(projectId);
      notify({ title: t('room.closed'), kind: 'success' });
      props.onClosed();
    } catch (error) {
      notify({ title: t('room.closeError'), message: errorText(error, ''), kind: 'error' });
    }
  };

  if (opening.status === 'opening') return <Loader aria-label={t('room.opening')} />;
  if (opening.status === 'failed') return <Alert color="red">{opening.message}</Alert>;
  // The room as last read (with its guests), else as it was opened.
  const room = live.room ?? opening.room;
  const guests = live.room?.guests ?? [];
  return (
    <Stack gap="lg" data-testid="room-panel">
      <Text size="sm" c="dimmed">
        {t('room.help')}
      </Text>
      <RoomJoinCode code={room.code} joinUrl={room.joinUrl} />
      <Text size="xs" c="dimmed" ta="center">
        {t('room.expires', {
          time: new Date(room.expiresAt).toLocaleString(i18n.language, {
            dateStyle: 'short',
            timeStyle: 'short',
          }),
        })}
      </Text>
      {live.room === null && <Alert color="yellow">{t('room.closedElsewhere')}</Alert>}
      {live.failed && (
        <Text size="xs" c="dimmed">
          {t('room.refreshFailed')}
        </Text>
      )}
      <Stack gap="xs">
        <Title order={2} size="h5">
          {guests.length === 0 ? t('room.nobodyYet') : t('room.guests', { count: guests.length })}
        </Title>
        {guests.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('room.noGuests')}
          </Text>
        ) : (
          <Group gap={6} data-testid="room-guests">
            {guests.map((guest) => (
              <Badge key={guest.id} variant="light" tt="none" size="lg">
                {guest.name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          leftSection={<IconDoorExit size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
          disabled={live.room === null}
        >
          {t('room.close')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('room.confirmTitle')}
        message={t('room.confirmText')}
        confirmLabel={t('room.close')}
        cancelLabel={t('room.cancel')}
        onConfirm={close}
        onClose={() => setConfirming(false)}
        closeAfterConfirm
      />
    </Stack>
  );
}
