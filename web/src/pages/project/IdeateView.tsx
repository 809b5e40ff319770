import { Accordion, Stack, Tabs } from '@mantine/core';
import { IconBulb, IconCategory, IconChartDots, IconHelp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhaseHeader } from '../../components/records/PhaseHeader';
import { PriorityMatrix } from '../../features/facilitation/matrix/PriorityMatrix';
import { VotingSessionsPanel } from '../../features/facilitation/voting/VotingSessionsPanel';
import { IdeaWall } from '../../features/facilitation/wall/IdeaWall';
import { Ideas } from '../../features/workspace/phase-3-ideate/Ideas';
import {
  CategorizationGuide,
  PrioritizationGuide,
} from '../../features/workspace/phase-3-ideate/IdeateGuides';
import { usePhaseTab } from '../../project-data/room-tools';

/**
 * 'Fase 3: Idear': brainstorming (quick capture and the ideas list, the default tab), the wall
 * where ideas are grouped into categories, and the impact × feasibility matrix where they are
 * prioritized. The guides of the last two stay folded below them as help.
 */
export function IdeateView({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['defineIdeate', 'facilitation']);
  // The tab is the URL's tool when it names one here (?tool=wall → 'categorization').
  const [tab, chooseTab] = usePhaseTab(3, 'brainstorming');
  return (
    <Stack gap="md">
      <PhaseHeader
        phase={3}
        title={t('phaseTitle', { number: 3, name: t('phaseNames.ideate') })}
        icon={<IconBulb size={24} />}
        description={t('ideate.description')}
      />
      <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="brainstorming" leftSection={<IconBulb size={16} aria-hidden />}>
            {t('ideate.tabs.brainstorming')}
          </Tabs.Tab>
          <Tabs.Tab value="categorization" leftSection={<IconCategory size={16} aria-hidden />}>
            {t('ideate.tabs.categorization')}
          </Tabs.Tab>
          <Tabs.Tab value="prioritization" leftSection={<IconChartDots size={16} aria-hidden />}>
            {t('ideate.tabs.prioritization')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="brainstorming" pt="md">
          <Ideas projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="categorization" pt="md">
          <Stack>
            <IdeaWall projectId={projectId} />
            <FoldedHelp label={t('facilitation:wall.guide')}>
              <CategorizationGuide />
            </FoldedHelp>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="prioritization" pt="md">
          <Stack>
            <PriorityMatrix projectId={projectId} />
            <FoldedHelp label={t('facilitation:matrix.guide')}>
              <PrioritizationGuide />
            </FoldedHelp>
            <VotingSessionsPanel projectId={projectId} target="ideas" />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** A guide folded away: there when someone asks how, out of the way of the work. */
function FoldedHelp(props: { label: string; children: ReactNode }) {
  return (
    <Accordion variant="contained" radius="md" chevronPosition="right">
      <Accordion.Item value="help">
        <Accordion.Control icon={<IconHelp size={18} aria-hidden />}>
          {props.label}
        </Accordion.Control>
        <Accordion.Panel>{props.children}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
