/** Badge colours of a POV statement's or an HMW question's priority. */
export const PRIORITY_COLORS = { low: 'gray', medium: 'yellow', high: 'red' } as const;
