// The build's server-side entry (web/build/prerender.ts bundles it for Node): renders a public
// page to HTML as the browser's first render will draw it: signed out (see startsSignedOut in
// marker.ts), in one language.
import type { Language } from '@trilha/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { AppRoutes } from '../app/router';
import { i18n, initI18n } from '../i18n';

let started: Promise<unknown> | undefined;

/** The HTML inside #root for `path` in `language`, with every lazy screen and text in it. */
export async function renderPage(path: string, language: Language): Promise<string> {
  started ??= initI18n(language);
  await started;
  await i18n.changeLanguage(language);
  const page = (
    <StrictMode>
      <App>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>
  );
  // The first pass waits until every lazy screen and namespace the page needs is loaded. Its
  // HTML is not kept: React streams large boundaries as hidden parts moved in by inline
  // scripts, which the Content Security Policy (script-src 'self') would refuse to run.
  await prerender(page);
  // With everything loaded nothing suspends: one flat document, no script.
  return renderToString(page);
}
