import { describe, expect, it } from 'vitest';
import { buildPdfReport, type Paper } from './pdf-report';
import { toWinAnsi } from './pdf-writer';
import { translatePtBR, workshopSnapshot } from './test-fixtures';

const decode = (buffer: ArrayBuffer) => new TextDecoder('latin1').decode(buffer);
const pageCount = (pdf: string) => pdf.match(/\/Type \/Page\b/g)?.length ?? 0;

function build(ideaCount: number, paper: Paper = 'a4', onProgress?: (f: number) => void) {
  return buildPdfReport(workshopSnapshot(ideaCount), {
    paper,
    t: translatePtBR,
    formatDate: (date) => date.toISOString().slice(0, 10),
    now: new Date('2026-11-23T12:00:00Z'),
    ...(onProgress ? { onProgress } : {}),
  });
}

describe('buildPdfReport', () => {
  it('makes a PDF with a cover and a page per phase, numbered', async () => {
    const pdf = decode(await build(3));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pageCount(pdf)).toBe(6);
  });

  it('uses A4 by default and A3 for the wall', async () => {
    const a4 = decode(await build(1, 'a4'));
    const a3 = decode(await build(1, 'a3'));
    expect(a4).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(a3).toMatch(/\/MediaBox \[0 0 841\.8\d* 1190\.5\d*\]/);
  });

  it('lays out 2,000 ideas in well under 10 s, reporting progress up to 100%', async () => {
    const progress: number[] = [];
    const started = performance.now();
    const pdf = decode(await build(2000, 'a4', (fraction) => progress.push(fraction)));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(pageCount(pdf)).toBeGreaterThan(50);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });
});

describe('toWinAnsi', () => {
  it('keeps Portuguese, Spanish and French letters and typographic quotes', () => {
    expect(toWinAnsi('Ação, ñandú, Œuvre « déjà » “ok” — 5€')).toBe(
      'Ação, ñandú, Œuvre « déjà » “ok” — 5€',
    );
  });

  it('replaces characters the standard PDF fonts do not have', () => {
    expect(toWinAnsi('ok 👍 日本')).toBe('ok ? ??');
  });
});
