import {
  type AdminUserListItem,
  type Profile,
  type ProfileUpdate,
  profileSchema,
  type User,
} from '@trilha/shared';
import { v7 as uuidv7 } from 'uuid';
import type { Queryable, Sql } from '../db/connect';
import { inTransaction } from '../db/transaction';

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

/**
 * The user of a live session (by its token's hash) and when the session ends, in one read: every
 * API request asks it, a room's hub 30 phones' pulls on each note.
 */
export async function findSessionUser(
  sql: Sql,
  tokenHash: string,
): Promise<{ user: User; sessionExpiresAt: Date } | undefined> {
  const [row] = await sql<(UserRow & { sessionExpiresAt: Date })[]>`
    SELECT ${sql(PUBLIC_COLUMNS.map((column) => `u.${column}`))}, s.expires_at AS session_expires_at
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = ${tokenHash} AND s.expires_at > now()`;
  if (!row) return undefined;
  const { sessionExpiresAt, ...user } = row;
  return { user: toUser(user), sessionExpiresAt };
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
  /** Made by single sign-on (docs/decisions/0025): no password anyone knows. */
  createdBySso?: boolean;
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
    return await inTransaction(sql, async (tx) => {
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

// ---------------------------------------------------------------------------------------------
// Administration

type ListItemRow = Omit<AdminUserListItem, 'email' | 'createdAt'> & {
  email: string | null;
  createdAt: Date;
};

const LIST_COLUMNS = ['id', 'username', 'name', 'email', 'role', 'createdAt'] as const;

function toListItem(row: ListItemRow): AdminUserListItem {
  return { ...row, email: row.email ?? '', createdAt: row.createdAt.toISOString() };
}

/**
 * Every account, newest first (UUID v7 ids break ties in creation order). A room's guests are
 * not accounts anyone manages (docs/decisions/0020): they are listed by their room.
 */
export async function listUsers(sql: Sql): Promise<AdminUserListItem[]> {
  const rows = await sql<ListItemRow[]>`
    SELECT ${sql(LIST_COLUMNS)} FROM users WHERE role <> 'guest'
    ORDER BY created_at DESC, id DESC`;
  return rows.map(toListItem);
}

export function userListItem(user: User): AdminUserListItem {
  const { id, username, name, email, role, createdAt } = user;
  return { id, username, name, email, role, createdAt };
}

/** The acting administrator was demoted or deleted by another administrator meanwhile. */
export class ActorNotAdminError extends Error {
  override name = 'ActorNotAdminError';
}

// Any fixed number: serialises role changes and deletions by administrators.
const ADMIN_CHANGES_LOCK_KEY = 7_428_094;

/**
 * Runs an administrator's change to accounts under one lock, after checking that the actor is
 * still an administrator. Without it two administrators demoting (or deleting) each other at the
 * same moment would both succeed and leave no administrator at all; with it the second one finds
 * they no longer are one.
 */
async function asAdministrator<T>(
  sql: Sql,
  actorId: string,
  change: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const result = await inTransaction(sql, async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK_KEY})`;
    const [actor] = await tx`SELECT 1 FROM users WHERE id = ${actorId} AND role = 'admin'`;
    if (!actor) throw new ActorNotAdminError();
    return change(tx);
  });
  return result as T;
}

/** undefined when there is no such user. */
export async function setUserRole(
  sql: Sql,
  actorId: string,
  userId: string,
  role: User['role'],
): Promise<AdminUserListItem | undefined> {
  return asAdministrator(sql, actorId, async (tx) => {
    const [row] = await tx<ListItemRow[]>`
      UPDATE users SET role = ${role}, updated_at = now() WHERE id = ${userId}
      RETURNING ${tx(LIST_COLUMNS)}`;
    return row && toListItem(row);
  });
}

/**
 * Deletes the account and, through ON DELETE CASCADE, everything that is theirs: sessions (so
 * their cookie stops working at once), projects with all their records, memberships, sync
 * clients, progress and subscriptions. False when there is no such user.
 */
export async function deleteUser(sql: Sql, actorId: string, userId: string): Promise<boolean> {
  return asAdministrator(sql, actorId, async (tx) => {
    const rows = await tx`DELETE FROM users WHERE id = ${userId} RETURNING id`;
    return rows.length > 0;
  });
}

// ---------------------------------------------------------------------------------------------
// Profile

/** The fields the profile screen reads and writes, straight from the shared schema. */
export const PROFILE_FIELDS = Object.keys(profileSchema.shape) as (keyof Profile)[];

export function toProfile(user: User): Profile {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field]])) as Profile;
}

/**
 * Writes exactly the profile fields, nothing else of the account. An e-mail another account uses
 * as its e-mail or as its username (sign-in accepts both) raises DuplicateUserError.
 * undefined when the user no longer exists.
 */
export async function updateProfile(
  sql: Sql,
  userId: string,
  profile: ProfileUpdate,
): Promise<User | undefined> {
  const [taken] = await sql`
    SELECT 1 FROM users
    WHERE id <> ${userId}
      AND (lower(email) = lower(${profile.email}) OR lower(username) = lower(${profile.email}))`;
  if (taken) throw new DuplicateUserError();
  try {
    const [row] = await sql<UserRow[]>`
      UPDATE users SET ${sql(profile, PROFILE_FIELDS)}, updated_at = now()
      WHERE id = ${userId}
      RETURNING ${sql(PUBLIC_COLUMNS)}`;
    return row && toUser(row);
  } catch (error) {
    // The check above can lose a race to a concurrent sign-up; the unique index cannot.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new DuplicateUserError();
    throw error;
  }
}
