import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, exportFileName } from '../../lib/files/download';
import { notify } from '../../lib/notify';
import { useUserSync } from '../../project-data/SyncProvider';
import { ROOM_NAMESPACE } from './outcome-texts';
import { captureElementAsPng, PHASE_CAPTURE_SELECTOR } from './png-export';
import { loadProjectSnapshot, type ProjectSnapshot } from './snapshot';

/**
 * The exports' file makers (the CSV's zip library with them): loaded when a person exports, not
 * with the project page, whose start they slowed (docs/perf-log.md, issue 12 eleventh part).
 */
const exportFiles = () => import('./export-files');

/**
 * The quick exports of a project (CSV, PNG, JSON backup), each read from this device's database
 * or screen, downloaded at once and announced with a toast. Resolve when done.
 */
export function useExportActions(projectId: string) {
  const { t, i18n } = useTranslation('exports');
  const db = useUserSync()?.db;

  const snapshot = useCallback(async (): Promise<ProjectSnapshot> => {
    const loaded = db ? await loadProjectSnapshot(db, projectId) : null;
    if (!loaded) throw new Error(`project ${projectId} is not in the local database`);
    return loaded;
  }, [db, projectId]);

  /** Runs one export; a failure is logged and shown with the format's own error toast. */
  const run = useCallback(
    async (format: 'csv' | 'png' | 'backup', task: () => Promise<void>) => {
      try {
        await task();
      } catch (error) {
        console.error(`${format} export failed`, error);
        notify({
          title: t(`${format}.errorTitle`),
          message: t(`${format}.errorText`),
          kind: 'error',
        });
      }
    },
    [t],
  );

  const exportCsv = useCallback(
    () =>
      run('csv', async () => {
        const [{ csvExport }, loaded] = await Promise.all([
          exportFiles(),
          snapshot(),
          i18n.loadNamespaces(ROOM_NAMESPACE),
        ]);
        const file = csvExport(loaded, t);
        if (!file) {
          notify({ title: t('menu.csv'), message: t('csv.empty'), kind: 'info' });
          return;
        }
        downloadFile(file.data, file.type, file.name);
        notify({ title: t('csv.success'), message: file.name, kind: 'success' });
      }),
    [run, snapshot, t, i18n],
  );

  const exportBackup = useCallback(
    () =>
      run('backup', async () => {
        const [{ backupExport }, loaded] = await Promise.all([exportFiles(), snapshot()]);
        const file = backupExport(loaded);
        downloadFile(file.data, file.type, file.name);
        notify({ title: t('backup.success'), message: t('backup.successText'), kind: 'success' });
      }),
    [run, snapshot, t],
  );

  const exportPng = useCallback(
    () =>
      run('png', async () => {
        const element = document.querySelector<HTMLElement>(PHASE_CAPTURE_SELECTOR);
        if (!element) throw new Error('no phase on screen to capture');
        const { project } = await snapshot();
        const name = exportFileName(project.name, `fase-${project.currentPhase}.png`);
        downloadFile(await captureElementAsPng(element), 'image/png', name);
        notify({ title: t('png.success'), message: name, kind: 'success' });
      }),
    [run, snapshot, t],
  );

  return { snapshot, exportCsv, exportBackup, exportPng };
}
