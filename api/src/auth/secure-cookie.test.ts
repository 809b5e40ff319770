import { describe, expect, it } from 'vitest';
import { signupPayload, type TestContext, useTestApp } from '../../test/test-app';

async function signUpAndIn(context: TestContext, headers: Record<string, string>) {
  const client = context.client();
  const payload = signupPayload();
  await client.request('POST', '/api/auth/signup', { json: payload, headers });
  return client.request('POST', '/api/auth/login', {
    json: { username: payload.email, password: payload.password },
    headers,
  });
}

describe('APP_URL is https (a TLS proxy in front, its headers not trusted)', () => {
  const context = useTestApp({ APP_URL: 'https://trilha.example' });

  it('marks the session cookie Secure and sends HSTS', async () => {
    const response = await signUpAndIn(context, { origin: 'https://trilha.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('APP_URL is http, a trusted proxy says the request came over https', () => {
  const context = useTestApp({
    TRUST_PROXY: '1',
    ALLOWED_ORIGINS: 'https://localhost',
  });

  it('marks the session cookie Secure and sends HSTS', async () => {
    const response = await signUpAndIn(context, {
      origin: 'https://localhost',
      'x-forwarded-proto': 'https',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('over plain http: no Secure flag, no HSTS', async () => {
    const response = await signUpAndIn(context, { origin: 'http://localhost' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
