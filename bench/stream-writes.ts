/**
 * npm run bench:stream-writes — the CPU a process spends writing pokes to its event streams:
 * STREAMS streams (300: ten rooms of 30 devices), each poked every POKE_WINDOW_MS (200 ms, as a
 * busy room's project is), for SECONDS (15), written three ways, each in a process of its own:
 *
 * - `hono-streamSSE`: Hono's SSE helper, what GET /api/sync/events used until 29 Nov 2026;
 * - `eventStreamResponse`: what it uses now (api/src/http/event-stream.ts);
 * - `node-response`: straight into Node's response, the floor.
 *
 * The clients are in this process. ROUNDS (3) rounds, the order reversed every other round;
 * prints each run and the medians, and each writer's ratio to the first.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { Agent, type ClientRequest, get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { POKE_WINDOW_MS } from '../api/src/live/live-hub';
import { median } from './lib/stats';
import { WRITERS, type Writer } from './lib/stream-writers';

const STREAMS = Number(process.env.STREAMS ?? 300);
const SECONDS = Number(process.env.SECONDS ?? 15);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SERVER = fileURLToPath(new URL('./lib/stream-writes-server.ts', import.meta.url));

function nextMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
}

/** One run: the share of a core the server used while its streams were poked. */
async function run(writer: Writer, port: number): Promise<number> {
  const server = fork(SERVER, [writer, String(port)], { execArgv: ['--import', 'tsx'] });
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const requests: ClientRequest[] = [];
  try {
    await nextMessage(server);
    let events = 0;
    for (let i = 0; i < STREAMS; i++)
      requests.push(
        get({ host: '127.0.0.1', port, path: '/events', agent }, (response) => {
          // An event ends with a blank line, which may straddle two chunks.
          let unended = '';
          response.setEncoding('utf8').on('data', (chunk: string) => {
            const parts = (unended + chunk).split('\n\n');
            events += parts.length - 1;
            unended = parts.at(-1) ?? '';
          });
        }),
      );
    // Every stream open and poked a few times before the measure starts.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = events;
    server.send('start');
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    server.send('stop');
    const share = (await nextMessage(server)) as number;
    const perSecond = (events - before) / SECONDS;
    console.log(
      `${writer}: ${(share * 100).toFixed(1)} % of a core, ${Math.round(perSecond)} events/s received`,
    );
    return share;
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
    server.kill();
  }
}

const shares = new Map<Writer, number[]>(WRITERS.map((writer) => [writer, []]));
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 ? [...WRITERS].reverse() : WRITERS;
  for (const [index, writer] of order.entries())
    shares.get(writer)?.push(await run(writer, 7700 + round * 10 + index));
}
const baseline = median(shares.get(WRITERS[0]) ?? []);
console.log(`\nmedians of ${ROUNDS} rounds, ${STREAMS} streams poked every ${POKE_WINDOW_MS} ms:`);
for (const [writer, values] of shares) {
  const value = median(values);
  console.log(
    `  ${writer}: ${(value * 100).toFixed(1)} % of a core (${(value / baseline).toFixed(2)} × ${WRITERS[0]})`,
  );
}
