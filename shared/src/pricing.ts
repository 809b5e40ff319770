import { numberFormat } from './intl-formats';
import { currencyFor, type Language, localeFor, rateFor } from './languages';

export const FREE_PRICE_LABEL = 'Free';

/** Base amounts are BRL cents; the result is whole cents of the language's currency. */
export function convertPriceCents(baseCents: number, lang: Language): number {
  return Math.round(baseCents * rateFor(lang));
}

/** A price for a plan card: 'Free' for 0, else the converted amount with no decimals. */
export function formatPrice(baseCents: number, lang: Language): string {
  if (baseCents === 0) return FREE_PRICE_LABEL;
  return numberFormat(localeFor(lang), {
    style: 'currency',
    currency: currencyFor(lang),
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(convertPriceCents(baseCents, lang) / 100);
}

/**
 * Percent of twelve monthly payments saved by paying yearly, as a whole number. A yearly price
 * dearer than twelve months is a data mistake, not a "negative saving" to advertise, so the
 * result is clamped at 0; a free (or missing) monthly price also gives 0.
 */
export function yearlySavingPercent(priceMonthlyCents: number, priceYearlyCents: number): number {
  if (priceMonthlyCents <= 0) return 0;
  const twelveMonths = priceMonthlyCents * 12;
  const percent = Math.round(((twelveMonths - priceYearlyCents) / twelveMonths) * 100);
  return Math.max(0, percent);
}
