import { DIFFICULTY_COLORS, type ToolCategory, type ToolDifficulty } from '@trilha/shared';

/**
 * Difficulty badge colours: the spec's green, yellow and red as pale backgrounds with dark
 * text of the same hue. Mantine's own light variants put yellow.6-ish text on near-white
 * (about 2.5:1), so the shades are fixed here and checked for a 4.5:1 contrast in the tests.
 */
export const DIFFICULTY_STYLES: Record<
  ToolDifficulty,
  { color: (typeof DIFFICULTY_COLORS)[ToolDifficulty]; background: string; text: string }
> = {
  Fácil: { color: DIFFICULTY_COLORS.Fácil, background: '#dcfce7', text: '#166534' },
  Médio: { color: DIFFICULTY_COLORS.Médio, background: '#fef9c3', text: '#854d0e' },
  Avançado: { color: DIFFICULTY_COLORS.Avançado, background: '#fee2e2', text: '#991b1b' },
};

/** Translation keys for the pt-BR enum values (accents make poor i18next keys). */
export const DIFFICULTY_KEYS: Record<ToolDifficulty, string> = {
  Fácil: 'easy',
  Médio: 'medium',
  Avançado: 'advanced',
};

export const CATEGORY_KEYS: Record<ToolCategory, string> = {
  Pesquisa: 'research',
  Definição: 'definition',
  Ideação: 'ideation',
  Prototipação: 'prototyping',
  Validação: 'validation',
};
