import { describe, expect, it } from 'vitest';
import {
  aiAnalysisCreateSchema,
  aiAnalysisResultSchema,
  aiAnalysisUpdateSchema,
  PDF_MAX_ATTENTION_POINTS,
  PDF_MAX_INSIGHTS,
  PDF_MAX_NEXT_STEPS,
  PDF_MAX_RECOMMENDATIONS_PER_HORIZON,
  PDF_PAGE_BREAK_Y,
} from './analysis';

const result = {
  executiveSummary: 'Projeto com boa pesquisa e pouca validação.',
  maturityScore: 6.5,
  consistency: { score: 70, strengths: ['Pesquisa sólida'] },
  alignment: { problemSolutionAlignment: 60, researchInsightsAlignment: 80 },
  phaseAnalyses: [
    {
      phase: 1,
      phaseName: 'Empatizar',
      completeness: 90,
      quality: 75,
      strengths: ['Entrevistas'],
      gaps: ['Poucas observações'],
    },
  ],
  overallInsights: ['Usuários querem rapidez'],
  attentionPoints: ['Nenhum teste ainda'],
  recommendations: { immediate: ['Testar'], shortTerm: [], longTerm: ['Escalar'] },
  priorityNextSteps: ['Planejar teste'],
};

describe('aiAnalysisResultSchema', () => {
  it('reads a full result', () => {
    expect(aiAnalysisResultSchema.parse(result)).toEqual(result);
  });

  it('bounds the maturity score to 1–10', () => {
    expect(aiAnalysisResultSchema.safeParse({ ...result, maturityScore: 1 }).success).toBe(true);
    expect(aiAnalysisResultSchema.safeParse({ ...result, maturityScore: 10 }).success).toBe(true);
    expect(aiAnalysisResultSchema.safeParse({ ...result, maturityScore: 0 }).success).toBe(false);
    expect(aiAnalysisResultSchema.safeParse({ ...result, maturityScore: 11 }).success).toBe(false);
  });

  it('fills missing lists with []', () => {
    const parsed = aiAnalysisResultSchema.parse({
      ...result,
      overallInsights: undefined,
      recommendations: {},
    });
    expect(parsed.overallInsights).toEqual([]);
    expect(parsed.recommendations).toEqual({ immediate: [], shortTerm: [], longTerm: [] });
  });

  it('rejects a phase analysis for a phase outside 1–5', () => {
    const phaseAnalyses = [{ ...result.phaseAnalyses[0], phase: 7 }];
    expect(aiAnalysisResultSchema.safeParse({ ...result, phaseAnalyses }).success).toBe(false);
  });
});

describe('PDF limits', () => {
  it('match the spec', () => {
    expect([
      PDF_MAX_INSIGHTS,
      PDF_MAX_ATTENTION_POINTS,
      PDF_MAX_RECOMMENDATIONS_PER_HORIZON,
      PDF_MAX_NEXT_STEPS,
      PDF_PAGE_BREAK_Y,
    ]).toEqual([5, 5, 3, 5, 280]);
  });
});

describe('the stored analysis', () => {
  const projectId = '0190c000-0000-7000-8000-000000000001';

  it('holds a result that passes the result schema, for a project', () => {
    expect(aiAnalysisCreateSchema.parse({ projectId, result }).result).toEqual(result);
    expect(aiAnalysisCreateSchema.safeParse({ projectId: 'x', result }).success).toBe(false);
    expect(
      aiAnalysisCreateSchema.safeParse({ projectId, result: { ...result, maturityScore: 11 } })
        .success,
    ).toBe(false);
  });

  it('is updated only with a whole valid result', () => {
    expect(aiAnalysisUpdateSchema.parse({})).toEqual({});
    expect(
      aiAnalysisUpdateSchema.safeParse({ result: { executiveSummary: 'só isso' } }).success,
    ).toBe(false);
  });
});
