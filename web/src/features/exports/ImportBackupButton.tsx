import { Button, FileButton } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { planLimitMessage } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessageText } from '../../lib/message-text';
import { notify } from '../../lib/notify';
import type { ReachedLimit } from '../../lib/plan-limit';
import { useUserSync } from '../../project-data/SyncProvider';
import type { BackupProblem } from './backup';
import { importBackupFile, MAX_BACKUP_MEGABYTES } from './import-backup-file';

/** The projects list's 'Importar backup': a backup file becomes a new project of this account. */
export function ImportBackupButton({
  projectLimit,
}: {
  /** The plan's project limit as this device knows it (useProjectLimit, mounted by the page). */
  projectLimit: ReachedLimit | null;
}) {
  const { t } = useTranslation('exports');
  const { t: tBilling } = useTranslation('billing');
  const messageText = useMessageText();
  const client = useUserSync()?.client;
  // A backup becomes a new project: over the plan's project limit the server would refuse it at
  // the next sync and the imported project would vanish again, so it is refused here, up front.
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const problemText = (problem: BackupProblem | { kind: 'tooLarge' }) => {
    switch (problem.kind) {
      case 'newerVersion':
        return t('import.newerVersion', { version: problem.version });
      case 'invalid':
        return t('import.invalid', {
          path: problem.path,
          message: messageText(problem.message) ?? messageText({ code: 'validation.invalid' }),
        });
      case 'tooLarge':
        return t('import.tooLarge', { megabytes: MAX_BACKUP_MEGABYTES });
      default:
        return t(`import.${problem.kind}`);
    }
  };

  const importFile = async (file: File | null) => {
    if (!file || !client) return;
    if (projectLimit) {
      const { limit, max, planName } = projectLimit;
      notify({
        title: tBilling('limit.title'),
        message: messageText(planLimitMessage(limit, { displayName: planName }, max)),
        kind: 'error',
      });
      return;
    }
    setBusy(true);
    try {
      const outcome = await importBackupFile(client, file);
      if (!outcome.ok) {
        notify({
          title: t('import.errorTitle'),
          message: problemText(outcome.problem),
          kind: 'error',
        });
        return;
      }
      notify({
        title: t('import.success'),
        message: t('import.successText', { name: outcome.projectName }),
        kind: 'success',
      });
      navigate(`/projects/${outcome.projectId}`);
    } catch (error) {
      console.error('backup import failed', error);
      notify({ title: t('import.errorTitle'), message: t('import.failed'), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FileButton onChange={(file) => void importFile(file)} accept="application/json,.json">
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconFileImport size={18} aria-hidden />}
          loading={busy}
          disabled={!client}
        >
          {t('import.button')}
        </Button>
      )}
    </FileButton>
  );
}
