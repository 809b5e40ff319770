import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordSchema } from '../password';
import { maxCharsMessage, optionalText, requiredText, TEXT_MAX, TITLE_MAX, text } from './common';
import { deferred } from './deferred';
import { emailSchema, interestsSchema, USERNAME_MAX, userSchema } from './user';

export const loginSchema = deferred(() =>
  z.object({
    username: requiredText('Nome de usuário é obrigatório', USERNAME_MAX),
    // Never trimmed: a password is exactly what was typed.
    password: text({ error: 'Senha é obrigatória' })
      .min(1, 'Senha é obrigatória')
      .max(PASSWORD_MAX_LENGTH, maxCharsMessage(PASSWORD_MAX_LENGTH)),
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
    name: text({ error: 'Nome deve ter pelo menos 2 caracteres' })
      .trim()
      .min(NAME_MIN, 'Nome deve ter pelo menos 2 caracteres')
      .max(TITLE_MAX, maxCharsMessage(TITLE_MAX)),
    email: emailSchema(),
    password: passwordSchema,
    confirmPassword: text({ error: 'Senhas não coincidem' }),
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
    message: 'Senhas não coincidem',
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
    role: requiredText('Cargo/função é obrigatório', PROFILE_OPTION_MAX),
    // Industry and experience are chosen from INDUSTRIES and EXPERIENCE_LEVELS in the UI, but
    // any short text is accepted: the lists are presentation and may change without breaking
    // older clients or stored accounts.
    industry: requiredText('Área de atuação é obrigatória', PROFILE_OPTION_MAX),
    experience: requiredText('Experiência é obrigatória', PROFILE_OPTION_MAX),
    country: requiredText('País é obrigatório', PROFILE_OPTION_MAX).default(DEFAULT_COUNTRY),
    state: requiredText('Estado é obrigatório', PROFILE_OPTION_MAX),
    city: requiredText('Cidade é obrigatória', PROFILE_OPTION_MAX),
    zipCode: text({ error: 'CEP deve ter pelo menos 5 caracteres' })
      .trim()
      .min(ZIP_CODE_MIN, 'CEP deve ter pelo menos 5 caracteres')
      .max(20, maxCharsMessage(20)),
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
