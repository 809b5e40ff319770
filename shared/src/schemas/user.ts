import { z } from 'zod';
import { IMAGE_MIME_TYPES, maxImageDataUrlLength, parseImageDataUrl } from '../data-url';
import { idSchema, maxCharsMessage, optionalText, TEXT_MAX, text, timestampSchema } from './common';
import { deferred } from './deferred';
import { subscriptionStatusEnum } from './plans';

export const USER_ROLES = ['admin', 'user'] as const;
export const roleEnum = deferred(() => z.enum(USER_ROLES, { error: 'Papel inválido' }));
export type UserRole = z.infer<typeof roleEnum>;
export const DEFAULT_USER_ROLE: UserRole = 'user';
export const USER_ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Administrador',
  user: 'Usuário',
};

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PROFILE_FIELD_MAX = 200;
export const INTEREST_MAX = 100;
export const INTERESTS_MAX = 20;

export const usernameSchema = deferred(() =>
  text({
    error: (issue) => (issue.input === undefined ? 'Nome de usuário é obrigatório' : undefined),
  })
    .trim()
    .min(1, 'Nome de usuário é obrigatório')
    .min(USERNAME_MIN, 'Nome de usuário deve ter pelo menos 3 caracteres')
    .max(USERNAME_MAX, maxCharsMessage(USERNAME_MAX)),
);

/**
 * An email address, trimmed and lowercased: addresses are compared case-insensitively, and
 * storing them lowercased lets a plain unique index do that.
 */
export function emailSchema(requiredMessage = 'Email inválido') {
  return text({ error: (issue) => (issue.input === undefined ? requiredMessage : undefined) })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(EMAIL_MAX, maxCharsMessage(EMAIL_MAX))
    .pipe(z.email('Email inválido'));
}

// ---------------------------------------------------------------------------------------------
// Profile picture: an inline image data URL, so the profile works offline with no file store.

export const MAX_PROFILE_PICTURE_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_MIME_TYPES = IMAGE_MIME_TYPES;
export const PROFILE_PICTURE_HINT = 'JPG, PNG ou GIF. Máximo 5MB.';
export const PROFILE_PICTURE_TOO_LARGE_TITLE = 'Arquivo muito grande';
export const PROFILE_PICTURE_TOO_LARGE_MESSAGE = 'A imagem deve ter no máximo 5MB';
export const PROFILE_PICTURE_INVALID_TITLE = 'Arquivo inválido';
export const PROFILE_PICTURE_INVALID_MESSAGE = 'A foto deve ser uma imagem JPG, PNG, GIF ou WebP';

const PROFILE_PICTURE_MAX_LENGTH = maxImageDataUrlLength(MAX_PROFILE_PICTURE_BYTES);

/** '' (no photo) or a base64 image data URL of at most 5 MB once decoded. */
export const profilePictureSchema = deferred(() =>
  text()
    .superRefine((value, ctx) => {
      if (value === '') return;
      // Checked before parsing so an oversized text is never scanned.
      if (value.length > PROFILE_PICTURE_MAX_LENGTH) {
        ctx.addIssue({ code: 'custom', message: PROFILE_PICTURE_TOO_LARGE_MESSAGE });
        return;
      }
      const image = parseImageDataUrl(value);
      if (!image) {
        ctx.addIssue({ code: 'custom', message: PROFILE_PICTURE_INVALID_MESSAGE });
      } else if (image.bytes > MAX_PROFILE_PICTURE_BYTES) {
        ctx.addIssue({ code: 'custom', message: PROFILE_PICTURE_TOO_LARGE_MESSAGE });
      }
    })
    .default(''),
);

/**
 * Checks a chosen file before it is read, with the toast's title and text; null when it is fine.
 */
export function profilePictureFileError(file: {
  type: string;
  size: number;
}): { title: string; message: string } | null {
  if (!(PROFILE_PICTURE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return { title: PROFILE_PICTURE_INVALID_TITLE, message: PROFILE_PICTURE_INVALID_MESSAGE };
  }
  if (file.size > MAX_PROFILE_PICTURE_BYTES) {
    return { title: PROFILE_PICTURE_TOO_LARGE_TITLE, message: PROFILE_PICTURE_TOO_LARGE_MESSAGE };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// User

export const interestsSchema = deferred(() =>
  z
    .array(text().trim().min(1).max(INTEREST_MAX, maxCharsMessage(INTEREST_MAX)))
    .max(INTERESTS_MAX, `Escolha no máximo ${INTERESTS_MAX} interesses`)
    .default([]),
);

const profileText = deferred(() => optionalText(PROFILE_FIELD_MAX));
const stripeIdSchema = deferred(() => text().max(255).nullable().default(null));

/** The full user record as the API returns it. There is no password field, by design. */
export const userSchema = deferred(() =>
  z.object({
    id: idSchema,
    username: text().min(1).max(USERNAME_MAX),
    // Lenient on read: an account an administrator created has only a username and password,
    // so the stored address may be empty or whatever the server put there.
    email: text().max(EMAIL_MAX).default(''),
    name: profileText,
    role: roleEnum.default(DEFAULT_USER_ROLE),
    company: profileText,
    jobRole: profileText,
    industry: profileText,
    experience: profileText,
    country: profileText,
    state: profileText,
    city: profileText,
    zipCode: optionalText(20),
    phone: optionalText(30),
    bio: optionalText(TEXT_MAX),
    profilePicture: text().max(PROFILE_PICTURE_MAX_LENGTH).default(''),
    interests: interestsSchema,
    stripeCustomerId: stripeIdSchema,
    stripeSubscriptionId: stripeIdSchema,
    subscriptionPlanId: idSchema.nullable().default(null),
    subscriptionStatus: subscriptionStatusEnum.default('active'),
    subscriptionEndDate: timestampSchema.nullable().default(null),
    createdAt: timestampSchema,
  }),
);
export type User = z.infer<typeof userSchema>;

export const profileSchema = deferred(() =>
  userSchema.pick({
    name: true,
    email: true,
    bio: true,
    company: true,
    jobRole: true,
    industry: true,
    experience: true,
    country: true,
    state: true,
    city: true,
    zipCode: true,
    phone: true,
    interests: true,
    profilePicture: true,
  }),
);
export type Profile = z.infer<typeof profileSchema>;

/**
 * What the profile screen saves: the whole profile (missing fields become ''), with a required,
 * valid email and a checked picture. Username, password, role and billing are not in it.
 */
export const profileUpdateSchema = deferred(() =>
  profileSchema.extend({
    email: emailSchema('Email é obrigatório'),
    profilePicture: profilePictureSchema,
  }),
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
