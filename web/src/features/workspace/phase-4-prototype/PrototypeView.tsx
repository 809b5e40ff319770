import { Stack, Tabs } from '@mantine/core';
import { IconBook, IconCube, IconRefresh, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PhaseHeader } from '../../../components/records/PhaseHeader';
import { usePhaseTab } from '../../../project-data/room-tools';
import { IterationGuide, PrototypeTypesGuide } from './PrototypeGuides';
import { PrototypeList } from './PrototypeList';

/** 'Fase 4: Prototipar': the project's prototypes, and two tabs of guidance. */
export function PrototypeView({ projectId }: { projectId: string }) {
  const { t } = useTranslation('prototypeTest');
  const [tab, chooseTab] = usePhaseTab(4, 'prototypes');
  return (
    <Stack>
      <PhaseHeader
        phase={4}
        title={t('prototypeView.title')}
        description={t('prototypeView.description')}
        icon={<IconTools size={24} />}
      />
      <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="prototypes" leftSection={<IconCube size={16} aria-hidden />}>
            {t('prototypeView.tabs.prototypes')}
          </Tabs.Tab>
          <Tabs.Tab value="types" leftSection={<IconBook size={16} aria-hidden />}>
            {t('prototypeView.tabs.types')}
          </Tabs.Tab>
          <Tabs.Tab value="iteration" leftSection={<IconRefresh size={16} aria-hidden />}>
            {t('prototypeView.tabs.iteration')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="prototypes">
          <PrototypeList projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="types">
          <PrototypeTypesGuide />
        </Tabs.Panel>
        <Tabs.Panel value="iteration">
          <IterationGuide />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
