import type { Locator, Page } from 'playwright-core';

// Things that slide or are placed after they appear (menus, notifications) are still moving for
// a moment on a loaded machine, longer than Playwright's own check that an element is still
// (two animation frames): a press on them can be released elsewhere, and the click is lost.

const STILL_CHECK_MS = 100;
const STILL_CHECKS = 50;

/** Waits until `element` is in the same place at two checks 100 ms apart. */
export async function untilStill(page: Page, element: Locator) {
  let before = await element.boundingBox();
  for (let check = 0; check < STILL_CHECKS; check += 1) {
    await page.waitForTimeout(STILL_CHECK_MS);
    const now = await element.boundingBox();
    if (before && now && JSON.stringify(before) === JSON.stringify(now)) return;
    before = now;
  }
  throw new Error(`it was still moving after ${(STILL_CHECK_MS * STILL_CHECKS) / 1000} s`);
}
