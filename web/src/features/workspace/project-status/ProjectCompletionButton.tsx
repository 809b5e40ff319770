import { Button } from '@mantine/core';
import { IconCircleCheck, IconRotate } from '@tabler/icons-react';
import type { ProjectStatus } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../../../project-data/project-access';
import { useChange } from '../../../project-data/records';

/**
 * 'Concluir projeto' on a project in progress, 'Reabrir projeto' on a completed one. The status
 * change is a project.update like any other: applied on this device at once, synced later, so
 * it works offline; it is the only way a project becomes 'Concluído'.
 */
export function ProjectCompletionButton(props: { projectId: string; status: ProjectStatus }) {
  const canEdit = useCanEdit();
  const { t } = useTranslation('workspace');
  const change = useChange();
  const [busy, setBusy] = useState(false);
  const completed = props.status === 'completed';

  const toggle = async () => {
    setBusy(true);
    await change(
      'project.update',
      { id: props.projectId, changes: { status: completed ? 'in_progress' : 'completed' } },
      completed
        ? { success: t('projectStatus.reopened'), error: t('projectStatus.error') }
        : { success: t('projectStatus.completed'), error: t('projectStatus.error') },
    );
    setBusy(false);
  };

  // A viewer cannot complete or reopen the project (see ProjectAccess).
  if (!canEdit) return null;
  return (
    <Button
      // White on teal.9 is 5:1; the light green variant was under the 4.5:1 contrast minimum.
      variant={completed ? 'default' : 'filled'}
      color={completed ? undefined : 'teal.9'}
      leftSection={
        completed ? <IconRotate size={16} aria-hidden /> : <IconCircleCheck size={16} aria-hidden />
      }
      loading={busy}
      onClick={toggle}
    >
      {completed ? t('projectStatus.reopen') : t('projectStatus.complete')}
    </Button>
  );
}
