import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { invalidAiAnswer } from './ai-client';

/**
 * The JSON object in a model's answer. Some local models wrap it in a Markdown fence or a
 * sentence despite being asked not to, so the outermost braces are taken.
 */
export function jsonInAnswer(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

function problemsOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Asks for an answer in the shape of `schema` (structured output: a JSON schema in
 * response_format, which OpenAI, Ollama, llama.cpp and vLLM all honour) and checks it with that
 * very zod schema: the model's text is never trusted as it is. An invalid answer is asked for
 * once more, with what was wrong; a second invalid answer is a clear error.
 */
export async function completeStructured<S extends z.ZodType>(
  client: OpenAI,
  model: string,
  messages: ChatCompletionMessageParam[],
  schema: S,
  name: string,
): Promise<z.infer<S>> {
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const conversation = [...messages];
  for (let attempt = 1; attempt <= 2; attempt++) {
    const completion = await client.chat.completions.create({
      model,
      messages: conversation,
      response_format: {
        type: 'json_schema',
        json_schema: { name, schema: jsonSchema as Record<string, unknown>, strict: false },
      },
    });
    const text = completion.choices[0]?.message?.content ?? '';
    const parsed = schema.safeParse(jsonInAnswer(text));
    if (parsed.success) return parsed.data;
    const problem = problemsOf(parsed.error);
    console.warn(`AI answer for ${name} was invalid (attempt ${attempt}): ${problem}`);
    conversation.push(
      { role: 'assistant', content: text },
      {
        role: 'user',
        content: `That answer does not match the schema (${problem}). Answer again with the corrected JSON object only.`,
      },
    );
  }
  throw invalidAiAnswer();
}
