import { List, SimpleGrid, Text } from '@mantine/core';
import { PHASES } from '@trilha/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { SectionTitle } from './SectionTitle';

/** The tools of each phase, at a glance. */
export function ToolsSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-tools">
      <SectionTitle id="landing-tools" title={t('tools.title')} subtitle={t('tools.subtitle')} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="lg">
        {PHASES.map((phase) => {
          const tools = t(`tools.${phase.key}`, { returnObjects: true }) as unknown;
          return (
            <div
              key={phase.key}
              className={classes.toolColumn}
              style={{ '--phase-color': phase.color } as CSSProperties}
            >
              <Text fw={700} mb="xs">
                {t(`phases.${phase.key}.name`)}
              </Text>
              <List size="sm" spacing={4} c="dark.4">
                {(Array.isArray(tools) ? (tools as string[]) : []).map((tool) => (
                  <List.Item key={tool}>{tool}</List.Item>
                ))}
              </List>
            </div>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
