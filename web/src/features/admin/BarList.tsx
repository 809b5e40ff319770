import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';

export interface Bar {
  label: string;
  value: number;
  color: string;
}

/** A titled panel of horizontal bars, each the share of the panel's total. */
export function BarList({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="md">
        {title}
      </Title>
      <Stack gap="sm">
        {bars.map((bar) => {
          const percent = total > 0 ? Math.round((bar.value / total) * 100) : 0;
          return (
            <div key={bar.label}>
              <Group justify="space-between" gap="xs" mb={4}>
                <Text size="sm">{bar.label}</Text>
                <Text size="sm" fw={600}>
                  {bar.value}{' '}
                  <Text span size="xs" c="gray.7" fw={400}>
                    ({percent}%)
                  </Text>
                </Text>
              </Group>
              <Progress
                value={percent}
                color={bar.color}
                size="md"
                radius="xl"
                aria-label={`${bar.label}: ${bar.value} (${percent}%)`}
              />
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
