import { brazilianDate, type PhaseNumber, phaseByNumber } from '@trilha/shared';
import type { TFunction } from 'i18next';

/** Dates are shown in Brazilian Portuguese format whatever the language (spec, section 9). */
export function formatProjectDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : brazilianDate(date);
}

/** 'Fase 2: Definir' in the current language; the number alone if it is out of range. */
export function phaseLabel(t: TFunction<'projects'>, phaseNumber: number): string {
  const phase = phaseByNumber(phaseNumber);
  const name = phase ? t(`phases.${phase.key}`) : '';
  return t('phaseLabel', { number: phaseNumber as PhaseNumber, name });
}
