import { z } from 'zod';
import {
  idSchema,
  LIST_MAX,
  optionalText,
  requiredText,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  TITLE_MAX,
  text,
  timestampSchema,
} from './common';
import { deferred } from './deferred';

export const PLAN_NAMES = ['free', 'pro', 'team', 'enterprise'] as const;
export const planNameEnum = deferred(() =>
  z.enum(PLAN_NAMES, { error: 'validation.plan_invalid' }),
);
export type PlanName = z.infer<typeof planNameEnum>;

export const MOST_POPULAR_PLAN: PlanName = 'pro';
export const FREE_TRIAL_DAYS = 7;
/** The marketing claim "yearly plans save up to 10%". */
export const ADVERTISED_YEARLY_SAVING_PERCENT = 10;

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export const billingPeriodEnum = deferred(() =>
  z.enum(BILLING_PERIODS, { error: 'validation.billing_period_invalid' }),
);
export type BillingPeriod = z.infer<typeof billingPeriodEnum>;

// The spec only names 'active'; the others are Stripe's subscription statuses, which the
// payment webhooks copy as they come.
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;
export const subscriptionStatusEnum = deferred(() =>
  z.enum(SUBSCRIPTION_STATUSES, {
    error: 'validation.subscription_status_invalid',
  }),
);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusEnum>;

export const EXPORT_FORMATS = ['pdf', 'png', 'csv'] as const;
export const exportFormatEnum = deferred(() =>
  z.enum(EXPORT_FORMATS, { error: 'validation.export_format_invalid' }),
);
export type ExportFormat = z.infer<typeof exportFormatEnum>;

/** A plan limit: a count, or null for unlimited. */
const limitSchema = deferred(() => z.int().min(0).nullable().default(null));
const stripeIdSchema = deferred(() => text().trim().max(255).nullable().default(null));

export const subscriptionPlanSchema = deferred(() =>
  z.object({
    id: idSchema,
    name: planNameEnum,
    displayName: requiredText('validation.display_name_required', TITLE_MAX),
    description: optionalText(TEXT_MAX),
    /** Cents of the base currency (BRL). */
    priceMonthly: z.int().min(0),
    /** Cents of the base currency (BRL). */
    priceYearly: z.int().min(0),
    stripePriceIdMonthly: stripeIdSchema,
    stripePriceIdYearly: stripeIdSchema,
    maxProjects: limitSchema,
    maxPersonasPerProject: limitSchema,
    maxUsersPerTeam: limitSchema,
    /** Guests a room of the owner's projects may hold at once (issue 31, decision 0020). */
    maxRoomGuests: limitSchema,
    aiChatLimit: limitSchema,
    libraryArticlesCount: limitSchema,
    features: z
      .array(text().trim().min(1).max(SHORT_TEXT_MAX))
      .max(LIST_MAX, 'validation.max_items')
      .default([]),
    exportFormats: z.array(exportFormatEnum).max(EXPORT_FORMATS.length).default([]),
    /** The AI analysis of a project (issue 32; docs/decisions/0022). */
    hasAiAnalysis: z.boolean().default(false),
    /** Workshop templates and the advanced tools (issue 32; docs/decisions/0022). */
    hasAdvancedTools: z.boolean().default(false),
    hasCollaboration: z.boolean().default(false),
    hasPermissionManagement: z.boolean().default(false),
    hasSharedWorkspace: z.boolean().default(false),
    hasCommentsAndFeedback: z.boolean().default(false),
    hasSso: z.boolean().default(false),
    hasCustomApi: z.boolean().default(false),
    hasCustomIntegrations: z.boolean().default(false),
    has24x7Support: z.boolean().default(false),
    order: z.int().default(0),
    isActive: z.boolean().default(true),
    createdAt: timestampSchema,
  }),
);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;
export type SubscriptionPlanInput = z.input<typeof subscriptionPlanSchema>;

export const userSubscriptionSchema = deferred(() =>
  z.object({
    id: idSchema,
    userId: idSchema,
    planId: idSchema,
    stripeSubscriptionId: stripeIdSchema,
    status: subscriptionStatusEnum.default('active'),
    billingPeriod: billingPeriodEnum,
    currentPeriodStart: timestampSchema.nullable().default(null),
    currentPeriodEnd: timestampSchema.nullable().default(null),
    cancelAtPeriodEnd: z.boolean().default(false),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

export const checkoutRequestSchema = deferred(() =>
  z.object({
    planId: idSchema,
    billingPeriod: billingPeriodEnum,
  }),
);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Either a payment page to go to, or a subscription activated at once (the free plan). */
export const checkoutResponseSchema = deferred(() =>
  z.object({
    url: z.url({ protocol: /^https?$/ }).optional(),
    subscription: userSubscriptionSchema.optional(),
  }),
);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** What the account has used of the limits its plan sells (GET /api/subscription). */
export const planUsageSchema = deferred(() =>
  z.object({
    /** Live projects the account owns. */
    projects: z.int().min(0),
    /** Questions asked to the AI mentor since the first day of this calendar month (UTC). */
    aiChatThisMonth: z.int().min(0),
  }),
);
export type PlanUsage = z.infer<typeof planUsageSchema>;

/**
 * A 7-day trial that ended unpaid (the account is back on Free), until the account has been told
 * (POST /api/subscription/ended-trial/seen, from any device).
 */
export const endedTrialSchema = deferred(() =>
  z.object({
    /** The display name of the plan the trial was of. */
    planName: text().min(1).max(TITLE_MAX),
    endedAt: timestampSchema,
  }),
);
export type EndedTrial = z.infer<typeof endedTrialSchema>;

/**
 * The schemes a support contact may have (SUPPORT_URL, docs/decisions/0028): a web page or an
 * e-mail address, opened as a link, so never a script.
 */
export const SUPPORT_URL_PROTOCOL = /^(https?|mailto)$/;

/**
 * The account's plan as it stands now (GET /api/subscription): `plan` is the full plan record
 * whose limits apply — Free once a trial or a paid period is over, whatever the stored record
 * says. `billingPeriod` and the dates are null on Free.
 */
export const subscriptionSummarySchema = deferred(() =>
  z.object({
    plan: subscriptionPlanSchema,
    status: subscriptionStatusEnum,
    billingPeriod: billingPeriodEnum.nullable(),
    currentPeriodEnd: timestampSchema.nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /**
     * Set while Trilha's 7-day trial runs (status trialing, no payment involved). A trial turned
     * into a Stripe subscription is no longer one: status trialing, null here, and
     * `currentPeriodEnd` is its first charge.
     */
    trialEndsAt: timestampSchema.nullable(),
    /** Whether the account already had its one trial: a paid plan then goes through checkout. */
    trialUsed: z.boolean(),
    /** Whether the account is a Stripe customer (it went to checkout): the card can be managed. */
    hasPaymentAccount: z.boolean(),
    /** Administrators are not limited by any plan. */
    unlimited: z.boolean(),
    usage: planUsageSchema,
    /** The trial that ended unpaid and has not been told yet; null otherwise (a kept copy from
     * before this field reads as null). */
    endedTrial: endedTrialSchema.nullable().default(null),
    /**
     * The 24/7 support contact, given only to an account whose plan sells it (has24x7Support)
     * and only when the server has one (SUPPORT_URL); null otherwise, and in a kept copy from
     * before this field.
     */
    supportUrl: z.url({ protocol: SUPPORT_URL_PROTOCOL }).nullable().default(null),
  }),
);
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;
