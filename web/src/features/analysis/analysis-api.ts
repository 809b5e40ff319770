import {
  type AiAnalysis,
  type AiAnalysisResult,
  aiAnalysisResultSchema,
  type Language,
} from '@trilha/shared';
import { apiPost } from '../../lib/api';

export type GeneratedAnalysis = Pick<AiAnalysis, 'id' | 'projectId' | 'createdAt'> & {
  result: AiAnalysisResult;
};

/**
 * Asks the server for a new analysis of the project, written in the interface's language. The
 * server stores it as synced data; the answer is shown at once, before the next pull brings it.
 */
export async function requestAnalysis(
  projectId: string,
  language: Language,
): Promise<GeneratedAnalysis> {
  const answer = await apiPost<{ id: string; createdAt: string }>(
    `/api/projects/${projectId}/ai-analysis`,
    undefined,
    { 'accept-language': language },
  );
  return {
    id: answer.id,
    createdAt: answer.createdAt,
    projectId,
    result: aiAnalysisResultSchema.parse(answer),
  };
}
