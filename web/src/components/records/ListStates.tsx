import {
  Alert,
  Button,
  Card,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Placeholder cards while the list is read from this device's database (spec: 2 or 3). */
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

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  text: string;
  /** The button that creates the first record. */
  action?: { label: string; onClick(): void };
}

/** An empty list: what is missing, why it matters, and how to start. */
export function EmptyState(props: EmptyStateProps) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        {props.icon && (
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            {props.icon}
          </ThemeIcon>
        )}
        <Title order={4} size="h5">
          {props.title}
        </Title>
        <Text c="dimmed" size="sm" maw={440}>
          {props.text}
        </Text>
        {props.action && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.action.onClick}>
            {props.action.label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export interface LoadErrorProps {
  title: string;
  text: string;
  retryLabel: string;
  onRetry(): void;
}

/** 'Erro ao carregar …': the list could not be read; 'Tentar novamente' reads it again. */
export function LoadError(props: LoadErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      title={props.title}
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{props.text}</Text>
        <Button color="red" variant="light" onClick={props.onRetry}>
          {props.retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
