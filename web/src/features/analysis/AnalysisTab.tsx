import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { notify } from '../../lib/notify';
import { OfflineNotice } from '../auth/OfflineNotice';
import { downloadFile, exportFileName } from '../exports/download';
import { useUserSync } from '../sync/SyncProvider';
import { useSyncStatus } from '../sync/useSyncStatus';
import { AnalysisResultView } from './AnalysisResultView';
import { type GeneratedAnalysis, requestAnalysis } from './analysis-api';
import { hasPdfData } from './analysis-limits';
import { useLatestAnalysis } from './useLatestAnalysis';

/** The date under the PDF's title, in the interface's language. */
const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'long' });

/**
 * The 'Análise Inteligente IA' tab (workspace.md §2): generate (online), the result, the PDF.
 * The last analysis is synced data, so offline it is still shown and exported.
 */
export function AnalysisTab(props: { projectId: string; projectName: string }) {
  const { t } = useTranslation('analysis');
  const sync = useUserSync();
  const online = useSyncStatus((status) => status.online);
  const stored = useLatestAnalysis(props.projectId);
  // Shown as soon as the server answers, until the pull brings the stored copy.
  const [fresh, setFresh] = useState<GeneratedAnalysis | null>(null);
  const [generating, setGenerating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const analysis =
    fresh && (!stored || fresh.createdAt > stored.createdAt) ? fresh : (stored ?? undefined);

  const generate = async () => {
    setGenerating(true);
    try {
      setFresh(await requestAnalysis(props.projectId, currentLanguage()));
      notify({ title: t('generated'), message: t('generatedText'), kind: 'success' });
      void sync?.engine.syncNow();
    } catch (error) {
      console.error('AI analysis failed', error);
      notify({ title: t('errorTitle'), message: t('errorText'), kind: 'error' });
    } finally {
      setGenerating(false);
    }
  };

  const exportPdf = async () => {
    if (!hasPdfData(analysis?.result)) {
      notify({ title: t('pdfErrorTitle'), message: t('pdfNoData'), kind: 'error' });
      return;
    }
    setExporting(true);
    try {
      // jspdf is loaded only when a PDF is asked for.
      const { buildAnalysisPdf } = await import('./analysis-pdf');
      const pdf = buildAnalysisPdf(analysis.result, {
        projectName: props.projectName,
        date: formatDate(analysis.createdAt),
        t: (key, options) => t(key, options),
      });
      downloadFile(
        pdf,
        'application/pdf',
        exportFileName(`${props.projectName} analise-ia`, 'pdf'),
      );
      notify({ title: t('pdfDone'), message: t('pdfDoneText'), kind: 'success' });
    } catch (error) {
      console.error('analysis PDF failed', error);
      notify({ title: t('pdfErrorTitle'), message: t('pdfErrorText'), kind: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Group justify="space-between" gap="sm">
          <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Title order={2} size="h4">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {analysis ? t('lastOn', { date: formatDate(analysis.createdAt) }) : t('intro')}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              leftSection={<IconSparkles size={16} aria-hidden />}
              onClick={() => void generate()}
              loading={generating}
              disabled={!online}
            >
              {analysis ? t('regenerate') : t('generate')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              onClick={() => void exportPdf()}
              loading={exporting}
              disabled={!analysis}
            >
              {t('exportPdf')}
            </Button>
          </Group>
        </Group>
      </Card>
      {!online && (
        <OfflineNotice
          title={t('offlineTitle')}
          message={analysis ? t('offlineWithAnalysis') : t('offlineNoAnalysis')}
        />
      )}
      {generating && !analysis && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('generating')}</Text>
        </Group>
      )}
      {analysis ? (
        <AnalysisResultView result={analysis.result} />
      ) : (
        stored === null &&
        !generating && (
          <Text c="dimmed" ta="center" py="lg">
            {t('empty')}
          </Text>
        )
      )}
    </Stack>
  );
}

/** The tab's name, from this feature's own texts. */
export function AnalysisTabLabel() {
  const { t } = useTranslation('analysis');
  return <>{t('tab')}</>;
}
