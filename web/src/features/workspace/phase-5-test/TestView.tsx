import { Stack, Tabs } from '@mantine/core';
import { IconChartBar, IconClipboardList, IconTestPipe } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PhaseHeader } from '../../../components/records/PhaseHeader';
import { usePhaseTab } from '../../../project-data/room-tools';
import { TestPlanList } from './TestPlanList';
import { TestResults } from './TestResults';

/** 'Fase 5: Testar': test plans and the results recorded for them. */
export function TestView({ projectId }: { projectId: string }) {
  const { t } = useTranslation('prototypeTest');
  const [tab, chooseTab] = usePhaseTab(5, 'plans');
  return (
    <Stack>
      <PhaseHeader
        phase={5}
        title={t('testView.title')}
        description={t('testView.description')}
        icon={<IconTestPipe size={24} />}
      />
      <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="plans" leftSection={<IconClipboardList size={16} aria-hidden />}>
            {t('testView.tabs.plans')}
          </Tabs.Tab>
          <Tabs.Tab value="results" leftSection={<IconChartBar size={16} aria-hidden />}>
            {t('testView.tabs.results')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plans">
          <TestPlanList projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="results">
          <TestResults projectId={projectId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
