import type { NetworkInterfaceInfo } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { signupPayload, type TestContext, useTestApp } from '../../test/test-app';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { OwnAddresses } from './own-addresses';

/**
 * Finding: the allowed origin was derived from the Host header, so a DNS-rebinding page
 * (Host: evil.example:3000, Origin: http://evil.example:3000) could make changes — on an empty
 * database, create the administrator. Now: APP_URL, its loopback aliases, ALLOWED_ORIGINS.
 */
const APP_URL = 'http://localhost:3000';
const context = useTestApp({ APP_URL, ALLOWED_ORIGINS: 'https://trilha.example.com' });

/** An unsafe request as a browser at `origin` would send it, to the address `host`. */
function signupFrom(c: TestContext, origin: string, host = 'localhost:3000') {
  return c.app.request(`http://${host}/api/auth/signup`, {
    method: 'POST',
    headers: { origin, host, 'content-type': 'application/json' },
    body: JSON.stringify(signupPayload()),
  });
}

describe('unsafe requests', () => {
  it('are refused from a rebound host whose Origin matches its Host', async () => {
    const response = await signupFrom(context, 'http://evil.example:3000', 'evil.example:3000');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_origin' });
  });

  it.each([
    'https://localhost:3000',
    'http://localhost:3001',
    'http://localhost',
    'http://127.0.0.1:8080',
    'null',
  ])('are refused from %s', async (origin) => {
    expect((await signupFrom(context, origin)).status).toBe(403);
  });

  it.each([APP_URL, 'http://127.0.0.1:3000', 'http://[::1]:3000', 'https://trilha.example.com'])(
    'are accepted from %s (APP_URL, a loopback alias, ALLOWED_ORIGINS)',
    async (origin) => {
      expect((await signupFrom(context, origin, '127.0.0.1:3000')).status).toBe(201);
    },
  );
});

describe("unsafe requests to a room's hub (issue 31)", () => {
  // A laptop serving its hotspot: HOST=0.0.0.0, APP_URL left at http://localhost:3000, and the
  // address 192.168.137.1 that the phones on the hotspot open.
  const hub = {} as { app: ReturnType<typeof createApp> };
  beforeAll(() => {
    const interfaces = () => ({
      hotspot: [
        { address: '192.168.137.1', family: 'IPv4', internal: false } as NetworkInterfaceInfo,
      ],
    });
    hub.app = createApp({
      sql: context.db.sql,
      config: loadConfig({
        APP_URL,
        HOST: '0.0.0.0',
        ALLOWED_ORIGINS: 'https://trilha.example.com',
      }),
      rateLimiter: new RateLimiter(context.db.sql),
      ownAddresses: new OwnAddresses(3000, interfaces),
    });
  });
  const signupAtHub = (origin: string, host: string) =>
    signupFrom({ ...context, app: hub.app }, origin, host);

  it('are accepted from the address of one of its interfaces, at its port', async () => {
    const response = await signupAtHub('http://192.168.137.1:3000', '192.168.137.1:3000');
    expect(response.status).toBe(201);
    // APP_URL, its loopback aliases and ALLOWED_ORIGINS still are.
    for (const origin of [APP_URL, 'http://127.0.0.1:3000', 'https://trilha.example.com']) {
      expect((await signupAtHub(origin, '192.168.137.1:3000')).status).toBe(201);
    }
  });

  it.each([
    ['another port of its address', 'http://192.168.137.1:3001', '192.168.137.1:3000'],
    ['https at its address', 'https://192.168.137.1:3000', '192.168.137.1:3000'],
    ["a neighbour's address", 'http://192.168.137.7:3000', '192.168.137.1:3000'],
    ['a name rebound to its address', 'http://sala.evil.example:3000', 'sala.evil.example:3000'],
  ])('are refused from %s', async (_what, origin, host) => {
    const response = await signupAtHub(origin, host);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_origin' });
  });
});
