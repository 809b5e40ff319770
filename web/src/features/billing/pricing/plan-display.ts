import {
  type BillingPeriod,
  FREE_PRICE_LABEL,
  formatPrice,
  type Language,
  type SubscriptionPlan,
  yearlySavingPercent,
} from '@trilha/shared';
import type { TFunction } from 'i18next';

/** formatPrice in the language's currency; its English 'Free' becomes the interface's word. */
export function priceText(t: TFunction<'pricing'>, cents: number, language: Language): string {
  const text = formatPrice(cents, language);
  return text === FREE_PRICE_LABEL ? t('free') : text;
}

export interface PlanPrice {
  /** The big number: a month's price (for yearly billing, a twelfth of the yearly price). */
  main: string;
  /** Whether '/month' follows the big number (not for a free plan). */
  perMonth: boolean;
  /** Yearly billing: the amount charged per year. */
  yearlyTotal: string | null;
  /** Yearly billing: percent saved against twelve monthly payments (0 when none). */
  savingPercent: number;
}

export function planPrice(
  t: TFunction<'pricing'>,
  plan: SubscriptionPlan,
  period: BillingPeriod,
  language: Language,
): PlanPrice {
  if (period === 'monthly' || plan.priceYearly === 0) {
    return {
      main: priceText(t, plan.priceMonthly, language),
      perMonth: plan.priceMonthly > 0,
      yearlyTotal: null,
      savingPercent: 0,
    };
  }
  return {
    main: priceText(t, Math.round(plan.priceYearly / 12), language),
    perMonth: true,
    yearlyTotal: priceText(t, plan.priceYearly, language),
    savingPercent: yearlySavingPercent(plan.priceMonthly, plan.priceYearly),
  };
}

/** An empty limit is unlimited; team users read 1 on the individual plans (spec, section 9). */
export function limitText(t: TFunction<'pricing'>, value: number | null): string {
  return value === null ? t('unlimited') : String(value);
}

export function teamUsersText(t: TFunction<'pricing'>, plan: SubscriptionPlan): string {
  if (plan.maxUsersPerTeam === null && (plan.name === 'free' || plan.name === 'pro')) return '1';
  return limitText(t, plan.maxUsersPerTeam);
}

export const exportFormatsText = (plan: SubscriptionPlan) =>
  plan.exportFormats.map((format) => format.toUpperCase()).join(', ') || '—';

/**
 * The server keeps plan texts in Portuguese; the catalogue translates the ones it knows and
 * anything else (say, a line an administrator added) shows as the server wrote it.
 */
export function featureText(t: TFunction<'pricing'>, feature: string): string {
  // Looked up in the map rather than by key: a line may contain the key separator ('.').
  const known: unknown = t('serverFeatures', { returnObjects: true });
  const translated =
    known && typeof known === 'object' ? (known as Record<string, unknown>)[feature] : undefined;
  return typeof translated === 'string' ? translated : feature;
}

export const descriptionText = (t: TFunction<'pricing'>, plan: SubscriptionPlan) =>
  t(`planDescriptions.${plan.name}`, { defaultValue: plan.description });
