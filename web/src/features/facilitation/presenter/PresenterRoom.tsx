import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RoomJoinCode } from '../../../components/RoomJoinCode';
import { useAuth } from '../../../lib/auth-store';
import { useProjectRoom } from '../../../project-data/project-room';
import { useProjectRole } from '../../../project-data/shared-projects';

/** The presenter looks for an opened or closed room this often. */
const PRESENTER_ROOM_MS = 10_000;

/**
 * While the project has an open room, the presenter shows how to join it — its QR code, the
 * code in large type, the link — for the people in the room (docs/decisions/0020). Only its
 * owner and editors may read the room; a viewer's or a guest's presenter shows nothing here.
 */
export function PresenterRoom({ projectId }: { projectId: string }) {
  const { t } = useTranslation('sharing');
  const role = useProjectRole(projectId);
  const account = useAuth((state) => state.user?.role !== 'guest');
  const manages = account && role !== 'viewer' && role !== 'guest';
  const { room } = useProjectRoom(projectId, manages, PRESENTER_ROOM_MS);
  if (!manages || !room) return null;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      maw={520}
      w="100%"
      mx="auto"
      data-testid="presenter-room"
    >
      <Text fw={600} ta="center" fz={{ base: 'lg', md: 'xl' }} mb="sm">
        {room.guests.length === 0
          ? t('room.presenterJoin')
          : t('room.presenterTitle', { count: room.guests.length })}
      </Text>
      <RoomJoinCode code={room.code} joinUrl={room.joinUrl} qrSize={240} />
    </Card>
  );
}
