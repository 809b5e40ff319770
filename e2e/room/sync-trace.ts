import type { Page } from 'playwright-core';
import { timeline, traceConsoleProblems, traceTaps } from '../explaining-failure';

// What a device's sync did (see explaining-failure.ts): whether it pulled, what the pull brought,
// what it holds, and where its taps landed.

const KEPT = 60;

interface PulledControl {
  entity: string;
  row?: { locked?: unknown; lockedTools?: unknown };
}

/** Starts recording `page`'s sync requests and its warnings; `describe()` tells them. */
export function traceSync(page: Page, name: string) {
  const { note, told } = timeline(KEPT);
  // A request's start is noted too: one that never answers shows as a start with no end.
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/sync/')) note(`→ ${request.method()} ${url.pathname}`);
  });
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/sync/')) return;
    let detail = '';
    if (url.pathname === '/api/sync/pull' && response.ok()) {
      try {
        const body = (await response.json()) as { changes: PulledControl[] };
        const controls = body.changes.filter((change) => change.entity === 'roomControls');
        detail = ` ${body.changes.length} change(s)${controls
          .map((change) => ` control locked=${String(change.row?.locked)}`)
          .join('')}`;
      } catch {
        detail = ' (body not read)';
      }
    }
    note(`← ${response.request().method()} ${url.pathname} ${response.status()}${detail}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/'))
      note(`FAILED ${request.url()} ${request.failure()?.errorText}`);
  });
  traceTaps(page, note);
  // Leaves out what Chromium says of every page at a plain http address: nothing about this
  // journey.
  traceConsoleProblems(page, note, /Cross-Origin-Opener-Policy|agent cluster/);

  return {
    /** The recorded lines and what the device's database holds of the room's control now. */
    async describe(): Promise<string> {
      const stored = await page.evaluate(storedControl).catch((error) => `unread: ${error}`);
      return [`${name}: stored ${stored}`, ...told()].join('\n');
    },
  };
}

/** In the page: the signed-in user's control rows, outbox size and cursor, as JSON. */
async function storedControl(): Promise<string> {
  const session = await fetch('/api/auth/me').then((response) => response.json());
  const opening = indexedDB.open(`trilha-${session.user.id}`);
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  const read = (store: string) =>
    new Promise<unknown[]>((resolve, reject) => {
      const request = db.transaction(store).objectStore(store).getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const [controls, outbox, meta] = await Promise.all([
    read('roomControls'),
    read('outbox'),
    read('meta'),
  ]);
  db.close();
  const cursor = (meta as { key: string; value: unknown }[]).find((row) => row.key === 'cursor');
  return JSON.stringify({
    controls: (controls as { locked: boolean; lockedTools: string[] }[]).map(
      ({ locked, lockedTools }) => ({ locked, lockedTools }),
    ),
    outbox: outbox.length,
    // The cursor is base64url JSON (api/src/sync/cursor.ts): where the device is, readable.
    cursor:
      typeof cursor?.value === 'string'
        ? atob(cursor.value.replace(/-/g, '+').replace(/_/g, '/'))
        : cursor?.value,
  });
}
