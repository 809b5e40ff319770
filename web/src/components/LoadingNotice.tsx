import { Center, Loader, Stack, Text } from '@mantine/core';

/** A screen's first read under way: the spinner and what is being read ('Carregando perfil...'). */
export function LoadingNotice(props: { text: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">{props.text}</Text>
      </Stack>
    </Center>
  );
}
