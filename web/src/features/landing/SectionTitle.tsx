import { Stack, Text, Title } from '@mantine/core';

/** A section's heading and its one-line introduction. */
export function SectionTitle(props: { id: string; title: string; subtitle?: string }) {
  return (
    <Stack gap={6} align="center" ta="center" mb="xl">
      <Title order={2} id={props.id}>
        {props.title}
      </Title>
      {props.subtitle && (
        <Text c="dimmed" size="lg" maw={640}>
          {props.subtitle}
        </Text>
      )}
    </Stack>
  );
}
