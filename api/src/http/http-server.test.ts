import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpServer } from './http-server';

/** A server whose every answer takes `answerMs`, on a free port; its origin. */
async function serve(answerMs: number): Promise<{ server: Server; origin: string }> {
  const server = startHttpServer(
    {
      fetch: async () => {
        await new Promise((resolve) => setTimeout(resolve, answerMs));
        return new Response('ok');
      },
    },
    { port: 0, hostname: '127.0.0.1' },
  );
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** GET `url` through `agent`: the status, and whether it went on a reused connection. */
function get(agent: Agent, url: string) {
  return new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
    const sent = request(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reusedSocket }));
    });
    const { reusedSocket } = sent;
    sent.on('error', reject).end();
  });
}

let server: Server | undefined;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

describe('a kept-alive connection', () => {
  it("stays open past Node's 5 s default, so a client's next request never races its close", async () => {
    const started = await serve(0);
    server = started.server;
    expect(await get(agent, started.origin)).toEqual({ status: 200, reusedSocket: false });
    // Node closes an idle connection a little after its keepAliveTimeout (5 s: gone by 7 s).
    await new Promise((resolve) => setTimeout(resolve, 7_500));
    expect(await get(agent, started.origin)).toEqual({ status: 200, reusedSocket: true });
  }, 15_000);

  it('does not hold up close() when it was answering a request at that moment', async () => {
    const started = await serve(300);
    server = started.server;
    const answered = get(agent, started.origin);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = Date.now();
    const closed = new Promise((resolve) => started.server.close(resolve));
    expect((await answered).status).toBe(200);
    await closed;
    expect(Date.now() - closing).toBeLessThan(2_000);
    server = undefined;
  }, 15_000);
});
