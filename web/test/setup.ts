// Browser APIs that jsdom lacks and Mantine or Dexie need, for the web component tests.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { clearToast } from '../src/lib/notify';

// findBy*/waitFor wait for a condition, by default for 1 s: on a shared 2-core machine a save
// through fake-indexeddb and the toast after it sometimes took longer, and tests failed that a
// quiet machine passes. Waiting longer for the same condition asserts exactly as much.
configure({ asyncUtilTimeout: 5_000 });

// Files share a worker's page (decision 0036), and libraries leave nodes in <body> behind them
// (the autosize textarea's measuring twin): each file starts on an empty body.
beforeAll(() => {
  document.body.replaceChildren();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  clearToast();
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView =
  window.HTMLElement.prototype.scrollIntoView ?? (() => {});

// Mantine's auto-growing Textarea waits for web fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { ready: Promise.resolve(), addEventListener() {}, removeEventListener() {} },
  });
}
