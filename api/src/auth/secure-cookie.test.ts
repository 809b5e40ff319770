import { describe, expect, it } from 'vitest';
import { signupPayload, useTestApp } from '../../test/test-app';

// Served over https (APP_URL behind a proxy that says so): the cookie must be Secure.
const context = useTestApp({ TRUST_PROXY: 'true' });

describe('session cookie over https', () => {
  it('is marked Secure', async () => {
    const client = context.client();
    const payload = signupPayload();
    await client.post('/api/auth/signup', payload);
    const response = await client.request('POST', '/api/auth/login', {
      json: { username: payload.email, password: payload.password },
      headers: { 'x-forwarded-proto': 'https', origin: 'https://localhost' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
  });
});
