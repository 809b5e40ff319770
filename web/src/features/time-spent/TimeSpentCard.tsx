import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { localeFor } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../i18n';
import { formatDuration, summarizeTimeSpent } from './time-spent-summary';
import { useTimeSpentRows } from './useTimeSpent';

/** The projects listed by time, most first: a dashboard card, not a report. */
const LISTED_PROJECTS = 5;

/**
 * The person's active time (docs/decisions/0028): this week, in all, and on the projects they
 * spent most on. From the device's database, so it moves as soon as a minute is counted.
 */
export function TimeSpentCard({ projects }: { projects: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation('timeSpent');
  const rows = useTimeSpentRows();
  if (!rows) return null;
  const locale = localeFor(currentLanguage());
  const summary = summarizeTimeSpent(rows, Date.now());
  const names = new Map(projects.map((project) => [project.id, project.name]));
  // Time of a project deleted since stays in the totals (it was spent) but is not listed.
  const listed = [...summary.byProject]
    .filter(([projectId, seconds]) => names.has(projectId) && seconds >= 60)
    .sort(([, a], [, b]) => b - a)
    .slice(0, LISTED_PROJECTS);
  const figures = [
    { key: 'week', label: t('card.week'), seconds: summary.weekSeconds },
    { key: 'total', label: t('card.total'), seconds: summary.totalSeconds },
  ];

  return (
    <Card withBorder padding="lg" data-testid="time-spent-card">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t('card.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('card.hint')}
          </Text>
        </div>
        <SimpleGrid cols={2}>
          {figures.map((figure) => (
            <Card key={figure.key} bg="gray.0" padding="md" radius="md">
              <Text fz={26} fw={800} lh={1.2} data-testid={`time-spent-${figure.key}`}>
                {formatDuration(figure.seconds, locale)}
              </Text>
              <Text size="sm" c="dimmed">
                {figure.label}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        {listed.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600} id="time-spent-by-project">
              {t('card.byProject')}
            </Text>
            <Stack
              gap={4}
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-labelledby="time-spent-by-project"
            >
              {listed.map(([projectId, seconds]) => (
                <Group
                  key={projectId}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  data-testid="time-spent-project"
                >
                  <Anchor component={Link} to={`/projects/${projectId}`} size="sm" lineClamp={1}>
                    {names.get(projectId)}
                  </Anchor>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatDuration(seconds, locale)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
