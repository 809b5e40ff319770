import { EXPERIENCE_LEVELS, INDUSTRIES } from '@trilha/shared';

// Fields a profile has both in signup step 2 and in 'Meu Perfil', listed once for both forms.

/** The address fields, in the order they are asked, with the browser's autofill token for each. */
export const LOCATION_FIELDS = [
  { name: 'country', autoComplete: 'country-name' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'zipCode', autoComplete: 'postal-code' },
] as const;

/** The single-choice fields and their options (the spec's lists, kept in pt-BR: they are data). */
export const CHOICE_FIELDS = [
  { name: 'industry', options: INDUSTRIES },
  { name: 'experience', options: EXPERIENCE_LEVELS },
] as const;
