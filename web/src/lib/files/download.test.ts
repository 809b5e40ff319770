import { describe, expect, it } from 'vitest';
import { exportFileName } from './download';

describe('exportFileName', () => {
  const day = new Date('2026-11-23T12:00:00Z');

  it('makes a plain, dated file name from the project name', () => {
    expect(exportFileName('Clínica da Família: "Acolhimento"', 'pdf', day)).toBe(
      'clinica-da-familia-acolhimento-2026-11-23.pdf',
    );
  });

  it('falls back to a generic name when nothing of the name is left', () => {
    expect(exportFileName('日本 👍', 'csv', day)).toBe('projeto-2026-11-23.csv');
  });
});
