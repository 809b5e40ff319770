import { MAX_PROFILE_PICTURE_BYTES } from '@trilha/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInClient, type TestClient, useTestApp } from '../../test/test-app';
import { PROFILE_FIELDS } from './repository';

const context = useTestApp();

type Profile = Record<string, unknown> & { email: string; profilePicture: string };
type ErrorBody = { error: string; code: string };
type MeBody = { user: Record<string, unknown> };

let admin: TestClient;
beforeAll(async () => {
  // The first account of the database is the administrator: the other accounts are ordinary users.
  admin = (await adminClient(context)).client;
});

/** A base64 PNG data URL whose body decodes to `bytes` bytes. */
function pngOfBytes(bytes: number): string {
  const full = Math.floor(bytes / 3) * 4;
  const rest = ['', 'AA==', 'AAA='][bytes % 3];
  return `data:image/png;base64,${'A'.repeat(full)}${rest}`;
}

const profileInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Beatriz Lima',
  email: `bia.${Math.random().toString(36).slice(2, 10)}@example.com`,
  bio: 'Facilitadora de oficinas.',
  company: 'Oficina Aberta',
  jobRole: 'Facilitadora',
  industry: 'Consultoria',
  experience: 'Sênior (6-10 anos)',
  country: 'Brasil',
  state: 'RJ',
  city: 'Rio de Janeiro',
  zipCode: '20040-002',
  phone: '+55 21 99999-0000',
  interests: ['Service Design', 'Inovação'],
  profilePicture: 'data:image/png;base64,iVBORw0KGgo=',
  ...overrides,
});

describe('GET /api/users/profile', () => {
  it("answers the signed-in user's profile fields, and only those", async () => {
    const { client, payload } = await signedInClient(context);
    const response = await client.get<Profile>('/api/users/profile');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([...PROFILE_FIELDS].sort());
    expect(response.body).toEqual({
      name: payload.name,
      email: payload.email.toLowerCase(),
      bio: '',
      company: payload.company,
      jobRole: payload.role,
      industry: payload.industry,
      experience: payload.experience,
      country: payload.country,
      state: payload.state,
      city: payload.city,
      zipCode: payload.zipCode,
      phone: '',
      interests: payload.interests,
      profilePicture: '',
    });
  });

  it('answers 401 without a session', async () => {
    const response = await context.client().get<ErrorBody>('/api/users/profile');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthenticated');
  });
});

describe('PUT /api/users/profile', () => {
  it('lets an ordinary user save their profile and answers it', async () => {
    const { client, user } = await signedInClient(context);
    expect(user.role).toBe('user');
    const input = profileInput();
    const response = await client.put<Profile>('/api/users/profile', input);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(input);
    expect((await client.get<Profile>('/api/users/profile')).body).toEqual(input);
    const me = await client.get<MeBody>('/api/auth/me');
    expect(me.body.user).toMatchObject({ name: 'Beatriz Lima', email: input.email, role: 'user' });
  });

  it("turns missing fields into '' and [], and normalises the e-mail", async () => {
    const { client } = await signedInClient(context);
    await client.put('/api/users/profile', profileInput());
    const response = await client.put<Profile>('/api/users/profile', {
      email: '  Nova.Bia@Example.COM ',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      name: '',
      email: 'nova.bia@example.com',
      bio: '',
      company: '',
      jobRole: '',
      industry: '',
      experience: '',
      country: '',
      state: '',
      city: '',
      zipCode: '',
      phone: '',
      interests: [],
      profilePicture: '',
    });
  });

  it('changes nothing but the profile: role, username, password, id and billing stay', async () => {
    const { client, user, payload } = await signedInClient(context);
    const before = (await client.get<MeBody>('/api/auth/me')).body.user;
    const response = await client.put('/api/users/profile', {
      ...profileInput(),
      role: 'admin',
      username: 'hacker',
      password: 'Hacker123',
      passwordHash: 'x',
      id: '0190a000-0000-7000-8000-0000000000aa',
      stripeCustomerId: 'cus_evil',
      subscriptionStatus: 'trialing',
      subscriptionPlanId: '0190a000-0000-7000-8000-0000000000bb',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.status).toBe(200);
    const after = (await client.get<MeBody>('/api/auth/me')).body.user;
    expect(after).toMatchObject({
      id: user.id,
      role: 'user',
      username: before.username,
      stripeCustomerId: null,
      subscriptionStatus: 'active',
      subscriptionPlanId: null,
      createdAt: before.createdAt,
    });
    const oldPassword = await context
      .client()
      .post('/api/auth/login', { username: before.username, password: payload.password });
    expect(oldPassword.status).toBe(200);
    const newPassword = await context
      .client()
      .post('/api/auth/login', { username: 'hacker', password: 'Hacker123' });
    expect(newPassword.status).toBe(401);
  });

  it.each([
    [{ email: '' }, 'Email é obrigatório'],
    [{ email: undefined }, 'Email é obrigatório'],
    [{ email: 'bia@' }, 'Email inválido'],
    [{ name: 'x'.repeat(201) }, 'Máximo de 200 caracteres'],
    [
      { profilePicture: 'data:text/plain;base64,aGVsbG8=' },
      'A foto deve ser uma imagem JPG, PNG, GIF ou WebP',
    ],
  ])('answers 400 for bad input: %o', async (overrides, message) => {
    const { client } = await signedInClient(context);
    const response = await client.put<ErrorBody>('/api/users/profile', profileInput(overrides));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_input');
    expect(response.body.error).toBe(message);
  });

  it('takes a photo of up to 5 MB and refuses a larger one with the spec message', async () => {
    const { client } = await signedInClient(context);
    const largest = pngOfBytes(MAX_PROFILE_PICTURE_BYTES);
    const saved = await client.put<Profile>(
      '/api/users/profile',
      profileInput({ profilePicture: largest }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.profilePicture).toBe(largest);

    const tooLarge = await client.put<ErrorBody>(
      '/api/users/profile',
      profileInput({ profilePicture: pngOfBytes(MAX_PROFILE_PICTURE_BYTES + 1) }),
    );
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error).toBe('A imagem deve ter no máximo 5MB');
    expect((await client.get<Profile>('/api/users/profile')).body.profilePicture).toBe(largest);
  });

  it("answers 409 for another account's e-mail or username, and accepts one's own", async () => {
    const other = await signedInClient(context);
    const { client, payload } = await signedInClient(context);
    for (const email of [other.payload.email.toUpperCase(), `  ${other.payload.email}`]) {
      const response = await client.put<ErrorBody>('/api/users/profile', profileInput({ email }));
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        error: 'Este email já está em uso por outra conta.',
        code: 'conflict',
        messageCode: 'profile.email_taken',
      });
    }
    const own = await client.put('/api/users/profile', profileInput({ email: payload.email }));
    expect(own.status).toBe(200);
  });

  it('answers 409 for an e-mail that is the username of another account', async () => {
    const created = await admin.post('/api/users', {
      username: 'carla@example.com',
      password: 'Segura123',
    });
    expect(created.status).toBe(201);
    await context.db.sql`UPDATE users SET email = NULL WHERE username = 'carla@example.com'`;
    const { client } = await signedInClient(context);
    const response = await client.put(
      '/api/users/profile',
      profileInput({ email: 'carla@example.com' }),
    );
    expect(response.status).toBe(409);
  });

  it('answers 401 without a session', async () => {
    const response = await context.client().put<ErrorBody>('/api/users/profile', profileInput());
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthenticated');
  });
});
