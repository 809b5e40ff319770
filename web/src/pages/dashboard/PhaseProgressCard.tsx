import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { PHASES } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from './dashboard-stats';

/** A phase is done once any project has a record made with one of its tools. */
export function PhaseProgressCard({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder padding="lg" h="100%">
      <Title order={2} size="h3" mb="md">
        {t('phaseProgress.title')}
      </Title>
      <Stack gap="sm">
        {PHASES.map((phase) => {
          const count = stats.phaseRecords[phase.number];
          const done = count > 0;
          return (
            <Group
              key={phase.key}
              justify="space-between"
              wrap="nowrap"
              data-testid={`phase-progress-${phase.number}`}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon color={phase.color} autoContrast radius="xl" size="md" aria-hidden>
                  <Text size="xs" fw={800} c="inherit">
                    {phase.number}
                  </Text>
                </ThemeIcon>
                <div>
                  <Text fw={600} size="sm">
                    {t(`phases.${phase.key}.name`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('phaseProgress.records', { count })}
                  </Text>
                </div>
              </Group>
              <Group gap={4} wrap="nowrap">
                {done ? (
                  <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
                ) : (
                  <IconCircleDashed size={20} color="var(--mantine-color-gray-6)" aria-hidden />
                )}
                <Text size="xs" c={done ? 'green.8' : 'dimmed'} fw={600}>
                  {done ? t('phaseProgress.done') : t('phaseProgress.pending')}
                </Text>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
