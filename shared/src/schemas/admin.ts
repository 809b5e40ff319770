import { z } from 'zod';
import { passwordSchema } from '../password';
import { bothPasswordsPresent } from './auth';
import { text } from './common';
import { deferred } from './deferred';
import { DEFAULT_USER_ROLE, roleEnum, usernameSchema, userSchema } from './user';

const count = deferred(() => z.int().min(0));

export const adminStatsSchema = deferred(() =>
  z.object({
    totalUsers: count,
    totalProjects: count,
    totalArticles: count,
    projectsByStatus: z.object({ in_progress: count, completed: count }),
    projectsByPhase: z.object({
      phase1: count,
      phase2: count,
      phase3: count,
      phase4: count,
      phase5: count,
    }),
    usersByRole: z.object({ admin: count, user: count }),
    articlesByCategory: z.object({
      empathize: count,
      define: count,
      ideate: count,
      prototype: count,
      test: count,
    }),
  }),
);
export type AdminStats = z.infer<typeof adminStatsSchema>;

/**
 * A row of the admin user list. The spec's list shows id, username, role and createdAt; name and
 * e-mail come along so an administrator can tell accounts apart (never any password or billing).
 */
export const adminUserListItemSchema = deferred(() =>
  userSchema.pick({
    id: true,
    username: true,
    name: true,
    email: true,
    role: true,
    createdAt: true,
  }),
);
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

/** What POST /api/users receives. */
export const adminUserCreateSchema = deferred(() =>
  z.object({
    username: usernameSchema,
    password: passwordSchema,
    role: roleEnum.default(DEFAULT_USER_ROLE),
  }),
);
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;

/** The admin's create-user dialog: the same, plus a confirmation (not sent on). */
export const adminUserFormSchema = deferred(() =>
  adminUserCreateSchema
    .extend({ confirmPassword: text({ error: 'validation.passwords_differ' }) })
    .refine((data) => data.password === data.confirmPassword, {
      message: 'validation.passwords_differ',
      path: ['confirmPassword'],
      when: bothPasswordsPresent,
    }),
);
export type AdminUserForm = z.infer<typeof adminUserFormSchema>;
export type AdminUserFormInput = z.input<typeof adminUserFormSchema>;

/** What PUT /api/users/{id} receives: only the role changes there. */
export const adminUserUpdateSchema = deferred(() => z.object({ role: roleEnum }));
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;
