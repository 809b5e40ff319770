import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { drawnScreenCode } from './app/drawn-screen-code';
import { AppRoutes } from './app/router';
import { initI18n, initialLanguage } from './i18n';
import { prerenderedLanguage } from './prerender/marker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const language = initialLanguage();
void initI18n(language);
const app = (
  <StrictMode>
    <App>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

if (prerenderedLanguage(container) === language) {
  // The page was rendered at build time or by the server (with the data it starts from, see
  // prerender/page-data.ts), signed out or for its user (see drawnSession), as this render is.
  // A transition: React hydrates in slices, yielding to the browser between them, instead of
  // one long task while the person already sees the page. It starts once the code of what the
  // page shows is here (drawnScreenCode).
  void drawnScreenCode().then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  // No prerendered page, or one in another language than this browser's choice: draw anew.
  container.replaceChildren();
  createRoot(container).render(app);
}
