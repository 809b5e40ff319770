import { text } from './schemas/common';
import { deferred } from './schemas/deferred';

export const PASSWORD_MIN_LENGTH = 8;
// Long enough for any passphrase, short enough that hashing it is never a denial of service.
export const PASSWORD_MAX_LENGTH = 128;

// Letters are matched by Unicode category so that 'É' counts as uppercase, as a user expects.
const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
const SYMBOL = /[^\p{L}\p{N}]/u;

/** The signup password rules. Passwords are never trimmed: spaces are characters too. */
export const passwordSchema = deferred(() =>
  text({ error: 'validation.password_required' })
    .min(PASSWORD_MIN_LENGTH, 'validation.password_min')
    .max(PASSWORD_MAX_LENGTH, 'validation.password_max')
    .regex(UPPERCASE, 'validation.password_uppercase')
    .regex(LOWERCASE, 'validation.password_lowercase')
    .regex(DIGIT, 'validation.password_digit'),
);

export type PasswordStrengthLevel = 'weak' | 'medium' | 'strong';

export interface PasswordStrength {
  score: number;
  level: PasswordStrengthLevel;
  label: 'Fraca' | 'Média' | 'Forte';
  percent: 33 | 66 | 100;
}

/** The signup strength meter: one point per rule met, 0 to 5. */
export function passwordStrength(password: string): PasswordStrength {
  const score = [
    password.length >= PASSWORD_MIN_LENGTH,
    UPPERCASE.test(password),
    LOWERCASE.test(password),
    DIGIT.test(password),
    SYMBOL.test(password),
  ].filter(Boolean).length;
  if (score <= 2) return { score, level: 'weak', label: 'Fraca', percent: 33 };
  if (score === 3) return { score, level: 'medium', label: 'Média', percent: 66 };
  return { score, level: 'strong', label: 'Forte', percent: 100 };
}
