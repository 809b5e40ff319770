import { z } from 'zod';
import { idSchema, phaseNumberSchema, SHORT_TEXT_MAX, text, timestampSchema } from './common';
import { deferred } from './deferred';

/**
 * The error code of every AI route on a server without OPENAI_API_KEY (503): asking again cannot
 * help, so the screens say the server's message and stop offering to ask.
 */
export const AI_NOT_CONFIGURED_CODE = 'ai_not_configured';

export const CHAT_MESSAGE_MAX = 8000;
export const CHAT_MESSAGES_MAX = 50;
export const DEFAULT_SUGGESTIONS_TOPIC = 'Design Thinking';

export const CHAT_ROLES = ['user', 'assistant'] as const;
export const chatRoleEnum = deferred(() => z.enum(CHAT_ROLES));
export type ChatRole = z.infer<typeof chatRoleEnum>;

export const chatMessageSchema = deferred(() =>
  z.object({
    role: chatRoleEnum,
    content: text({ error: 'validation.chat_message_required' })
      .trim()
      .min(1, 'validation.chat_message_required')
      .max(CHAT_MESSAGE_MAX, 'validation.chat_message_max'),
    timestamp: timestampSchema,
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const USER_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const userLevelEnum = deferred(() =>
  z.enum(USER_LEVELS, { error: 'validation.level_invalid' }),
);
export type UserLevel = z.infer<typeof userLevelEnum>;
export const USER_LEVEL_LABELS: Record<UserLevel, string> = {
  beginner: 'Iniciante',
  intermediate: 'Intermediário',
  advanced: 'Avançado',
};
export const USER_LEVEL_DESCRIPTIONS: Record<UserLevel, string> = {
  beginner: 'Novo em Design Thinking',
  intermediate: 'Alguma experiência com Design Thinking',
  advanced: 'Experiência significativa com Design Thinking',
};

export const chatContextSchema = deferred(() =>
  z.object({
    currentPhase: phaseNumberSchema,
    userLevel: userLevelEnum,
    projectId: idSchema.optional(),
  }),
);
export type ChatContext = z.infer<typeof chatContextSchema>;

export const chatRequestSchema = deferred(() =>
  z.object({
    messages: z
      .array(chatMessageSchema)
      .min(1, 'validation.chat_messages_min')
      .max(CHAT_MESSAGES_MAX, 'validation.chat_messages_max'),
    context: chatContextSchema,
  }),
);
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = deferred(() => z.object({ message: z.string() }));
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const chatSuggestionsRequestSchema = deferred(() =>
  z.object({
    context: chatContextSchema,
    topic: text()
      .trim()
      .max(SHORT_TEXT_MAX)
      .transform((topic) => (topic.length > 0 ? topic : DEFAULT_SUGGESTIONS_TOPIC))
      .default(DEFAULT_SUGGESTIONS_TOPIC),
  }),
);
export type ChatSuggestionsRequest = z.infer<typeof chatSuggestionsRequestSchema>;
export type ChatSuggestionsRequestInput = z.input<typeof chatSuggestionsRequestSchema>;

export const chatSuggestionsResponseSchema = deferred(() =>
  z.object({
    suggestions: z.array(z.string()).default([]),
  }),
);
export type ChatSuggestionsResponse = z.infer<typeof chatSuggestionsResponseSchema>;
