import { Text, Title } from '@mantine/core';

/** A page's heading and the sentence under it. */
export function PageHeader(props: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={1}>{props.title}</Title>
      <Text c="gray.7" mt={4}>
        {props.subtitle}
      </Text>
    </div>
  );
}
