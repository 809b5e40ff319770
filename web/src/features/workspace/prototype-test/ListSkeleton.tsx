import { Card, SimpleGrid, Skeleton } from '@mantine/core';

/** Placeholder cards while the local database opens (spec: 2 or 3 of them). */
export function ListSkeleton(props: { label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={props.label} role="status">
      {[0, 1, 2].map((key) => (
        <Card key={key} withBorder radius="md" padding="lg">
          <Skeleton height={18} width="60%" mb="sm" />
          <Skeleton height={10} mb={6} />
          <Skeleton height={10} width="80%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
