import { Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/records/SectionHeading';

// The phase 3 guides on grouping and choosing ideas. They sit folded under the wall and the
// matrix, as help for a team doing it for the first time.

/** A titled card holding a bulleted list from the namespace (an array of strings). */
function GuideCard(props: { title: string; items: string[]; intro?: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={4} size="h5" mb="xs">
        {props.title}
      </Title>
      {props.intro && (
        <Text size="sm" c="dimmed" mb="xs">
          {props.intro}
        </Text>
      )}
      <List
        size="sm"
        spacing={6}
        icon={
          <ThemeIcon size={18} radius="xl" variant="light" aria-hidden>
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        {props.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Card>
  );
}

const lines = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export function CategorizationGuide() {
  const { t } = useTranslation('defineIdeate');
  const groups = ['theme', 'user', 'horizon'] as const;
  return (
    <Stack>
      <SectionHeading title={t('categorization.title')} intro={t('categorization.intro')} />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {groups.map((group) => (
          <GuideCard
            key={group}
            title={t(`categorization.${group}.title`)}
            intro={t(`categorization.${group}.intro`)}
            items={lines(t(`categorization.${group}.items`, { returnObjects: true }))}
          />
        ))}
      </SimpleGrid>
      <GuideCard
        title={t('categorization.steps.title')}
        items={lines(t('categorization.steps.items', { returnObjects: true }))}
      />
    </Stack>
  );
}

const QUADRANTS = [
  { key: 'quickWins', color: 'green' },
  { key: 'bigBets', color: 'violet' },
  { key: 'fillIns', color: 'gray' },
  { key: 'avoid', color: 'red' },
] as const;

export function PrioritizationGuide() {
  const { t } = useTranslation('defineIdeate');
  return (
    <Stack>
      <SectionHeading title={t('prioritization.title')} intro={t('prioritization.intro')} />
      <GuideCard
        title={t('prioritization.voting.title')}
        items={lines(t('prioritization.voting.items', { returnObjects: true }))}
      />
      <Card withBorder radius="md" padding="lg">
        <Title order={4} size="h5">
          {t('prioritization.matrix.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('prioritization.matrix.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {QUADRANTS.map((quadrant) => (
            <Card
              key={quadrant.key}
              radius="md"
              padding="md"
              bg={`var(--mantine-color-${quadrant.color}-light)`}
            >
              <Text fw={700} size="sm" c={`${quadrant.color}.9`}>
                {t(`prioritization.matrix.${quadrant.key}.title`)}
              </Text>
              <Text size="xs" fw={600} c="dimmed">
                {t(`prioritization.matrix.${quadrant.key}.rule`)}
              </Text>
              <Text size="sm" mt={4}>
                {t(`prioritization.matrix.${quadrant.key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Card>
      <GuideCard
        title={t('prioritization.recommendations.title')}
        items={lines(t('prioritization.recommendations.items', { returnObjects: true }))}
      />
    </Stack>
  );
}
