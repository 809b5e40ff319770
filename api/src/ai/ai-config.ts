import { z } from 'zod';

/** Who answers the AI calls: any server that speaks OpenAI's Chat Completions API. */
export interface AiConfig {
  apiKey: string;
  /** OpenAI by default; a local Ollama, llama.cpp or vLLM keeps every word in the room. */
  baseUrl: string | undefined;
  model: string;
  /** Per attempt. The SDK's own default (10 minutes) would hold a request far past any user. */
  timeoutMs: number;
}

export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The AI variables of the environment, merged into the server's one environment schema. */
export const aiEnvironmentShape = {
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  OPENAI_MODEL: optional,
  OPENAI_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .min(1, 'must be at least 1')
    .max(300, 'must be at most 300')
    .default(45),
};

type AiEnvironment = z.output<z.ZodObject<typeof aiEnvironmentShape>>;

/** No key, no AI: the AI calls then answer 503 and everything else works. */
export function aiConfigFrom(env: AiEnvironment): AiConfig | undefined {
  if (!env.OPENAI_API_KEY) return undefined;
  return {
    apiKey: env.OPENAI_API_KEY,
    baseUrl: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL ?? DEFAULT_AI_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_SECONDS * 1000,
  };
}
