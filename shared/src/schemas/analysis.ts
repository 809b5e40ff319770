import { z } from 'zod';
import { MATURITY_SCORE_MAX, MATURITY_SCORE_MIN } from '../maturity';
import {
  authorFields,
  idSchema,
  LONG_TEXT_MAX,
  phaseNumberSchema,
  TEXT_MAX,
  TITLE_MAX,
  text,
  timestampSchema,
} from './common';
import { deferred } from './deferred';

// The AI analysis comes from a language model, so its answer is checked like any untrusted
// input before it is shown or stored. Lists are bounded generously: the screen and the PDF
// show fewer (see the PDF limits below).
const ANALYSIS_LIST_MAX = 50;
const analysisText = deferred(() => text().trim().max(TEXT_MAX));
const analysisList = deferred(() => z.array(analysisText).max(ANALYSIS_LIST_MAX).default([]));
/** Scores other than maturity are percentages. */
const percentScore = deferred(() => z.number().min(0).max(100));

export const phaseAnalysisSchema = deferred(() =>
  z.object({
    phase: phaseNumberSchema,
    phaseName: text().trim().max(TITLE_MAX),
    completeness: percentScore,
    quality: percentScore,
    strengths: analysisList,
    gaps: analysisList,
  }),
);
export type PhaseAnalysis = z.infer<typeof phaseAnalysisSchema>;

export const aiAnalysisResultSchema = deferred(() =>
  z.object({
    executiveSummary: text().trim().max(LONG_TEXT_MAX),
    maturityScore: z.number().min(MATURITY_SCORE_MIN).max(MATURITY_SCORE_MAX),
    consistency: z.object({
      score: percentScore,
      strengths: analysisList,
    }),
    alignment: z.object({
      problemSolutionAlignment: percentScore,
      researchInsightsAlignment: percentScore,
    }),
    phaseAnalyses: z.array(phaseAnalysisSchema).max(5).default([]),
    overallInsights: analysisList,
    attentionPoints: analysisList,
    recommendations: z.object({
      immediate: analysisList,
      shortTerm: analysisList,
      longTerm: analysisList,
    }),
    priorityNextSteps: analysisList,
  }),
);
export type AiAnalysisResult = z.infer<typeof aiAnalysisResultSchema>;
export type AiAnalysisResultInput = z.input<typeof aiAnalysisResultSchema>;

/**
 * The stored analysis of a project: a synced record like the phase tools, so the last one can
 * be read, and its PDF made, offline. Only the server writes it (after validating the model's
 * answer); a device that pushes one is held to the same result schema.
 */
export const aiAnalysisSchema = deferred(() =>
  z.object({
    id: idSchema,
    projectId: idSchema,
    result: aiAnalysisResultSchema,
    ...authorFields(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export const aiAnalysisCreateSchema = deferred(() =>
  z.object({
    id: idSchema.optional(),
    projectId: idSchema,
    result: aiAnalysisResultSchema,
  }),
);
export const aiAnalysisUpdateSchema = deferred(() =>
  z.object({ result: aiAnalysisResultSchema }).partial(),
);
export type AiAnalysis = z.infer<typeof aiAnalysisSchema>;

// What the analysis card and the PDF export show of a result.
export const CONSISTENCY_CARD_MAX_STRENGTHS = 2;
export const PDF_MAX_INSIGHTS = 5;
export const PDF_MAX_ATTENTION_POINTS = 5;
export const PDF_MAX_RECOMMENDATIONS_PER_HORIZON = 3;
export const PDF_MAX_NEXT_STEPS = 5;
export const PDF_STRENGTHS_PER_PHASE = 1;
export const PDF_GAPS_PER_PHASE = 1;
/** Vertical position (PDF units, A4 in mm) past which the export starts a new page. */
export const PDF_PAGE_BREAK_Y = 280;
