import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../components/Toaster';
import { PwaUpdater } from '../features/pwa/PwaUpdater';
import { i18n } from '../i18n';
import { SyncProvider } from '../project-data/SyncProvider';
import { PageLoader } from './Layout';
import { theme } from './theme';

/**
 * The providers every screen runs under. `children` is the router with the screens: a
 * BrowserRouter in the browser (main.tsx), a StaticRouter when a page is rendered to HTML at
 * build time (render-page.tsx). Both must give the same tree, so a prerendered page
 * hydrates without being drawn again.
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<PageLoader />}>
          <Toaster />
          <PwaUpdater />
          <SyncProvider>{children}</SyncProvider>
        </Suspense>
      </I18nextProvider>
    </MantineProvider>
  );
}
