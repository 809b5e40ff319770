import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tool section's heading: its title and, under it, a line on what the section is for. */
export function SectionHeading({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <div>
      <Title order={3} size="h4">
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
    </div>
  );
}
