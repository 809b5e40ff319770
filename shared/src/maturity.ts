export const MATURITY_SCORE_MIN = 1;
export const MATURITY_SCORE_MAX = 10;

export type MaturityBandKey = 'mature' | 'developed' | 'developing' | 'initial';

export interface MaturityBand {
  key: MaturityBandKey;
  label: string;
}

/**
 * The band of an AI maturity score. The spec names integer ranges (6 to 7, 4 to 5), but the
 * model may answer 7.5, so the bands are cut at the thresholds 8, 6 and 4.
 */
export function maturityBand(score: number): MaturityBand {
  if (score >= 8) return { key: 'mature', label: 'Projeto Maduro' };
  if (score >= 6) return { key: 'developed', label: 'Projeto Desenvolvido' };
  if (score >= 4) return { key: 'developing', label: 'Projeto em Desenvolvimento' };
  return { key: 'initial', label: 'Projeto Inicial' };
}
