import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import { AI_NOT_CONFIGURED_CODE } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '../../components/OfflineNotice';
import { PlanLimitNotice } from '../../components/PlanLimitNotice';
import { currentLanguage } from '../../i18n';
import { errorText, HttpError } from '../../lib/api';
import { downloadFile, exportFileName } from '../../lib/files/download';
import { notify } from '../../lib/notify';
import { useCanEdit, useUnsoldProjectFeature } from '../../project-data/project-access';
import { useUserSync } from '../../project-data/SyncProvider';
import { useSyncStatus } from '../../project-data/useSyncStatus';
import { AnalysisResultView } from './AnalysisResultView';
import { type GeneratedAnalysis, requestAnalysis } from './analysis-api';
import { hasPdfData } from './analysis-limits';
import { useLatestAnalysis } from './useLatestAnalysis';

/** The date under the PDF's title, in the interface's language. */
const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'long' });

/**
 * The 'Análise Inteligente IA' tab (workspace.md §2): generate (online), the result, the PDF.
 * The last analysis is synced data, so offline it is still shown and exported. Generating one
 * stores it in the project, which a viewer may not change (the server refuses them): a viewer
 * reads the last analysis and exports it, and is not offered to generate.
 */
export function AnalysisTab(props: { projectId: string; projectName: string }) {
  const { t } = useTranslation('analysis');
  const canGenerate = useCanEdit();
  // Offered on every plan, generated on the plans that sell it: the hint says which.
  const unsold = useUnsoldProjectFeature('aiAnalysis');
  const sync = useUserSync();
  const online = useSyncStatus((status) => status.online);
  const stored = useLatestAnalysis(props.projectId);
  // Shown as soon as the server answers, until the pull brings the stored copy.
  const [fresh, setFresh] = useState<GeneratedAnalysis | null>(null);
  const [generating, setGenerating] = useState(false);
  const [exporting, setExporting] = useState(false);
  // The server's words when it has no AI at all: asking again cannot work, so it is not offered.
  const [noAi, setNoAi] = useState<string | null>(null);
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
      const message = errorText(error, t('errorText'));
      if (error instanceof HttpError && error.code === AI_NOT_CONFIGURED_CODE) setNoAi(message);
      else notify({ title: t('errorTitle'), message, kind: 'error' });
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
              {analysis
                ? t('lastOn', { date: formatDate(analysis.createdAt) })
                : canGenerate
                  ? t('intro')
                  : t('viewerIntro')}
            </Text>
          </div>
          <Group gap="xs">
            {canGenerate && (
              <Button
                leftSection={<IconSparkles size={16} aria-hidden />}
                onClick={() => void generate()}
                loading={generating}
                disabled={!online || noAi !== null || unsold !== null}
              >
                {analysis ? t('regenerate') : t('generate')}
              </Button>
            )}
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
      {canGenerate && unsold && <PlanLimitNotice unsold={unsold} />}
      {noAi && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
          {noAi}
        </Alert>
      )}
      {!online && canGenerate && (
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
