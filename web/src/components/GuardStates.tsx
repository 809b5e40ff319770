import { Center, Loader, Stack, Text } from '@mantine/core';

/** What Guard shows while the session is checked, and to whom a screen is not open. */
export function Checking() {
  return (
    <Center py="xl">
      <Stack align="center">
        <Loader />
        <Text>Loading...</Text>
      </Stack>
    </Center>
  );
}

export function AccessDenied() {
  return (
    <Center py="xl">
      <Text fw={600}>Access denied</Text>
    </Center>
  );
}
