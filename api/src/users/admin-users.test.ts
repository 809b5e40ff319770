import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInClient, type TestClient, useTestApp } from '../../test/test-app';
import { ActorNotAdminError, deleteUser, setUserRole } from './repository';

const context = useTestApp();

type ListItem = {
  id: string;
  username: string;
  name: string;
  email: string;
  role: string;
  createdAt: string;
};
type ErrorBody = { error: string; code: string };
type MeBody = { user: { id: string; role: string } };

const MISSING_ID = '0190a000-0000-7000-8000-0000000000ff';

let admin: TestClient;
let adminId: string;
let user: TestClient;
beforeAll(async () => {
  const signedIn = await adminClient(context);
  admin = signedIn.client;
  adminId = signedIn.user.id;
  user = (await signedInClient(context)).client;
});

async function createUser(body: Record<string, unknown>): Promise<ListItem> {
  const response = await admin.post<ListItem>('/api/users', body);
  if (response.status !== 201) throw new Error(`create failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

const uniqueName = () => `user_${Math.random().toString(36).slice(2, 10)}`;

describe('GET /api/users', () => {
  it('lists every account, newest first, with no password or billing field', async () => {
    const created = await createUser({ username: uniqueName(), password: 'Segura123' });
    const response = await admin.get<ListItem[]>('/api/users');
    expect(response.status).toBe(200);
    expect(response.body[0]).toEqual(created);
    expect(response.body.map((row) => row.id)).toContain(adminId);
    for (const row of response.body) {
      expect(Object.keys(row).sort()).toEqual([
        'createdAt',
        'email',
        'id',
        'name',
        'role',
        'username',
      ]);
    }
    const times = response.body.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|password/i);
  });

  it('is for administrators only: 401 without a session, 403 for a user', async () => {
    const visitor = await context.client().get<ErrorBody>('/api/users');
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('unauthenticated');
    const ordinary = await user.get<ErrorBody>('/api/users');
    expect(ordinary.status).toBe(403);
    expect(ordinary.body.code).toBe('forbidden');
  });
});

describe('POST /api/users', () => {
  it('creates a user with a plain username, who can then sign in', async () => {
    const username = uniqueName();
    const response = await admin.post<ListItem>('/api/users', {
      username,
      password: 'Segura123',
      role: 'user',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username, name: username, email: '', role: 'user' });
    const login = await context
      .client()
      .post<MeBody>('/api/auth/login', { username, password: 'Segura123' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: response.body.id, role: 'user' });
  });

  it('uses a username that is an e-mail as the e-mail too, and can create an administrator', async () => {
    const response = await admin.post<ListItem>('/api/users', {
      username: 'Joao.Admin@Example.com',
      password: 'Segura123',
      role: 'admin',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      username: 'Joao.Admin@Example.com',
      email: 'joao.admin@example.com',
      role: 'admin',
    });
  });

  it("defaults the role to 'user'", async () => {
    const created = await createUser({ username: uniqueName(), password: 'Segura123' });
    expect(created.role).toBe('user');
  });

  it('answers 409 for a username already taken, whatever its case', async () => {
    const username = uniqueName();
    await createUser({ username, password: 'Segura123' });
    const again = await admin.post<ErrorBody>('/api/users', {
      username: username.toUpperCase(),
      password: 'Segura123',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'Já existe uma conta com este nome de usuário ou email.',
      code: 'conflict',
      messageCode: 'user.username_taken',
    });
  });

  it.each([
    [{ username: 'ab' }, 'Nome de usuário deve ter pelo menos 3 caracteres'],
    [{ username: undefined }, 'Nome de usuário é obrigatório'],
    [{ password: 'segura123' }, 'Deve conter pelo menos uma letra maiúscula'],
    [{ password: 'Curta1' }, 'Senha deve ter pelo menos 8 caracteres'],
    [{ role: 'root' }, 'Papel inválido'],
  ])('answers 400 for bad input: %o', async (overrides, message) => {
    const response = await admin.post<ErrorBody>('/api/users', {
      username: uniqueName(),
      password: 'Segura123',
      role: 'user',
      ...overrides,
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_input');
    expect(response.body.error).toBe(message);
  });

  it('is for administrators only', async () => {
    const body = { username: uniqueName(), password: 'Segura123' };
    expect((await context.client().post('/api/users', body)).status).toBe(401);
    expect((await user.post('/api/users', body)).status).toBe(403);
  });
});

describe('PUT /api/users/:id', () => {
  it('toggles a role, effective on the next request of that user', async () => {
    const { client, user: target } = await signedInClient(context);
    const promoted = await admin.put<ListItem>(`/api/users/${target.id}`, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: target.id, role: 'admin' });
    expect((await client.get<MeBody>('/api/auth/me')).body.user.role).toBe('admin');
    expect((await client.get('/api/users')).status).toBe(200);

    const demoted = await admin.put<ListItem>(`/api/users/${target.id}`, { role: 'user' });
    expect(demoted.body.role).toBe('user');
    expect((await client.get('/api/users')).status).toBe(403);
  });

  it('refuses to let administrators demote themselves', async () => {
    const response = await admin.put<ErrorBody>(`/api/users/${adminId}`, { role: 'user' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('cannot_change_self');
    expect(response.body.error).toMatch(/próprio acesso de administrador/);
    expect((await admin.get<MeBody>('/api/auth/me')).body.user.role).toBe('admin');
    // Keeping their own role is no change at all.
    expect((await admin.put(`/api/users/${adminId}`, { role: 'admin' })).status).toBe(200);
  });

  it('answers 400 for bad input', async () => {
    const { user: target } = await signedInClient(context);
    for (const body of [{ role: 'root' }, {}]) {
      const response = await admin.put<ErrorBody>(`/api/users/${target.id}`, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_input', error: 'Papel inválido' });
    }
  });

  it('answers 404 for a missing or malformed id', async () => {
    const missing = await admin.put<ErrorBody>(`/api/users/${MISSING_ID}`, { role: 'admin' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Usuário não encontrado');
    expect((await admin.put('/api/users/42', { role: 'admin' })).status).toBe(404);
  });

  it('is for administrators only', async () => {
    const { user: target } = await signedInClient(context);
    const path = `/api/users/${target.id}`;
    expect((await context.client().put(path, { role: 'admin' })).status).toBe(401);
    expect((await user.put(path, { role: 'admin' })).status).toBe(403);
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes the account with its data, and ends its sessions', async () => {
    const { client, user: target } = await signedInClient(context);
    const { sql } = context.db;
    const projectId = '0190a000-0000-7000-8000-00000000d001';
    await sql`INSERT INTO projects (id, owner_id, name) VALUES (${projectId}, ${target.id}, 'P')`;

    const response = await admin.delete(`/api/users/${target.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });

    const me = await client.get<ErrorBody>('/api/auth/me');
    expect(me.status).toBe(401);
    expect(await sql`SELECT 1 FROM sessions WHERE user_id = ${target.id}`).toHaveLength(0);
    expect(await sql`SELECT 1 FROM projects WHERE id = ${projectId}`).toHaveLength(0);
    const list = await admin.get<ListItem[]>('/api/users');
    expect(list.body.map((row) => row.id)).not.toContain(target.id);

    const again = await admin.delete<ErrorBody>(`/api/users/${target.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Usuário não encontrado');
  });

  it('refuses to let administrators delete themselves', async () => {
    const response = await admin.delete<ErrorBody>(`/api/users/${adminId}`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('cannot_change_self');
    expect(response.body.error).toMatch(/própria conta/);
    expect((await admin.get('/api/auth/me')).status).toBe(200);
  });

  it('answers 404 for a missing or malformed id', async () => {
    expect((await admin.delete(`/api/users/${MISSING_ID}`)).status).toBe(404);
    expect((await admin.delete('/api/users/x')).status).toBe(404);
  });

  it('is for administrators only', async () => {
    const { user: target } = await signedInClient(context);
    const path = `/api/users/${target.id}`;
    expect((await context.client().delete(path)).status).toBe(401);
    expect((await user.delete(path)).status).toBe(403);
    expect((await admin.get<ListItem[]>('/api/users')).body.map((row) => row.id)).toContain(
      target.id,
    );
  });
});

describe('two administrators acting on each other at once', () => {
  it('checks under the lock that the actor is still an administrator', async () => {
    const { sql } = context.db;
    const first = await createUser({
      username: uniqueName(),
      password: 'Segura123',
      role: 'admin',
    });
    const second = await createUser({
      username: uniqueName(),
      password: 'Segura123',
      role: 'admin',
    });
    // Both requests passed requireAdmin; the first to take the lock wins.
    const results = await Promise.allSettled([
      setUserRole(sql, first.id, second.id, 'user'),
      setUserRole(sql, second.id, first.id, 'user'),
    ]);
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(ActorNotAdminError);
    const [counted] = await sql<{ admins: number }[]>`
      SELECT count(*)::int AS admins FROM users WHERE id IN (${first.id}, ${second.id}) AND role = 'admin'`;
    expect(counted?.admins).toBe(1);

    const demoted = results[0]?.status === 'fulfilled' ? second : first;
    await expect(deleteUser(sql, demoted.id, adminId)).rejects.toBeInstanceOf(ActorNotAdminError);
  });
});
