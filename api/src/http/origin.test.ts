import { describe, expect, it } from 'vitest';
import { signupPayload, type TestContext, useTestApp } from '../../test/test-app';

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
