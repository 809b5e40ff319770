import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { PwaUpdater } from '../features/pwa/PwaUpdater';
import { SyncProvider } from '../features/sync/SyncProvider';
import { i18n } from '../i18n';
import { PageLoader } from './Layout';
import { createRouter } from './router';
import { theme } from './theme';

const router = createRouter();

export function App() {
  return (
    <MantineProvider theme={theme}>
      <Notifications limit={1} autoClose={5000} />
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<PageLoader />}>
          <PwaUpdater />
          <SyncProvider>
            <RouterProvider router={router} />
          </SyncProvider>
        </Suspense>
      </I18nextProvider>
    </MantineProvider>
  );
}
