/**
 * The server of `bench/stream-writes.ts`, one process per run: GET /events opens an event stream
 * written the way argv[2] names, and each open stream is sent a poke per POKE_WINDOW_MS (the
 * most a busy room's project pokes). It tells its parent 'up' once listening, and answers
 * 'stop' with the share of a core it used since 'start'.
 */
import type { ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { eventStreamResponse } from '../../api/src/http/event-stream';
import { POKE_WINDOW_MS } from '../../api/src/live/live-hub';
import { WRITERS, type Writer } from './stream-writers';

type Send = (event: string, data: string) => void;

function startServer(writer: Writer, port: number) {
  const streams = new Set<Send>();
  const app = new Hono<{ Bindings: { outgoing: ServerResponse } }>().get('/events', (c) => {
    if (writer === 'hono-streamSSE')
      return streamSSE(c, async (stream) => {
        const send: Send = (event, data) => void stream.writeSSE({ event, data });
        streams.add(send);
        stream.onAbort(() => {
          streams.delete(send);
        });
        await stream.writeSSE({ event: 'ready', data: '{}' });
        while (!stream.aborted) await stream.sleep(25_000);
      });
    if (writer === 'eventStreamResponse')
      return eventStreamResponse(c, (stream) => {
        const send: Send = (event, data) => stream.send(event, data);
        streams.add(send);
        send('ready', '{}');
        return () => {
          streams.delete(send);
        };
      });
    const response = c.env.outgoing;
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    const send: Send = (event, data) => response.write(`event: ${event}\ndata: ${data}\n\n`);
    streams.add(send);
    response.on('close', () => streams.delete(send));
    send('ready', '{}');
    return RESPONSE_ALREADY_SENT;
  });
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => process.send?.('up'));
  setInterval(() => {
    const data = JSON.stringify({ projectId: 'p' });
    for (const send of streams) send('poke', data);
  }, POKE_WINDOW_MS);
}

let since: { cpu: NodeJS.CpuUsage; at: number } | undefined;
process.on('message', (message) => {
  if (message === 'start') since = { cpu: process.cpuUsage(), at: performance.now() };
  if (message === 'stop' && since) {
    const used = process.cpuUsage(since.cpu);
    process.send?.((used.user + used.system) / 1000 / (performance.now() - since.at));
  }
});

const writer = WRITERS.find((name) => name === process.argv[2]);
if (!writer) throw new Error(`a writer, one of ${WRITERS.join(', ')}`);
startServer(writer, Number(process.argv[3]));
