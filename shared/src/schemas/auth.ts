import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordSchema } from '../password';
import { optionalText, requiredText, TEXT_MAX, TITLE_MAX, text } from './common';
import { deferred } from './deferred';
import { emailSchema, interestsSchema, USERNAME_MAX, userSchema } from './user';

export const loginSchema = deferred(() =>
  z.object({
    username: requiredText('validation.username_required', USERNAME_MAX),
    // Never trimmed: a password is exactly what was typed.
    password: text({ error: 'validation.password_required' })
      .min(1, 'validation.password_required')
      .max(PASSWORD_MAX_LENGTH, 'validation.max_chars'),
  }),
);
export type LoginInput = z.infer<typeof loginSchema>;

/** The answer of the session check, sign-in and signup. */
export const authUserResponseSchema = deferred(() => z.object({ user: userSchema }));
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Signup, step 1: the account

export const NAME_MIN = 2;

const signupAccountFieldsSchema = deferred(() =>
  z.object({
    name: text({ error: 'validation.name_min' })
      .trim()
      .min(NAME_MIN, 'validation.name_min')
      .max(TITLE_MAX, 'validation.max_chars'),
    email: emailSchema(),
    password: passwordSchema,
    confirmPassword: text({ error: 'validation.passwords_mismatch' }),
  }),
);

/**
 * Runs a "passwords match" check as soon as both are text, even while other fields are still
 * invalid, so the form shows every problem at once.
 */
export function bothPasswordsPresent(payload: { value: unknown }): boolean {
  const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
  return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
}

export const signupAccountSchema = deferred(() =>
  signupAccountFieldsSchema.refine((data) => data.password === data.confirmPassword, {
    message: 'validation.passwords_mismatch',
    path: ['confirmPassword'],
    when: bothPasswordsPresent,
  }),
);
export type SignupAccount = z.infer<typeof signupAccountSchema>;

// ---------------------------------------------------------------------------------------------
// Signup, step 2: the profile

export const INDUSTRIES = [
  'Tecnologia',
  'Design',
  'Consultoria',
  'Educação',
  'Saúde',
  'Financeiro',
  'Varejo',
  'Manufatura',
  'Serviços',
  'Startup',
  'ONGs',
  'Governo',
  'Outro',
] as const;

export const EXPERIENCE_LEVELS = [
  'Iniciante (0-2 anos)',
  'Intermediário (3-5 anos)',
  'Sênior (6-10 anos)',
  'Especialista (10+ anos)',
] as const;

export const INTERESTS = [
  'UX/UI Design',
  'Product Management',
  'Inovação',
  'Design Thinking',
  'Service Design',
  'Design Research',
  'Prototipagem',
  'Workshop Facilitation',
  'Customer Experience',
  'Digital Transformation',
] as const;

export const DEFAULT_COUNTRY = 'Brasil';
export const ZIP_CODE_MIN = 5;
const PROFILE_OPTION_MAX = 100;

export const signupProfileSchema = deferred(() =>
  z.object({
    company: optionalText(TITLE_MAX),
    // The person's job title ("Cargo/função"), stored as the user's jobRole. It has nothing to
    // do with the permission role (admin/user), which a signup can never set.
    role: requiredText('validation.job_role_required', PROFILE_OPTION_MAX),
    // Industry and experience are chosen from INDUSTRIES and EXPERIENCE_LEVELS in the UI, but
    // any short text is accepted: the lists are presentation and may change without breaking
    // older clients or stored accounts.
    industry: requiredText('validation.industry_required', PROFILE_OPTION_MAX),
    experience: requiredText('validation.experience_required', PROFILE_OPTION_MAX),
    country: requiredText('validation.country_required', PROFILE_OPTION_MAX).default(
      DEFAULT_COUNTRY,
    ),
    state: requiredText('validation.state_required', PROFILE_OPTION_MAX),
    city: requiredText('validation.city_required', PROFILE_OPTION_MAX),
    zipCode: text({ error: 'validation.zip_code_min' })
      .trim()
      .min(ZIP_CODE_MIN, 'validation.zip_code_min')
      .max(20, 'validation.max_chars'),
    phone: optionalText(30),
    bio: optionalText(TEXT_MAX),
    interests: interestsSchema,
  }),
);
export type SignupProfile = z.infer<typeof signupProfileSchema>;
export type SignupProfileInput = z.input<typeof signupProfileSchema>;

/** What POST /api/auth/signup receives: step 1 without the confirmation, plus step 2. */
export const signupPayloadSchema = deferred(() =>
  signupAccountFieldsSchema.omit({ confirmPassword: true }).extend(signupProfileSchema.shape),
);
export type SignupPayload = z.infer<typeof signupPayloadSchema>;
export type SignupPayloadInput = z.input<typeof signupPayloadSchema>;
