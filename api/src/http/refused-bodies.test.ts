import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { MAX_PUSH_BYTES } from '@trilha/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { DEFAULT_BODY_LIMIT_BYTES } from './body-limits';
import { startHttpServer } from './http-server';

/**
 * Bodies the server refuses, over real sockets (app.request() has none): the client must read
 * the 413 every time, and the connection must end after it, whatever was still on its way.
 */
let db: TestDatabase;
let server: Server;
let port: number;

beforeAll(async () => {
  db = await createTestDatabase();
  const config = loadConfig({});
  const app = createApp({ sql: db.sql, config, rateLimiter: new RateLimiter(db.sql) });
  server = startHttpServer(app, { port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

const KB = 1024;
const MB = 1024 * KB;

/** The head of a JSON POST of `bytes` bytes, as a client writes it on the wire. */
const postHead = (path: string, bytes: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${bytes}\r\n\r\n`;

/** A JSON document of exactly `bytes` bytes. */
const jsonOfSize = (bytes: number) => `{"x":"${'x'.repeat(bytes - 8)}"}`;

interface RawExchange {
  /** Everything the server sent, as text. */
  received: string;
  /** How the connection ended: the server's FIN ('end') or an error code. */
  ending: string;
}

/**
 * Writes `chunks` on one raw connection, and reads the answer only once all of it is sent, as a
 * busy client (a phone's browser, curl) may: an answer that arrives meanwhile waits in the
 * client's buffer, where a reset of the connection would wipe it out.
 */
function sendThenRead(chunks: string[]): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let settled = false;
    const settle = (ending: string) => {
      if (settled) return;
      settled = true;
      resolve({ received, ending });
    };
    socket.pause();
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    socket.on('end', () => settle('end'));
    socket.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
    socket.on('close', () => settle('close'));
    chunks.forEach((chunk, index) => {
      const last = index === chunks.length - 1;
      socket.write(chunk, () => {
        if (last) setTimeout(() => socket.resume(), 50);
      });
    });
  });
}

describe('a Stripe webhook body over its 512 kB cap', () => {
  it('is a 413 that closes the connection, answering nothing sent after it on that socket', async () => {
    const body = jsonOfSize(600 * KB);
    const next = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const { received, ending } = await sendThenRead([
      postHead('/api/stripe/webhook', body.length),
      body,
      next,
    ]);

    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    expect(received).toContain('"code":"payload_too_large"');
    // One answer: the request behind the refused body is not served on a closing connection.
    expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(ending).toBe('end');

    // A new connection is served as usual.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});

describe('a body of several MB over its cap, sent again and again', () => {
  const refusals = async (path: string, bytes: number, rounds: number) => {
    const body = jsonOfSize(bytes);
    const endings: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const { received, ending } = await sendThenRead([postHead(path, body.length), body]);
      endings.push(`${received.match(/^HTTP\/1\.1 \d+/)?.[0] ?? 'no answer'}, ${ending}`);
    }
    return endings;
  };

  it('is read as a 413 by the client every time, never a reset connection', async () => {
    const endings = await refusals('/api/projects', 8 * MB, 10);
    expect(8 * MB).toBeGreaterThan(DEFAULT_BODY_LIMIT_BYTES);
    expect(endings).toEqual(endings.map(() => 'HTTP/1.1 413, end'));
  });

  it('is the same for a sync push past its own cap', async () => {
    const endings = await refusals('/api/sync/push', MAX_PUSH_BYTES + 4 * MB, 3);
    expect(endings).toEqual(endings.map(() => 'HTTP/1.1 413, end'));
  });
});
