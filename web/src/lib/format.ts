import { brazilianDate, type PhaseNumber, phaseByNumber } from '@trilha/shared';
import type { TFunction } from 'i18next';
import { useHydrated } from './use-hydrated';

/**
 * Dates are shown in Brazilian Portuguese format whatever the language (spec, section 9), in
 * the device's time zone, or in UTC (`inUtc`).
 */
export function formatProjectDate(
  iso: string | null | undefined,
  { inUtc = false } = {},
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // brazilianDate reads the local fields: shifted by the zone's offset, they are UTC's.
  return brazilianDate(inUtc ? new Date(date.getTime() + date.getTimezoneOffset() * 60_000) : date);
}

/**
 * formatProjectDate for a screen the server may draw: the server does not know the device's
 * time zone, so a page drawn before its script shows UTC's date, and the device's once hydrated.
 */
export function useProjectDate(iso: string | null | undefined): string | null {
  const hydrated = useHydrated();
  return formatProjectDate(iso, { inUtc: !hydrated });
}

/** 'Fase 2: Definir' in the current language; the number alone if it is out of range. */
export function phaseLabel(t: TFunction<'projects'>, phaseNumber: number): string {
  const phase = phaseByNumber(phaseNumber);
  const name = phase ? t(`phases.${phase.key}`) : '';
  return t('phaseLabel', { number: phaseNumber as PhaseNumber, name });
}
