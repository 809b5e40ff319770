import type { Page } from 'playwright-core';

// A wait that times out says only that the screen did not change. Journeys that failed once in
// CI in dozens of runs record what their devices did while they run, and tell it only when a wait
// fails: the one failure can then be understood instead of run again until it fails.

/**
 * Waits for `wait`; when it fails, the error also tells what each trace recorded.
 */
export async function explainingFailure(
  wait: () => Promise<unknown>,
  traces: { describe(): Promise<string> }[],
): Promise<void> {
  try {
    await wait();
  } catch (error) {
    const told = await Promise.all(traces.map((trace) => trace.describe()));
    throw new Error(`${(error as Error).message}\n\n${told.join('\n\n')}`, { cause: error });
  }
}

/** The last `kept` things noted, each with the seconds since the timeline began. */
export function timeline(kept: number) {
  const started = Date.now();
  const lines: string[] = [];
  return {
    note(line: string) {
      lines.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${line}`);
      if (lines.length > kept) lines.shift();
    },
    /** The lines noted, indented under a heading. */
    told: () => lines.map((line) => `  ${line}`),
  };
}

/** Notes the page's console warnings and errors, but those `ignore` matches. */
export function traceConsoleProblems(page: Page, note: (line: string) => void, ignore?: RegExp) {
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'warning' && type !== 'error') return;
    if (ignore?.test(message.text())) return;
    note(`console ${type}: ${message.text()}`);
  });
}

const TAP = '[tap]';

/**
 * Notes where each click on `page` landed: a tap that changed nothing is told from one that never
 * reached its control (released elsewhere, the click goes to a parent of both places).
 */
export function traceTaps(page: Page, note: (line: string) => void) {
  void page.addInitScript(reportTaps, TAP).catch(() => {});
  void page.evaluate(reportTaps, TAP).catch(() => {});
  page.on('console', (message) => {
    if (message.text().startsWith(TAP)) note(message.text());
  });
}

/**
 * Runs in the page: logs where each press began and what each click landed on, as
 * `<marker> <event> <role> "<text>"` (a click on a parent of the press: released elsewhere).
 */
function reportTaps(marker: string) {
  for (const type of ['pointerdown', 'click']) {
    document.addEventListener(
      type,
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const control = target?.closest('button, a, [role]') ?? target;
        const role = control?.getAttribute('role') ?? control?.tagName.toLowerCase();
        const text = control?.textContent?.trim().slice(0, 40);
        console.info(`${marker} ${type} ${role} "${text}"`);
      },
      true,
    );
  }
}
