import { Stack, Tabs } from '@mantine/core';
import { IconBulb, IconTarget } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PhaseHeader } from '../../components/records/PhaseHeader';
import { VotingSessionsPanel } from '../../features/facilitation/voting/VotingSessionsPanel';
import { HmwQuestions } from '../../features/workspace/phase-2-define/HmwQuestions';
import { PovStatements } from '../../features/workspace/phase-2-define/PovStatements';
import { usePhaseTab } from '../../project-data/room-tools';

/** 'Fase 2: Definir': POV statements (default tab) and How Might We questions. */
export function DefineView({ projectId }: { projectId: string }) {
  const { t } = useTranslation('defineIdeate');
  const [tab, chooseTab] = usePhaseTab(2, 'pov-statements');
  return (
    <Stack gap="md">
      <PhaseHeader
        phase={2}
        title={t('phaseTitle', { number: 2, name: t('phaseNames.define') })}
        icon={<IconTarget size={24} />}
        description={t('define.description')}
      />
      <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="pov-statements" leftSection={<IconTarget size={16} aria-hidden />}>
            {t('define.tabs.pov')}
          </Tabs.Tab>
          <Tabs.Tab value="hmw-questions" leftSection={<IconBulb size={16} aria-hidden />}>
            {t('define.tabs.hmw')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pov-statements" pt="md">
          <PovStatements projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="hmw-questions" pt="md">
          <Stack gap="lg">
            <HmwQuestions projectId={projectId} />
            <VotingSessionsPanel projectId={projectId} target="hmwQuestions" />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
