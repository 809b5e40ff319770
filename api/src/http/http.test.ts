import { describe, expect, it } from 'vitest';
import { signupPayload, TEST_ORIGIN, useTestApp } from '../../test/test-app';

const context = useTestApp();

type ErrorBody = { error: string; code: string; issues?: { path: string; message: string }[] };

describe('GET /api/health', () => {
  it('reports the server and its database as ok', async () => {
    const response = await context.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('same-origin guard', () => {
  it('refuses unsafe requests without an Origin or from another origin', async () => {
    const body = JSON.stringify(signupPayload());
    const noOrigin = await context.app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(noOrigin.status).toBe(403);
    const evil = await context.app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body,
    });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ code: 'bad_origin' });
  });

  it('refuses a form-encoded body from the right origin (what a cross-site form would send)', async () => {
    const response = await context.app.request('/api/auth/login', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a&password=b',
    });
    expect(response.status).toBe(415);
  });

  it('lets safe methods through without an Origin', async () => {
    expect((await context.app.request('/api/health')).status).toBe(200);
  });
});

describe('bad input never crashes the server', () => {
  it('answers 400 with the error shape for malformed JSON', async () => {
    const response = await context.client().request<ErrorBody>('POST', '/api/auth/login', {
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('malformed_request');
    expect(response.body.error).toMatch(/JSON/);
  });

  it('answers 400 for JSON of the wrong type', async () => {
    const response = await context.client().post<ErrorBody>('/api/auth/login', [1, 2, 3]);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_input');
  });

  it('answers 413 for an oversized body', async () => {
    const huge = JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' });
    const response = await context.client().request<ErrorBody>('POST', '/api/auth/login', {
      body: huge,
      headers: { 'content-type': 'application/json', 'content-length': String(huge.length) },
    });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('payload_too_large');
  });

  it('answers 404 as JSON for an unknown API route', async () => {
    const response = await context.client().get<ErrorBody>('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'route_not_found' });
  });
});

describe('security headers', () => {
  it('sends a Content Security Policy and the usual hardening headers', async () => {
    const response = await context.app.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // A persona's avatar may be an image's address on another site.
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
