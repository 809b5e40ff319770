import type { BrowserContext, Page } from 'playwright-core';
import { timeline, traceConsoleProblems, traceTaps } from '../explaining-failure';

// What the page and its service workers did while a new version was offered and applied: the
// update journey's wait for the new release once outlasted 30 s in CI and never here. Told only
// when a wait fails (see explaining-failure.ts).

const KEPT = 80;

/** Starts recording `page`'s navigations, service workers, documents, taps and warnings. */
export function traceUpdate(context: BrowserContext, page: Page) {
  const { note, told } = timeline(KEPT);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  page.on('load', () => note('load'));
  traceTaps(page, note);
  traceConsoleProblems(page, note);
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  // The documents and the worker script: who served them (network or worker) and how.
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'document' || url.pathname === '/sw.js') {
      const via = response.fromServiceWorker() ? 'worker' : 'network';
      note(`${url.pathname} ${response.status()} from ${via}`);
    }
  });
  context.on('serviceworker', (worker) => note(`service worker started: ${worker.url()}`));

  return {
    async describe() {
      const now = await page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const state = (worker?: ServiceWorker | null) =>
            worker ? `${worker.state} ${worker.scriptURL}` : 'none';
          return {
            url: location.href,
            navigation: (
              performance.getEntriesByType('navigation')[0] as
                | PerformanceNavigationTiming
                | undefined
            )?.type,
            build: document.querySelector('meta[name="trilha-build"]')?.getAttribute('content'),
            controller: state(navigator.serviceWorker.controller),
            active: state(registration?.active),
            waiting: state(registration?.waiting),
            installing: state(registration?.installing),
            notifications: [...document.querySelectorAll('.mantine-Notification-root')].map(
              (element) => element.textContent,
            ),
          };
        })
        .catch((error: unknown) => ({ unreadable: String(error) }));
      return ['The page and its service workers:', ...told(), `  now: ${JSON.stringify(now)}`].join(
        '\n',
      );
    },
  };
}
