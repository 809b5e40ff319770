import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminOffline } from './AdminOffline';
import { LoadError } from './LoadError';
import type { QueryState } from './useAdminQuery';

/** The four faces of a tab's data: spinner, offline notice, error, or the content. */
export function QueryView<T>(props: {
  state: QueryState<T>;
  reload: () => void;
  errorMessage: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  switch (props.state.status) {
    case 'loading':
      return (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      );
    case 'offline':
      return <AdminOffline onRetry={props.reload} />;
    case 'error':
      return <LoadError message={props.errorMessage} onRetry={props.reload} />;
    case 'ready':
      return <>{props.children(props.state.data)}</>;
  }
}
