// The Node entry that renders pages to HTML as the browser's first render will draw them,
// signed out or for the signed-in user in their data (see drawnSession in prerender/marker.ts), in one
// language. web/build/prerender.ts bundles it into the build (PAGE_RENDERER_FILE); the build
// renders the public pages with it, the server the pages whose data lives in the database
// (api/src/http/page-renderer.ts).
import type { Language, PageData, RenderPage } from '@trilha/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { AppRoutes } from './app/router';
import { i18n, initI18n } from './i18n';
import { setPageData } from './prerender/page-data';

let started: Promise<unknown> | undefined;
/** Renders one page at a time: the language and the page's data are module-wide. */
let previous: Promise<unknown> = Promise.resolve();

/**
 * The HTML inside #root for `path` (with its query, if any) in `language`, drawn with `data`,
 * with every lazy screen and text in it.
 */
export const renderPage: RenderPage = (path, language, data = {}) => {
  const rendered = previous.then(() => renderAlone(path, language, data));
  previous = rendered.catch(() => undefined);
  return rendered;
};

async function renderAlone(path: string, language: Language, data: PageData) {
  // A failed start is forgotten, so the next render tries again.
  started ??= initI18n(language).catch((error) => {
    started = undefined;
    throw error;
  });
  await started;
  await i18n.changeLanguage(language);
  setPageData(data);
  const page = (
    <StrictMode>
      <App>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>
  );
  // Once a page's screens and texts are loaded (every render after the first of its kind) it
  // renders in one pass. Otherwise renderToString gives up on what is still loading (a
  // boundary marked <!--$!--> or <!--$?-->): the static prerender waits until everything is
  // loaded. Its own HTML is not kept: React streams large boundaries as hidden parts moved in
  // by inline scripts, which the Content Security Policy (script-src 'self') would refuse.
  const html = renderToString(page);
  if (!/<!--\$[?!]-->/.test(html)) return html;
  await prerender(page);
  return renderToString(page);
}
