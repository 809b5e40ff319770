import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the sign-in and signup screens: a centred card with the screen's heading. */
export function AuthCard(props: {
  title: string;
  subtitle?: string;
  /** Wider for the two-column profile step. */
  size?: number;
  children: ReactNode;
}) {
  return (
    <Container size={props.size ?? 460} px={0} py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {props.title}
            </Title>
            {props.subtitle && (
              <Text c="dimmed" mt={4}>
                {props.subtitle}
              </Text>
            )}
          </div>
          {props.children}
        </Stack>
      </Paper>
    </Container>
  );
}
