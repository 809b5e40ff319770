import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('Intl formatters', () => {
  it('builds one formatter per locale and options, and formats as Intl does', () => {
    const euros = numberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'USD' })).not.toBe(euros);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(euros.format(12.5)).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(12.5),
    );
  });

  it('keeps dates apart from numbers and by options', () => {
    const date = new Date('2025-03-05T12:00:00Z');
    const short = dateTimeFormat('pt-BR');
    expect(dateTimeFormat('pt-BR')).toBe(short);
    expect(dateTimeFormat('pt-BR', { dateStyle: 'long' })).not.toBe(short);
    expect(short.format(date)).toBe('05/03/2025');
    expect(dateTimeFormat('pt-BR', { dateStyle: 'long' }).format(date)).toBe('5 de março de 2025');
  });
});
