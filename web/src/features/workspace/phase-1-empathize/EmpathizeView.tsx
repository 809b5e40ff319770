import { Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBrain,
  IconEye,
  IconListDetails,
  IconMicrophone,
  IconUsers,
} from '@tabler/icons-react';
import { phaseByNumber } from '@trilha/shared';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecords } from '../../../project-data/records';
import { usePhaseTab } from '../../../project-data/room-tools';
import { EmpathyMapCapture } from '../quick-capture/EmpathyMapCapture';
import { ObservationCapture } from '../quick-capture/ObservationCapture';
import { EmpathyMaps } from './EmpathyMaps';
import { Interviews } from './Interviews';
import { Observations } from './Observations';
import { Personas } from './Personas';

const TOOLS = ['maps', 'personas', 'interviews', 'observations'] as const;
type Tool = (typeof TOOLS)[number];
const ICONS: Record<Tool, ComponentType<{ size?: number }>> = {
  maps: IconBrain,
  personas: IconUsers,
  interviews: IconMicrophone,
  observations: IconEye,
};
const PHASE_COLOR = phaseByNumber(1)?.color ?? '#7C3AED';

/**
 * 'Fase 1: Empatizar': the four research tools in tabs, or a summary index of them. The
 * lists are read here once, so the index counts and the tabs show the same live data.
 */
export function EmpathizeView({ projectId }: { projectId: string }) {
  const { t } = useTranslation('empathize');
  const [mode, setMode] = useState<'tools' | 'index'>('tools');
  // The tab is the URL's tool when it names one of this phase (?tool=personas).
  const [tab, chooseTab] = usePhaseTab(1, 'maps');
  const maps = useRecords('empathyMaps', projectId);
  const personas = useRecords('personas', projectId);
  const interviews = useRecords('interviews', projectId);
  const observations = useRecords('observations', projectId);
  const counts: Record<Tool, number | undefined> = {
    maps: maps.rows?.length,
    personas: personas.rows?.length,
    interviews: interviews.rows?.length,
    observations: observations.rows?.length,
  };

  const open = (tool: Tool) => {
    chooseTab(tool);
    setMode('tools');
  };

  return (
    <Stack>
      <Card withBorder radius="md" style={{ borderLeft: `4px solid ${PHASE_COLOR}` }}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Group gap="xs">
              <Title order={2}>{t('title')}</Title>
              <Badge color={PHASE_COLOR}>{t('toolCount', { count: TOOLS.length })}</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('subtitle')}
            </Text>
          </div>
          {mode === 'tools' ? (
            <Button
              variant="light"
              leftSection={<IconListDetails size={16} />}
              onClick={() => setMode('index')}
            >
              {t('index')}
            </Button>
          ) : (
            <Button
              variant="light"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => setMode('tools')}
            >
              {t('showTools')}
            </Button>
          )}
        </Group>
      </Card>

      {mode === 'index' ? (
        <section aria-labelledby="empathize-index-title">
          <Title order={3} id="empathize-index-title" mb="sm">
            {t('indexTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {TOOLS.map((tool) => {
              const Icon = ICONS[tool];
              return (
                <Card key={tool} withBorder radius="md" data-testid="index-tool">
                  <Group justify="space-between" wrap="nowrap" mb="xs">
                    <Group gap="xs" wrap="nowrap">
                      <Icon size={20} />
                      <Title order={4}>{t(`tabs.${tool}`)}</Title>
                    </Group>
                    <Badge variant="light">
                      {counts[tool] === undefined
                        ? '…'
                        : t(`counts.${tool}`, { count: counts[tool] })}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" mb="sm">
                    {t(`descriptions.${tool}`)}
                  </Text>
                  <Group>
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => open(tool)}
                      aria-label={t('openTool', { tool: t(`tabs.${tool}`) })}
                    >
                      {t('open')}
                    </Button>
                  </Group>
                </Card>
              );
            })}
          </SimpleGrid>
        </section>
      ) : (
        <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
          <Tabs.List grow>
            {TOOLS.map((tool) => {
              const Icon = ICONS[tool];
              return (
                <Tabs.Tab key={tool} value={tool} leftSection={<Icon size={16} />}>
                  {t(`tabs.${tool}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          <Tabs.Panel value="maps" pt="md">
            <EmpathyMapCapture maps={maps} />
            <EmpathyMaps projectId={projectId} maps={maps} />
          </Tabs.Panel>
          <Tabs.Panel value="personas" pt="md">
            <Personas projectId={projectId} personas={personas} />
          </Tabs.Panel>
          <Tabs.Panel value="interviews" pt="md">
            <Interviews projectId={projectId} interviews={interviews} />
          </Tabs.Panel>
          <Tabs.Panel value="observations" pt="md">
            <ObservationCapture projectId={projectId} />
            <Observations projectId={projectId} observations={observations} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
