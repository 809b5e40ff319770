import type { AiAnalysisResult } from '@trilha/shared';

const numbered = (label: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${label} ${i + 1}`);

/** An analysis with longer lists than the card and the PDF show, to check their limits. */
export function sampleAnalysis(overrides: Partial<AiAnalysisResult> = {}): AiAnalysisResult {
  return {
    executiveSummary: 'Boa pesquisa com usuários, mas nenhuma solução foi testada ainda.',
    maturityScore: 6.5,
    consistency: { score: 72, strengths: numbered('Força de consistência', 3) },
    alignment: { problemSolutionAlignment: 65, researchInsightsAlignment: 80 },
    phaseAnalyses: [1, 2, 3, 4, 5].map((phase) => ({
      phase: phase as 1 | 2 | 3 | 4 | 5,
      phaseName: ['Empatizar', 'Definir', 'Idear', 'Prototipar', 'Testar'][phase - 1] ?? '',
      completeness: 20 * phase,
      quality: 15 * phase,
      strengths: [`Primeira força da fase ${phase}`, `Segunda força da fase ${phase}`],
      gaps: [`Primeira lacuna da fase ${phase}`, `Segunda lacuna da fase ${phase}`],
    })),
    overallInsights: numbered('Insight', 7),
    attentionPoints: numbered('Atenção', 7),
    recommendations: {
      immediate: numbered('Imediata', 5),
      shortTerm: numbered('Curto', 4),
      longTerm: numbered('Longo', 1),
    },
    priorityNextSteps: numbered('Passo', 8),
    ...overrides,
  };
}
