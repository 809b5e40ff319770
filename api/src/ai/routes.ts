import {
  aiAnalysisResultSchema,
  chatRequestSchema,
  chatSuggestionsRequestSchema,
  type User,
} from '@trilha/shared';
import { type Context, Hono } from 'hono';
import type OpenAI from 'openai';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireUser } from '../auth/session-middleware';
import { refuseUnlessProjectPlanSells } from '../billing/plan-features';
import { notFound } from '../http/errors';
import { idParam, validate } from '../http/validation';
import { refuseViewer } from '../sharing/write-access';
import { aiNotConfigured, createAiClient, fromAi, invalidAiAnswer } from './ai-client';
import type { AiConfig } from './ai-config';
import { storeLatestAnalysis } from './analysis-store';
import { type ChatAllowanceCheck, recordChatReply } from './chat-usage';
import { requestLanguage } from './language';
import { mentorReplyEvents } from './mentor-stream';
import { type ProjectDigest, projectDigest } from './project-digest';
import { analysisPrompt, mentorMessages, mentorSystemPrompt, suggestionsPrompt } from './prompts';
import { completeStructured } from './structured-output';

const suggestionsAnswerSchema = z.object({
  suggestions: z.array(z.string().trim().min(1).max(300)).min(1).max(8),
});

/** Whether the client asked for the reply as it is written (server-sent events). */
const wantsStream = (c: Context) => (c.req.header('accept') ?? '').includes('text/event-stream');

/**
 * The AI mentor chat and the AI analysis (platform.md §2 and §7; workspace.md §2 and §3).
 * Without OPENAI_API_KEY every route answers 503 and nothing else in the app changes.
 */
export function aiRoutes(
  { sql, config }: AppDeps,
  { checkChatAllowance }: { checkChatAllowance: ChatAllowanceCheck },
) {
  const app = new Hono<AppEnv>();
  let cachedClient: OpenAI | undefined;
  /** The configured AI server, or the 503 that says there is none. */
  function aiServer(): { client: OpenAI; model: AiConfig['model'] } {
    if (!config.ai) throw aiNotConfigured();
    cachedClient ??= createAiClient(config.ai);
    return { client: cachedClient, model: config.ai.model };
  }

  /** The user's chosen project, digested for the prompt; 404 when it is not theirs. */
  async function chosenProject(user: User, projectId: string | undefined) {
    if (!projectId) return undefined;
    const digest = await projectDigest(sql, user.id, projectId);
    if (!digest) throw notFound('not_found.projects');
    return digest;
  }

  app.post('/chat', requireUser, validate('json', chatRequestSchema), async (c) => {
    const { client, model } = aiServer();
    const user = currentUser(c);
    const { messages, context } = c.req.valid('json');
    await checkChatAllowance(sql, user);
    const project: ProjectDigest | undefined = await chosenProject(user, context.projectId);
    const system = mentorSystemPrompt(
      context,
      requestLanguage(c.req.header('accept-language')),
      project,
    );
    const request = { model, messages: mentorMessages(system, messages) };

    if (!wantsStream(c)) {
      const completion = await fromAi(client.chat.completions.create(request));
      const message = completion.choices[0]?.message?.content?.trim();
      if (!message) throw invalidAiAnswer();
      await recordChatReply(sql, user.id);
      return c.json({ message });
    }
    // Opened before the event stream, so that a refused request is still a plain JSON error.
    const stream = await fromAi(client.chat.completions.create({ ...request, stream: true }));
    return mentorReplyEvents(c, stream, () => recordChatReply(sql, user.id));
  });

  app.post(
    '/chat/suggestions',
    requireUser,
    validate('json', chatSuggestionsRequestSchema),
    async (c) => {
      const { client, model } = aiServer();
      const { context, topic } = c.req.valid('json');
      const project = await chosenProject(currentUser(c), context.projectId);
      const language = requestLanguage(c.req.header('accept-language'));
      const answer = await fromAi(
        completeStructured(
          client,
          model,
          suggestionsPrompt(context, topic, language, project),
          suggestionsAnswerSchema,
          'chat_suggestions',
        ),
      );
      return c.json({ suggestions: answer.suggestions });
    },
  );

  app.post('/projects/:id/ai-analysis', requireUser, idParam, async (c) => {
    const { client, model } = aiServer();
    const user = currentUser(c);
    const projectId = c.req.valid('param').id;
    // The analysis is stored in the project: a viewer is refused before the model is asked.
    await refuseViewer(sql, user.id, projectId);
    const project = await projectDigest(sql, user.id, projectId);
    if (!project) throw notFound('not_found.projects');
    await refuseUnlessProjectPlanSells(sql, projectId, 'aiAnalysis');
    const result = await fromAi(
      completeStructured(
        client,
        model,
        analysisPrompt(project, requestLanguage(c.req.header('accept-language'))),
        aiAnalysisResultSchema,
        'project_analysis',
      ),
    );
    const stored = await storeLatestAnalysis(sql, user.id, projectId, result);
    return c.json({ ...result, ...stored }, 201);
  });

  return app;
}
