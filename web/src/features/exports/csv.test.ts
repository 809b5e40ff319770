import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a UTF-8 byte-order mark so spreadsheets read accents', () => {
    const csv = toCsv(['Título'], [['Ação']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('keeps commas, quotes and line breaks inside their cell', () => {
    const csv = toCsv(['title', 'notes'], [['Fila, espera', 'Ela disse "já volto"\nE foi embora']]);
    expect(csv.slice(1)).toBe(
      '"title","notes"\r\n"Fila, espera","Ela disse ""já volto""\nE foi embora"\r\n',
    );
  });

  it('writes numbers and booleans as they are and missing values as empty cells', () => {
    const csv = toCsv(['a', 'b', 'c', 'd'], [[3, true, null, undefined]]);
    expect(csv.slice(1).split('\r\n')[1]).toBe('"3","true","",""');
  });

  it('writes only the header row when there are no records', () => {
    expect(toCsv(['id'], []).slice(1)).toBe('"id"\r\n');
  });
});
