/**
 * npm run bench:long-tasks -- trace.json [more.trace.json…] — what each long task of a page load
 * ran, read from a Lighthouse trace (`REPORT_DIR=dir npm run bench:lighthouse` keeps them).
 *
 * Lighthouse's mobile score runs the page at full speed and simulates a phone by counting every
 * main-thread task 4x (SLOWDOWN), so a task of 12.5 ms here is a long task (50 ms) there, and its
 * blocking time is what passes 50 ms. For each such task of the page's main thread this prints
 * its start, its length as counted, what the browser says it did (script evaluated, callbacks,
 * style and layout), and the JavaScript functions the profiler's samples found in it, by their
 * own time and with what they called. A diagnosis, not a score: build without minifying, so the
 * names read (`npx vite build --minify false --outDir /tmp/plain`, BENCH_WEB_DIST_DIR=/tmp/plain).
 */
import { readFileSync } from 'node:fs';

const SLOWDOWN = Number(process.env.SLOWDOWN ?? 4);
const LONG_US = 50_000 / SLOWDOWN;
const TOP = Number(process.env.TOP ?? 8);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber?: number };
}

/** The renderer thread that ran the page: the busiest CrRendererMain. */
function pageThread(events: TraceEvent[]) {
  const renderers = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const taskCount = (pid: number, tid: number) =>
    events.filter((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask')
      .length;
  const busiest = renderers
    .map(({ pid, tid }) => ({ pid, tid, tasks: taskCount(pid, tid) }))
    .sort((a, b) => b.tasks - a.tasks)[0];
  if (!busiest) throw new Error('no renderer thread in this trace');
  return busiest;
}

/** The thread's profiler samples, each with its time and its stack (root first). */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const profileEvents = events.filter(
    (event) => event.pid === pid && (event.name === 'Profile' || event.name === 'ProfileChunk'),
  );
  const onThread = profileEvents.find((event) => event.name === 'Profile' && event.tid === tid);
  if (!onThread) return [];
  const nodes = new Map<number, ProfileNode>();
  const samples: { time: number; node: number }[] = [];
  let time = Number(onThread.args?.data?.startTime ?? onThread.ts);
  for (const chunk of profileEvents) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== onThread.id) continue;
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      time += data.timeDeltas?.[index] ?? 0;
      samples.push({ time, node });
    });
  }
  const stacks = new Map<number, string[]>();
  const stackOf = (id: number): string[] => {
    const known = stacks.get(id);
    if (known) return known;
    const node = nodes.get(id);
    if (!node) return [];
    const { functionName, url = '', lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${(lineNumber ?? 0) + 1}`;
    const stack = [...(node.parent === undefined ? [] : stackOf(node.parent)), name];
    stacks.set(id, stack);
    return stack;
  };
  return samples
    .map(({ time, node }) => ({
      time,
      stack: stackOf(node).filter((n) => !n.startsWith('(root)')),
    }))
    .filter(({ stack }) => stack.length > 0 && stack[0]?.startsWith('(idle)') !== true);
}

const lines = (weights: Map<string, number>) =>
  [...weights]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, us]) => `      ${(us / 1000).toFixed(1).padStart(6)} ms  ${name}`);

/** What the browser recorded inside a task, outermost first: evaluations, callbacks, layout. */
function browserWork(inside: TraceEvent[]) {
  const outermost: TraceEvent[] = [];
  for (const event of inside) {
    const end = event.ts + (event.dur ?? 0);
    if (!outermost.some((outer) => event.ts >= outer.ts && end <= outer.ts + (outer.dur ?? 0)))
      outermost.push(event);
  }
  return outermost
    .filter((event) => (event.dur ?? 0) >= 1000)
    .map((event) => {
      const data = event.args?.data ?? {};
      const where = String(data.url ?? data.functionName ?? '')
        .split('/')
        .pop();
      return `      ${((event.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${event.name} ${where}`;
    });
}

for (const file of process.argv.slice(2)) {
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] };
  const events = trace.traceEvents ?? (trace as unknown as TraceEvent[]);
  const { pid, tid } = pageThread(events);
  const onThread = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const start = onThread[0]?.ts ?? 0;
  const samples = samplesOf(events, pid, tid);
  const long = onThread.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_US);
  const blocking = long.reduce((sum, task) => sum + (task.dur ?? 0) * SLOWDOWN - 50_000, 0);
  console.log(
    `${file}: ${long.length} long tasks as counted ${SLOWDOWN}x, blocking ${Math.round(blocking / 1000)} ms` +
      ` (all of them, not only those after the first paint)`,
  );
  for (const task of long) {
    const end = task.ts + (task.dur ?? 0);
    console.log(
      `\n  at ${Math.round((task.ts - start) / 1000)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms` +
        ` (${Math.round(((task.dur ?? 0) * SLOWDOWN) / 1000)} ms counted)`,
    );
    const inside = onThread.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
    );
    for (const line of browserWork(inside)) console.log(line);
    const own = new Map<string, number>();
    const total = new Map<string, number>();
    const within = samples.filter((sample) => sample.time >= task.ts && sample.time <= end);
    within.forEach((sample, index) => {
      const weight = (within[index + 1]?.time ?? sample.time) - sample.time;
      const leaf = sample.stack.at(-1) ?? '';
      own.set(leaf, (own.get(leaf) ?? 0) + weight);
      for (const frame of new Set(sample.stack)) total.set(frame, (total.get(frame) ?? 0) + weight);
    });
    if (within.length === 0) continue;
    console.log('    functions, by own time:');
    for (const line of lines(own)) console.log(line);
    console.log('    with what they called:');
    for (const line of lines(total)) console.log(line);
  }
}
