import { deferred, type SignupPayload, signupPayloadSchema } from '@trilha/shared';

/**
 * Step 1 of the signup keeps the account data until step 2 sends it. sessionStorage, not
 * localStorage: it belongs to this tab only and disappears when the tab closes, so a password
 * typed on a shared tablet does not linger. The confirmation is never stored.
 */
export const SIGNUP_STORAGE_KEY = 'trilha-signup';

export type SignupAccountData = Pick<SignupPayload, 'name' | 'email' | 'password'>;

const storedAccountSchema = deferred(() =>
  signupPayloadSchema.pick({ name: true, email: true, password: true }),
);

/** Throws when the browser refuses to store (private mode, quota): step 1 then fails. */
export function saveSignupAccount({ name, email, password }: SignupAccountData): void {
  sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify({ name, email, password }));
}

/** The stored step-1 data, or null when there is none or it no longer passes the rules. */
export function readSignupAccount(): SignupAccountData | null {
  try {
    const text = sessionStorage.getItem(SIGNUP_STORAGE_KEY);
    if (!text) return null;
    const parsed = storedAccountSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearSignupAccount(): void {
  try {
    sessionStorage.removeItem(SIGNUP_STORAGE_KEY);
  } catch {
    // Nothing could have been stored either.
  }
}
