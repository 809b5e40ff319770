import { AI_NOT_CONFIGURED_CODE } from '@trilha/shared';
import OpenAI from 'openai';
import { ApiError } from '../http/errors';
import type { AiConfig } from './ai-config';

/**
 * One retry of a failed connection, a 429 or a 5xx: enough to ride out a blip, short enough that
 * the user is not left waiting through the SDK's default backoff of several attempts.
 */
export const AI_MAX_RETRIES = 1;

/** The SDK client of the configured OpenAI-compatible server (Chat Completions API). */
export function createAiClient(config: AiConfig): OpenAI {
  return new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    maxRetries: AI_MAX_RETRIES,
  });
}

export const aiNotConfigured = () => new ApiError(503, AI_NOT_CONFIGURED_CODE, 'ai.not_configured');

export const invalidAiAnswer = () => new ApiError(502, 'ai_invalid_answer', 'ai.invalid_answer');

/**
 * What a failure of the AI server means for our client. The provider's own error text is logged
 * for the operator but never passed on: it may name the model or the key's account.
 */
export function aiFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  console.warn('AI request failed:', error instanceof Error ? error.message : error);
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ApiError(504, 'ai_timeout', 'ai.timeout');
  }
  if (
    error instanceof OpenAI.AuthenticationError ||
    error instanceof OpenAI.PermissionDeniedError
  ) {
    return new ApiError(502, 'ai_key_rejected', 'ai.key_rejected');
  }
  if (error instanceof OpenAI.RateLimitError) {
    return new ApiError(503, 'ai_busy', 'ai.busy');
  }
  return new ApiError(502, 'ai_unavailable', 'ai.unavailable');
}

/** The AI server's answer, or the ApiError its failure means for our client. */
export async function fromAi<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw aiFailure(error);
  }
}
