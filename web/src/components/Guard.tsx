import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth-store';

/**
 * Protects a screen: 'Loading...' while the session is checked, 'Access denied' (or the given
 * fallback) for visitors, and 'Access denied' for non-administrators on admin screens.
 */
export function Guard(props: {
  children: ReactNode;
  requireAdmin?: boolean;
  fallback?: ReactNode;
}) {
  const { isLoading, isAuthenticated, user } = useAuth();
  if (isLoading) {
    return (
      <Center py="xl">
        <Stack align="center">
          <Loader />
          <Text>Loading...</Text>
        </Stack>
      </Center>
    );
  }
  if (!isAuthenticated) return <>{props.fallback ?? <AccessDenied />}</>;
  if (props.requireAdmin && user?.role !== 'admin') return <AccessDenied />;
  return <>{props.children}</>;
}

function AccessDenied() {
  return (
    <Center py="xl">
      <Text fw={600}>Access denied</Text>
    </Center>
  );
}
