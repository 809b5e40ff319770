import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { buildAnalysisPdf, type Translate } from './analysis-pdf';
import { sampleAnalysis } from './test-analysis';

// Keys with their options, so the test reads what the PDF asked to translate.
const t: Translate = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);

const build = (analysis = sampleAnalysis()) =>
  buildAnalysisPdf(analysis, { projectName: 'Feira Livre Digital', date: '23/11/2026', t });

describe('buildAnalysisPdf', () => {
  it('is a PDF with the logo, the project name and numbered pages', () => {
    const pdf = build();
    expect(new TextDecoder('latin1').decode(pdf.slice(0, 5))).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Trilha');
    expect(text).toContain('Feira Livre Digital');
    expect(text).toContain('pdf.page {"page":1,"pages":');
  });

  it('prints at most 5 insights, 5 attention points, 3 recommendations per horizon and 5 next steps', () => {
    const text = pdfText(build());
    expect(text).toContain('Insight 5');
    expect(text).not.toContain('Insight 6');
    expect(text).toContain('Atenção 5');
    expect(text).not.toContain('Atenção 6');
    expect(text).toContain('Imediata 3');
    expect(text).not.toContain('Imediata 4');
    expect(text).toContain('Curto 3');
    expect(text).not.toContain('Curto 4');
    expect(text).toContain('Passo 5');
    expect(text).not.toContain('Passo 6');
  });

  it("prints each phase's first strength and first gap only, and the maturity band", () => {
    const text = pdfText(build());
    for (const phase of [1, 2, 3, 4, 5]) {
      expect(text).toContain(`Primeira força da fase ${phase}`);
      expect(text).toContain(`Primeira lacuna da fase ${phase}`);
      expect(text).not.toContain(`Segunda força da fase ${phase}`);
      expect(text).not.toContain(`Segunda lacuna da fase ${phase}`);
    }
    expect(text).toContain('bands.developed');
    expect(text).not.toContain('Força de consistência 3');
  });

  it('breaks a long analysis onto more pages, each one numbered', () => {
    const long = sampleAnalysis({
      executiveSummary: 'Um resumo muito longo. '.repeat(400),
    });
    const text = pdfText(build(long));
    const pages = Number(/"pages":(\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(2);
    for (let page = 1; page <= pages; page += 1) {
      expect(text).toContain(`pdf.page {"page":${page},"pages":${pages}}`);
    }
  });
});
