import { describe, expect, it } from 'vitest';
import { signedInClient, signupPayload, TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { ensureAdmin } from '../users/repository';
import { hashPassword } from './passwords';

const context = useTestApp();

type UserBody = { user: Record<string, unknown> };
type ErrorBody = { error: string; code: string; issues?: { path: string; message: string }[] };

describe('POST /api/auth/signup', () => {
  it('creates the account from the merged payload, the first one as administrator', async () => {
    const client = context.client();
    const payload = signupPayload({ email: 'First.Admin@Example.com' });
    const first = await client.post<UserBody>('/api/auth/signup', payload);
    expect(first.status).toBe(201);
    expect(first.body.user).toMatchObject({
      // E-mails are stored trimmed and in lower case (the shared schema normalises them).
      username: 'first.admin@example.com',
      email: 'first.admin@example.com',
      name: 'Ana Souza',
      role: 'admin',
      jobRole: 'Designer de serviços',
      city: 'São Paulo',
      interests: ['Design Thinking'],
      subscriptionStatus: 'active',
    });
    const second = await client.post<UserBody>('/api/auth/signup', signupPayload());
    expect(second.status).toBe(201);
    expect(second.body.user.role).toBe('user');
  });

  it('never returns the password or its hash', async () => {
    const response = await context.client().post('/api/auth/signup', signupPayload());
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/password|argon2|Segura123/i);
  });

  it('answers 409 for an e-mail already used, whatever its case', async () => {
    const client = context.client();
    await client.post('/api/auth/signup', signupPayload({ email: 'taken@example.com' }));
    const again = await client.post<ErrorBody>(
      '/api/auth/signup',
      signupPayload({ email: 'TAKEN@example.com' }),
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');
    expect(again.body.error).toMatch(/já está cadastrado/);
  });

  it.each([
    [{ password: 'curta1A' }, 'Senha deve ter pelo menos 8 caracteres'],
    [{ password: 'semmaiuscula1' }, 'Deve conter pelo menos uma letra maiúscula'],
    [{ password: 'SEMMINUSCULA1' }, 'Deve conter pelo menos uma letra minúscula'],
    [{ password: 'SemNumeros' }, 'Deve conter pelo menos um número'],
    [{ name: 'A' }, 'Nome deve ter pelo menos 2 caracteres'],
    [{ email: 'not-an-email' }, 'Email inválido'],
    [{ zipCode: '123' }, 'CEP deve ter pelo menos 5 caracteres'],
    [{ role: '' }, 'Cargo/função é obrigatório'],
    [{ city: '' }, 'Cidade é obrigatória'],
  ])('enforces the spec rules on the server: %o', async (overrides, message) => {
    const response = await context
      .client()
      .post<ErrorBody>('/api/auth/signup', signupPayload(overrides));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_input');
    expect(response.body.issues?.map((issue) => issue.message)).toContain(message);
  });

  it('cannot be used to make oneself an administrator', async () => {
    const response = await context
      .client()
      .post<UserBody>('/api/auth/signup', { ...signupPayload(), userRole: 'admin', isAdmin: true });
    expect(response.status).toBe(201);
    expect(response.body.user.role).toBe('user');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the username or the e-mail in any case and sets a safe session cookie', async () => {
    const client = context.client();
    const payload = signupPayload({ email: 'Login.Case@example.com' });
    await client.post('/api/auth/signup', payload);
    const response = await client.post<UserBody>('/api/auth/login', {
      username: 'login.case@EXAMPLE.com',
      password: payload.password,
    });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe('login.case@example.com');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^trilha_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Expires=/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('answers one generic 401 for a wrong password and for an unknown user', async () => {
    const client = context.client();
    const payload = signupPayload();
    await client.post('/api/auth/signup', payload);
    const wrong = await client.post<ErrorBody>('/api/auth/login', {
      username: payload.email,
      password: 'Errada123',
    });
    const unknown = await client.post<ErrorBody>('/api/auth/login', {
      username: 'nobody@example.com',
      password: 'Errada123',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe('Usuário ou senha inválidos.');
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('gives the spec messages for missing fields', async () => {
    const response = await context
      .client()
      .post<ErrorBody>('/api/auth/login', { username: '', password: '' });
    expect(response.status).toBe(400);
    expect(response.body.issues?.map((issue) => issue.message)).toEqual([
      'Nome de usuário é obrigatório',
      'Senha é obrigatória',
    ]);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers the user while signed in, 401 once logged out, and the old cookie stays dead', async () => {
    const { client, user } = await signedInClient(context);
    const stolenCookie = client.sessionCookie;
    const me = await client.get<UserBody>('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(user.id);

    const logout = await client.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/trilha_session=;.*Max-Age=0/);
    expect((await client.get('/api/auth/me')).status).toBe(401);

    // Replaying the cookie from before the logout: the server ended that session.
    const replay = await context.app.request('/api/auth/me', {
      headers: { cookie: stolenCookie ?? '' },
    });
    expect(replay.status).toBe(401);
  });

  it('answers 401 with the error shape without a session or with a forged cookie', async () => {
    const none = await context.client().get<ErrorBody>('/api/auth/me');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('unauthenticated');
    const forged = await context.app.request('/api/auth/me', {
      headers: { cookie: 'trilha_session=forged' },
    });
    expect(forged.status).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 after 10 failures from one address, even for the right password', async () => {
    const client = context.client();
    const payload = signupPayload();
    await client.post('/api/auth/signup', payload);
    const attempt = (password: string, address: string) =>
      context.app.request(
        '/api/auth/login',
        {
          method: 'POST',
          headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ username: payload.email, password }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    for (let i = 0; i < 10; i++) expect((await attempt('Errada123', '10.9.9.9')).status).toBe(401);
    const blocked = await attempt(payload.password, '10.9.9.9');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({ code: 'too_many_attempts' });
    // Another address is not affected.
    expect((await attempt(payload.password, '10.8.8.8')).status).toBe(200);
  });
});

describe('ensureAdmin (ADMIN_USERNAME / ADMIN_PASSWORD)', () => {
  it('creates the administrator once, who can then sign in; promotes an existing user', async () => {
    const passwordHash = () => hashPassword('Admin1234');
    expect(await ensureAdmin(context.db.sql, { username: 'root', passwordHash })).toBe('created');
    expect(await ensureAdmin(context.db.sql, { username: 'root', passwordHash })).toBe('unchanged');
    const login = await context
      .client()
      .post<UserBody>('/api/auth/login', { username: 'root', password: 'Admin1234' });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');

    const { payload } = await signedInClient(context);
    expect(await ensureAdmin(context.db.sql, { username: payload.email, passwordHash })).toBe(
      'promoted',
    );
    const relogin = await context.client().post<UserBody>('/api/auth/login', {
      username: payload.email,
      password: payload.password,
    });
    expect(relogin.body.user.role).toBe('admin');
  });
});
