import { Checkbox, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoomActions } from '../../features/run-of-show/useRoomActions';
import { useProjectSharing } from '../../features/sharing/useProjectSharing';
import { useAuth } from '../../lib/auth-store';
import { useProjectAccessRole } from '../../project-data/project-access';
import { useRoomControl } from '../../project-data/run-of-show';

/**
 * 'Facilitadores', for the project's owner in the agenda: the project's editors, each with a
 * box that names them facilitator (roomControl.update { facilitatorIds }). The editors are the
 * server's to tell (sharing needs a connection); offline the section says so, and the names
 * already chosen keep working on every device.
 */
export function FacilitatorsPicker({ projectId }: { projectId: string }) {
  const role = useProjectAccessRole();
  // A project of the user's alone has no role read from the sharing list: they own it.
  if (role !== undefined && role !== 'owner') return null;
  return <Editors projectId={projectId} />;
}

function Editors({ projectId }: { projectId: string }) {
  const { t } = useTranslation('runOfShow');
  const userId = useAuth((state) => state.user?.id);
  const { state } = useProjectSharing(projectId, userId, true);
  const control = useRoomControl(projectId);
  const actions = useRoomActions(projectId, control);
  const chosen = control?.facilitatorIds ?? [];

  const toggle = (editorId: string, on: boolean) =>
    void actions.setFacilitators(
      on
        ? [...chosen.filter((id) => id !== editorId), editorId]
        : chosen.filter((id) => id !== editorId),
    );

  return (
    <Stack gap="xs" data-testid="facilitators">
      <Title order={3} size="h5">
        {t('facilitators.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('facilitators.help')}
      </Text>
      {state.status === 'loading' && <Loader size="sm" aria-label={t('facilitators.loading')} />}
      {state.status === 'offline' && <Text size="sm">{t('facilitators.offline')}</Text>}
      {state.status === 'error' && <Text size="sm">{t('facilitators.error')}</Text>}
      {state.status === 'ready' &&
        (state.members.some((member) => member.role === 'editor') ? (
          state.members
            .filter((member) => member.role === 'editor')
            .map((member) => (
              <Checkbox
                key={member.userId}
                label={member.name}
                checked={chosen.includes(member.userId)}
                disabled={control === undefined}
                onChange={(event) => toggle(member.userId, event.currentTarget.checked)}
              />
            ))
        ) : (
          <Text size="sm" c="dimmed">
            {t('facilitators.none')}
          </Text>
        ))}
    </Stack>
  );
}
