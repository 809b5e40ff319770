/** Empty input for a number field means "not set"; a comma is read as a decimal point. */
export function numberOrNull(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const parsed = Number(String(value).replace(',', '.'));
  return String(value).trim() === '' || !Number.isFinite(parsed) ? null : parsed;
}
