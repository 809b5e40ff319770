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

/** The units a time ago is said in, each with how many milliseconds it holds. */
const AGO_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago `iso` was, in `language`'s words and its largest whole unit: 'há 2 minutos',
 * '3 days ago', 'ontem'; under a minute (or a clock a little ahead) 'agora'.
 */
export function timeAgo(iso: string, language: string, now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, size] of AGO_UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
