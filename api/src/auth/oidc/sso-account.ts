import { randomBytes } from 'node:crypto';
import { NAME_MIN, TITLE_MAX } from '@trilha/shared';
import { refuseUnlessPlanSells } from '../../billing/plan-features';
import type { Sql } from '../../db/connect';
import { ApiError } from '../../http/errors';
import { DuplicateUserError, insertUser } from '../../users/repository';
import { hashPassword } from '../passwords';

/** Who the provider vouched for, once the e-mail is known to be theirs (email_verified). */
export interface VerifiedPerson {
  email: string;
  name: string | undefined;
}

interface AccountRow {
  id: string;
  role: string;
  createdBySso: boolean;
}

const findByEmail = async (sql: Sql, email: string) =>
  (
    await sql<AccountRow[]>`
      SELECT id, role, created_by_sso FROM users WHERE lower(email) = lower(${email})`
  )[0];

/**
 * The account single sign-on signs in (docs/decisions/0025): the one with the verified e-mail,
 * or a new one. An account the provider made passes whatever its plan (SSO is its only way in);
 * an account with a password passes only on a plan that sells SSO, or as an administrator
 * (403 plan_limit otherwise). A room's guest is no account to sign in to.
 */
export async function accountForPerson(sql: Sql, person: VerifiedPerson): Promise<string> {
  const existing = await findByEmail(sql, person.email);
  if (existing) return admitted(sql, existing);
  try {
    const user = await insertUser(sql, {
      username: person.email,
      email: person.email,
      name: nameFor(person),
      // A password no one knows: the account signs in by SSO only (decision 0025).
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      createdBySso: true,
    });
    return user.id;
  } catch (error) {
    // Another sign-in of the same person won the race: use the account it made.
    const raced = error instanceof DuplicateUserError && (await findByEmail(sql, person.email));
    if (raced) return admitted(sql, raced);
    throw error;
  }
}

async function admitted(sql: Sql, account: AccountRow): Promise<string> {
  if (account.role === 'guest') throw new ApiError(403, 'forbidden', 'error.forbidden');
  if (!account.createdBySso) await refuseUnlessPlanSells(sql, account.id, 'sso');
  return account.id;
}

/** The sign-up's rule for names: the provider's name, else the e-mail's local part. */
function nameFor({ name, email }: VerifiedPerson): string {
  const candidate = name && name.length >= NAME_MIN ? name : (email.split('@')[0] ?? '');
  return (candidate.length >= NAME_MIN ? candidate : email).slice(0, TITLE_MAX);
}
