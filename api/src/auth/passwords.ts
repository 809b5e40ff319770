import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP-recommended costs (19 MiB, 2 passes).
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash, so that a login for an unknown user takes as long as one
 * with a wrong password and response times do not reveal which usernames exist.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoyHash, password);
}
