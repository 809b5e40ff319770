import {
  type AiAnalysisResult,
  CONSISTENCY_CARD_MAX_STRENGTHS,
  PDF_GAPS_PER_PHASE,
  PDF_MAX_ATTENTION_POINTS,
  PDF_MAX_INSIGHTS,
  PDF_MAX_NEXT_STEPS,
  PDF_MAX_RECOMMENDATIONS_PER_HORIZON,
  PDF_STRENGTHS_PER_PHASE,
} from '@trilha/shared';

/** The consistency card shows at most two strengths (workspace.md §2). */
export const consistencyStrengths = (result: AiAnalysisResult) =>
  result.consistency.strengths.slice(0, CONSISTENCY_CARD_MAX_STRENGTHS);

export const RECOMMENDATION_HORIZONS = ['immediate', 'shortTerm', 'longTerm'] as const;

/**
 * What the PDF prints of a result (workspace.md §2 and §9): 5 insights, 5 attention points,
 * 3 recommendations per horizon, 5 next steps, and each phase's first strength and first gap.
 */
export function pdfContent(result: AiAnalysisResult): AiAnalysisResult {
  return {
    ...result,
    phaseAnalyses: [...result.phaseAnalyses]
      .sort((a, b) => a.phase - b.phase)
      .map((phase) => ({
        ...phase,
        strengths: phase.strengths.slice(0, PDF_STRENGTHS_PER_PHASE),
        gaps: phase.gaps.slice(0, PDF_GAPS_PER_PHASE),
      })),
    overallInsights: result.overallInsights.slice(0, PDF_MAX_INSIGHTS),
    attentionPoints: result.attentionPoints.slice(0, PDF_MAX_ATTENTION_POINTS),
    recommendations: {
      immediate: result.recommendations.immediate.slice(0, PDF_MAX_RECOMMENDATIONS_PER_HORIZON),
      shortTerm: result.recommendations.shortTerm.slice(0, PDF_MAX_RECOMMENDATIONS_PER_HORIZON),
      longTerm: result.recommendations.longTerm.slice(0, PDF_MAX_RECOMMENDATIONS_PER_HORIZON),
    },
    priorityNextSteps: result.priorityNextSteps.slice(0, PDF_MAX_NEXT_STEPS),
  };
}

/** Whether there is anything to print ('Dados insuficientes para gerar PDF.' otherwise). */
export const hasPdfData = (result: AiAnalysisResult | undefined): result is AiAnalysisResult =>
  Boolean(result?.executiveSummary.trim());
