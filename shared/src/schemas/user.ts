import { z } from 'zod';
import { IMAGE_MIME_TYPES, maxImageDataUrlLength, parseImageDataUrl } from '../data-url';
import { idSchema, optionalText, TEXT_MAX, text, timestampSchema } from './common';
import { deferred } from './deferred';
import { subscriptionStatusEnum } from './plans';

export const USER_ROLES = ['admin', 'user'] as const;
export const roleEnum = deferred(() => z.enum(USER_ROLES, { error: 'validation.role_invalid' }));
export type UserRole = z.infer<typeof roleEnum>;
export const DEFAULT_USER_ROLE: UserRole = 'user';
/**
 * Every account's role: the two an administrator gives, and a room's guest (issue 31,
 * docs/decisions/0020), made only by joining a room with a name and never given by hand.
 */
export const ACCOUNT_ROLES = [...USER_ROLES, 'guest'] as const;
export const accountRoleEnum = deferred(() =>
  z.enum(ACCOUNT_ROLES, { error: 'validation.role_invalid' }),
);
export type AccountRole = z.infer<typeof accountRoleEnum>;
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
    error: (issue) => (issue.input === undefined ? 'validation.username_required' : undefined),
  })
    .trim()
    .min(1, 'validation.username_required')
    .min(USERNAME_MIN, 'validation.username_min')
    .max(USERNAME_MAX, 'validation.max_chars'),
);

/**
 * An email address, trimmed and lowercased: addresses are compared case-insensitively, and
 * storing them lowercased lets a plain unique index do that.
 */
export function emailSchema(requiredMessage = 'validation.email_invalid') {
  return text({ error: (issue) => (issue.input === undefined ? requiredMessage : undefined) })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(EMAIL_MAX, 'validation.max_chars')
    .pipe(z.email('validation.email_invalid'));
}

// ---------------------------------------------------------------------------------------------
// Profile picture: an inline image data URL, so the profile works offline with no file store.

export const MAX_PROFILE_PICTURE_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_MIME_TYPES = IMAGE_MIME_TYPES;
export const PROFILE_PICTURE_HINT = 'JPG, PNG ou GIF. Máximo 5MB.';
const PROFILE_PICTURE_MAX_LENGTH = maxImageDataUrlLength(MAX_PROFILE_PICTURE_BYTES);

/** '' (no photo) or a base64 image data URL of at most 5 MB once decoded. */
export const profilePictureSchema = deferred(() =>
  text()
    .superRefine((value, ctx) => {
      if (value === '') return;
      // Checked before parsing so an oversized text is never scanned.
      if (value.length > PROFILE_PICTURE_MAX_LENGTH) {
        ctx.addIssue({ code: 'custom', message: 'validation.profile_picture_too_large' });
        return;
      }
      const image = parseImageDataUrl(value);
      if (!image) {
        ctx.addIssue({ code: 'custom', message: 'validation.profile_picture_invalid' });
      } else if (image.bytes > MAX_PROFILE_PICTURE_BYTES) {
        ctx.addIssue({ code: 'custom', message: 'validation.profile_picture_too_large' });
      }
    })
    .default(''),
);

// ---------------------------------------------------------------------------------------------
// User

export const interestsSchema = deferred(() =>
  z
    .array(text().trim().min(1).max(INTEREST_MAX, 'validation.max_chars'))
    .max(INTERESTS_MAX, 'validation.max_interests')
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
    role: accountRoleEnum.default(DEFAULT_USER_ROLE),
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
    email: emailSchema('validation.email_required'),
    profilePicture: profilePictureSchema,
  }),
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
