import { type PageData as AnyPageData, PAGE_DATA_ELEMENT_ID } from '@trilha/shared';
import type { PullResponse } from '@trilha/sync';

/** The page data as this app reads it: a drawn project comes as a pull page of @trilha/sync. */
export type PageData = AnyPageData<PullResponse>;

/**
 * The data a server-rendered page was drawn with (shared/src/prerendered-pages.ts): in the
 * browser, read once from the page's data block; on the server, set for the render in progress.
 * A screen starts from its part of it, so its first render matches the HTML it hydrates, and
 * gives it up once used (`forgetPageData`), so that coming back to the screen later asks the
 * server again instead of showing what the page held when it was first opened.
 */
let pageData: PageData = typeof document === 'undefined' ? {} : readDataBlock();

function readDataBlock(): PageData {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageData;
  } catch {
    // A page cut short in transit: the screen asks the server, as on any other page.
    return {};
  }
}

export function pageDataFor<K extends keyof PageData>(key: K): PageData[K] {
  return pageData[key];
}

export function forgetPageData(key: keyof PageData): void {
  delete pageData[key];
}

/**
 * The server's render (web/src/render-page.tsx) sets the data of the page it renders. A
 * drawn project's pull is the server's own pull answer (api/src/sync/project-page.ts).
 */
export function setPageData(data: AnyPageData): void {
  pageData = { ...data } as PageData;
}
