import { Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-dialogs';
import { downloadFile, exportFileName } from '../../lib/files/download';
import { notify } from '../../lib/notify';
import { ROOM_NAMESPACE } from './outcome-texts';
import type { Paper } from './pdf-report';
import type { ProjectSnapshot } from './snapshot';

interface Props {
  opened: boolean;
  onClose: () => void;
  loadSnapshot: () => Promise<ProjectSnapshot>;
}

/**
 * Paper size, then the report is laid out in slices (the progress bar moves, the page stays
 * usable) and downloaded. jsPDF is loaded only now, not with the project page.
 */
export function PdfExportDialog({ opened, onClose, loadSnapshot }: Props) {
  const { t, i18n } = useTranslation('exports');
  const [paper, setPaper] = useState<Paper>('a4');
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  const generate = async () => {
    setProgress(0);
    try {
      const [{ buildPdfReport }, snapshot] = await Promise.all([
        import('./pdf-report'),
        loadSnapshot(),
        // The workshop's outcome is told in the room's own words (ROOM_NAMESPACE).
        i18n.loadNamespaces(ROOM_NAMESPACE),
      ]);
      const pdf = await buildPdfReport(snapshot, {
        paper,
        t: (key, options) => t(key, options),
        formatDate: (date) => date.toLocaleDateString(i18n.language),
        onProgress: setProgress,
      });
      const name = exportFileName(snapshot.project.name, 'pdf');
      downloadFile(pdf, 'application/pdf', name);
      notify({ title: t('pdf.success'), message: name, kind: 'success' });
      onClose();
    } catch (error) {
      console.error('pdf export failed', error);
      notify({ title: t('pdf.errorTitle'), message: t('pdf.errorText'), kind: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <LazyModal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={t('pdf.dialogTitle')}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('pdf.paper')}
          value={paper}
          onChange={(value) => setPaper(value as Paper)}
        >
          <Group mt="xs">
            <Radio value="a4" label={t('pdf.a4')} disabled={busy} />
            <Radio value="a3" label={t('pdf.a3')} disabled={busy} />
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {t('menu.offlineHint')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('pdf.hiddenNotes')}
        </Text>
        {busy && (
          <Stack gap={4} role="status" aria-live="polite">
            <Text size="sm">{t('pdf.progress', { percent })}</Text>
            <Progress value={percent} animated aria-label={t('pdf.progress', { percent })} />
          </Stack>
        )}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('pdf.cancel')}
          </Button>
          <Button onClick={() => void generate()} loading={busy}>
            {t('pdf.generate')}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
