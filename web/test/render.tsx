import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { Language } from '@trilha/shared';
import { type ReactElement, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '../src/app/theme';
import { Toaster } from '../src/components/Toaster';
import { i18n, initI18n, NAMESPACES } from '../src/i18n';

let ready: Promise<unknown> | undefined;
/** i18n with the real catalogues, once per test file. */
export async function setupI18n(language: Language = 'pt-BR') {
  ready ??= initI18n(language);
  await ready;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...NAMESPACES]);
}

/** Renders a screen inside the app's providers, at `path`, with the given routes. */
export function renderRoute(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    // env="test": no transitions and no portals, so a dialog or menu is there the moment it
    // opens, however loaded the machine (transitions made assertions race their animation).
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <Toaster />
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}

/** Renders one element at '/'. */
export const renderPage = (element: ReactElement, path = '/') =>
  renderRoute([{ path: '*', element }], path);
