import { describe, expect, it } from 'vitest';
import { initialsOf, usernameInitials } from '../initials';
import { errorsOf, ID, NOW } from './test-helpers';
import {
  MAX_PROFILE_PICTURE_BYTES,
  profileSchema,
  profileUpdateSchema,
  USER_ROLE_LABELS,
  userSchema,
} from './user';

/** A PNG data URL whose body decodes to exactly `bytes` bytes. */
function pngOfBytes(bytes: number): string {
  const full = Math.floor(bytes / 3) * 4;
  const rest = bytes % 3 === 0 ? '' : bytes % 3 === 1 ? 'AA==' : 'AAA=';
  return `data:image/png;base64,${'A'.repeat(full)}${rest}`;
}

describe('userSchema', () => {
  const stored = {
    id: ID,
    username: 'ana',
    email: 'ana@example.com',
    name: 'Ana Souza',
    createdAt: NOW,
  };

  it('fills defaults for a sparse record', () => {
    const user = userSchema.parse(stored);
    expect(user).toMatchObject({
      role: 'user',
      company: '',
      interests: [],
      stripeCustomerId: null,
      subscriptionPlanId: null,
      subscriptionStatus: 'active',
      subscriptionEndDate: null,
    });
  });

  it('never carries a password', () => {
    expect(userSchema.parse({ ...stored, password: 'hash' })).not.toHaveProperty('password');
    expect(Object.keys(userSchema.shape)).not.toContain('password');
  });

  it('labels the roles', () => {
    expect(USER_ROLE_LABELS).toEqual({ admin: 'Administrador', user: 'Usuário' });
  });
});

describe('profileSchema', () => {
  it('has exactly the profile fields', () => {
    expect(Object.keys(profileSchema.shape).sort()).toEqual(
      [
        'name',
        'email',
        'bio',
        'company',
        'jobRole',
        'industry',
        'experience',
        'country',
        'state',
        'city',
        'zipCode',
        'phone',
        'interests',
        'profilePicture',
      ].sort(),
    );
  });
});

describe('profileUpdateSchema', () => {
  it("requires an email ('Email é obrigatório') that is valid ('Email inválido')", () => {
    expect(errorsOf(profileUpdateSchema, { email: '  ' })).toEqual({
      email: ['Email é obrigatório'],
    });
    expect(errorsOf(profileUpdateSchema, {})).toEqual({ email: ['Email é obrigatório'] });
    expect(errorsOf(profileUpdateSchema, { email: 'ana@' })).toEqual({
      email: ['Email inválido'],
    });
  });

  it("turns every missing field into '' and interests into []", () => {
    expect(profileUpdateSchema.parse({ email: ' Ana@Example.com ' })).toEqual({
      name: '',
      email: 'ana@example.com',
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

  it('drops username, password, role and billing fields', () => {
    const parsed = profileUpdateSchema.parse({
      email: 'ana@example.com',
      username: 'root',
      password: 'x',
      role: 'admin',
      subscriptionStatus: 'active',
      stripeCustomerId: 'cus_1',
    });
    for (const key of ['username', 'password', 'role', 'subscriptionStatus', 'stripeCustomerId']) {
      expect(parsed).not.toHaveProperty(key);
    }
    expect(parsed.email).toBe('ana@example.com');
  });

  it('accepts an image data URL of exactly 5 MB', () => {
    const profilePicture = pngOfBytes(MAX_PROFILE_PICTURE_BYTES);
    expect(MAX_PROFILE_PICTURE_BYTES).toBe(5 * 1024 * 1024);
    expect(profileUpdateSchema.parse({ email: 'a@b.co', profilePicture }).profilePicture).toBe(
      profilePicture,
    );
  });

  it('rejects an image one byte over 5 MB', () => {
    expect(
      errorsOf(profileUpdateSchema, {
        email: 'a@b.co',
        profilePicture: pngOfBytes(MAX_PROFILE_PICTURE_BYTES + 1),
      }),
    ).toEqual({ profilePicture: ['A imagem deve ter no máximo 5MB'] });
  });

  it('rejects a text far too long to be a 5 MB image without parsing it', () => {
    expect(
      errorsOf(profileUpdateSchema, { email: 'a@b.co', profilePicture: 'x'.repeat(8_000_000) }),
    ).toEqual({ profilePicture: ['A imagem deve ter no máximo 5MB'] });
  });

  it('rejects what is not an image data URL', () => {
    for (const profilePicture of [
      'https://example.com/a.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/png;base64,not base64!',
    ]) {
      expect(errorsOf(profileUpdateSchema, { email: 'a@b.co', profilePicture })).toEqual({
        profilePicture: ['A foto deve ser uma imagem JPG, PNG, GIF ou WebP'],
      });
    }
  });
});

describe('initials', () => {
  it('initialsOf takes the first letters of the first two words', () => {
    expect(initialsOf('ana maria souza')).toBe('AM');
    expect(initialsOf('  Élise  ')).toBe('É');
    expect(initialsOf('Ana')).toBe('A');
  });

  it("initialsOf gives 'U' for no name", () => {
    expect(initialsOf('')).toBe('U');
    expect(initialsOf('   ')).toBe('U');
    expect(initialsOf(undefined)).toBe('U');
  });

  it('usernameInitials takes the first two characters in capitals', () => {
    expect(usernameInitials('admin')).toBe('AD');
    expect(usernameInitials('x')).toBe('X');
    expect(usernameInitials('')).toBe('U');
  });
});
