import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/Toaster';
import { PwaUpdater } from '../features/pwa/PwaUpdater';
import { SyncProvider } from '../features/sync/SyncProvider';
import { i18n } from '../i18n';
import { PageLoader } from './Layout';
import { AppRoutes } from './router';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<PageLoader />}>
          <Toaster />
          <PwaUpdater />
          <SyncProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </SyncProvider>
        </Suspense>
      </I18nextProvider>
    </MantineProvider>
  );
}
