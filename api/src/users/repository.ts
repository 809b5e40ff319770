import type { User } from '@trilha/shared';
import { v7 as uuidv7 } from 'uuid';
import type { Sql } from '../db/connect';

/** Every column of `users` but the password hash, which never leaves this module. */
const PUBLIC_COLUMNS = [
  'id',
  'username',
  'email',
  'name',
  'role',
  'company',
  'jobRole',
  'industry',
  'experience',
  'country',
  'state',
  'city',
  'zipCode',
  'phone',
  'bio',
  'profilePicture',
  'interests',
  'stripeCustomerId',
  'stripeSubscriptionId',
  'subscriptionPlanId',
  'subscriptionStatus',
  'subscriptionEndDate',
  'createdAt',
] as const;

type UserRow = Omit<User, 'email' | 'createdAt' | 'subscriptionEndDate'> & {
  email: string | null;
  createdAt: Date;
  subscriptionEndDate: Date | null;
};

/** The API's user object: timestamps as ISO text, no e-mail reads as ''. */
export function toUser(row: UserRow): User {
  return {
    ...row,
    email: row.email ?? '',
    createdAt: row.createdAt.toISOString(),
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
  };
}

export async function findUserById(sql: Sql, id: string): Promise<User | undefined> {
  const [row] = await sql<UserRow[]>`SELECT ${sql(PUBLIC_COLUMNS)} FROM users WHERE id = ${id}`;
  return row && toUser(row);
}

/** Sign-in accepts the username or the e-mail, in any case. */
export async function findCredentialsByLogin(
  sql: Sql,
  login: string,
): Promise<{ user: User; passwordHash: string } | undefined> {
  const [row] = await sql<(UserRow & { passwordHash: string })[]>`
    SELECT ${sql(PUBLIC_COLUMNS)}, password_hash FROM users
    WHERE lower(username) = lower(${login}) OR lower(email) = lower(${login})
    ORDER BY lower(username) = lower(${login}) DESC
    LIMIT 1`;
  if (!row) return undefined;
  const { passwordHash, ...user } = row;
  return { user: toUser(user), passwordHash };
}

export interface NewUser {
  username: string;
  email: string | null;
  name: string;
  passwordHash: string;
  company?: string;
  jobRole?: string;
  industry?: string;
  experience?: string;
  country?: string;
  state?: string;
  city?: string;
  zipCode?: string;
  phone?: string;
  bio?: string;
  interests?: string[];
}

export class DuplicateUserError extends Error {
  override name = 'DuplicateUserError';
}

const UNIQUE_VIOLATION = '23505';
// Any fixed number: serialises sign-ups so that exactly one first account becomes admin.
const FIRST_USER_LOCK_KEY = 7_428_092;

/**
 * Creates an account. The first account of an empty database becomes the administrator, so a
 * fresh install can be managed without any set-up; `role` forces a role (admin-created users).
 */
export async function insertUser(sql: Sql, input: NewUser, role?: User['role']): Promise<User> {
  try {
    return await sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${FIRST_USER_LOCK_KEY})`;
      const [existing] = await tx`SELECT 1 FROM users LIMIT 1`;
      const values = { id: uuidv7(), ...input, role: role ?? (existing ? 'user' : 'admin') };
      const [row] = await tx<UserRow[]>`
        INSERT INTO users ${tx(values)} RETURNING ${tx(PUBLIC_COLUMNS)}`;
      if (!row) throw new Error('INSERT returned no row');
      return toUser(row);
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new DuplicateUserError();
    throw error;
  }
}

/**
 * ADMIN_USERNAME / ADMIN_PASSWORD at start-up: create that administrator, or promote the existing
 * account of that name. An existing password is left alone: the variable bootstraps access, it
 * does not silently reset someone's password on every restart.
 */
export async function ensureAdmin(
  sql: Sql,
  admin: { username: string; passwordHash: () => Promise<string> },
): Promise<'created' | 'promoted' | 'unchanged'> {
  const [existing] = await sql<{ id: string; role: string }[]>`
    SELECT id, role FROM users WHERE lower(username) = lower(${admin.username})`;
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    await sql`UPDATE users SET role = 'admin', updated_at = now() WHERE id = ${existing.id}`;
    return 'promoted';
  }
  const email = admin.username.includes('@') ? admin.username : null;
  await insertUser(
    sql,
    {
      username: admin.username,
      email,
      name: admin.username,
      passwordHash: await admin.passwordHash(),
    },
    'admin',
  );
  return 'created';
}
