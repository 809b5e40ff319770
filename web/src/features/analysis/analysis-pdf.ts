import { type AiAnalysisResult, maturityBand, PHASES } from '@trilha/shared';
import { jsPDF } from 'jspdf';
import { drawLogo } from '../../lib/files/pdf-logo';
import {
  hexToRgb,
  MUTED,
  type Paragraph,
  PdfWriter,
  type Rgb,
  TEXT,
  toWinAnsi,
} from '../../lib/files/pdf-writer';
import { consistencyStrengths, pdfContent, RECOMMENDATION_HORIZONS } from './analysis-limits';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const VIOLET: Rgb = [124, 58, 237];
const BODY = { size: 10 } as const;
const SECTION = { size: 13, bold: true, color: VIOLET } as const;

const bullets = (items: readonly string[]): Paragraph[] =>
  items.map((text) => ({ text, style: BODY, bullet: true }));

function section(writer: PdfWriter, title: string, paragraphs: Paragraph[]) {
  if (paragraphs.length === 0) return;
  writer.heading({ text: title, style: SECTION, spaceBefore: 4 });
  writer.write(paragraphs);
  writer.space(2);
}

function drawHeader(writer: PdfWriter, projectName: string, date: string, t: Translate) {
  const { doc } = writer;
  const logo = 14;
  drawLogo(doc, writer.left, writer.cursor, logo);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.setTextColor(...TEXT);
  doc.text('Trilha', writer.left + logo + 4, writer.cursor + 9);
  writer.space(logo + 6);
  writer.write([
    { text: t('pdf.title'), style: { size: 20, bold: true, color: VIOLET } },
    { text: projectName, style: { size: 14, bold: true }, spaceBefore: 1 },
    { text: t('pdf.generatedOn', { date }), style: { size: 9, color: MUTED }, spaceBefore: 1 },
  ]);
  writer.space(4);
}

/**
 * The analysis as an A4 PDF, made in the browser from the stored result (so offline too): the
 * product's logo, page numbers, a new page before any line that would pass the bottom margin
 * (y ≈ 276 mm of 297), and the spec's limits on each list.
 */
export function buildAnalysisPdf(
  analysis: AiAnalysisResult,
  options: { projectName: string; date: string; t: Translate },
): ArrayBuffer {
  const { t } = options;
  const result = pdfContent(analysis);
  const doc = new jsPDF({ format: 'a4', unit: 'mm', compress: true });
  const writer = new PdfWriter(doc, 1);
  drawHeader(writer, options.projectName, options.date, t);

  section(writer, t('summary'), [{ text: result.executiveSummary, style: BODY }]);
  section(writer, t('scores'), [
    {
      text: `${t('maturity')}: ${result.maturityScore}/10 · ${t(`bands.${maturityBand(result.maturityScore).key}`)}`,
      style: { ...BODY, bold: true },
    },
    { text: `${t('consistency')}: ${Math.round(result.consistency.score)}%`, style: BODY },
    ...bullets(consistencyStrengths(result)),
    {
      text: `${t('problemSolution')}: ${Math.round(result.alignment.problemSolutionAlignment)}%`,
      style: BODY,
    },
    {
      text: `${t('researchInsights')}: ${Math.round(result.alignment.researchInsightsAlignment)}%`,
      style: BODY,
    },
  ]);

  if (result.phaseAnalyses.length > 0) {
    writer.heading({ text: t('phases'), style: SECTION, spaceBefore: 4 });
    for (const phase of result.phaseAnalyses) {
      const color = hexToRgb(PHASES[phase.phase - 1]?.color ?? '#7C3AED');
      writer.card(
        [
          {
            text: t('phaseTitle', { number: phase.phase, name: phase.phaseName }),
            style: { size: 11, bold: true, color },
          },
          {
            text: `${t('completeness')}: ${Math.round(phase.completeness)}% · ${t('quality')}: ${Math.round(phase.quality)}%`,
            style: { size: 9, color: MUTED },
          },
          ...phase.strengths.map((text) => ({ text: `${t('strength')}: ${text}`, style: BODY })),
          ...phase.gaps.map((text) => ({ text: `${t('gap')}: ${text}`, style: BODY })),
        ],
        color,
      );
    }
  }

  section(writer, t('insights'), bullets(result.overallInsights));
  section(writer, t('attentionPoints'), bullets(result.attentionPoints));
  const recommendations = RECOMMENDATION_HORIZONS.flatMap((horizon) => {
    const items = result.recommendations[horizon];
    if (items.length === 0) return [];
    return [
      { text: t(`horizons.${horizon}`), style: { ...BODY, bold: true }, spaceBefore: 1 },
      ...bullets(items),
    ];
  });
  section(writer, t('recommendations'), recommendations);
  section(writer, t('nextSteps'), bullets(result.priorityNextSteps));

  writer.footers(toWinAnsi(`Trilha · ${options.projectName}`), (page, pages) =>
    t('pdf.page', { page, pages }),
  );
  return doc.output('arraybuffer');
}
