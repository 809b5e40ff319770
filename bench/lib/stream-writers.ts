/** The ways `bench/stream-writes.ts` writes event streams (see there). */
export const WRITERS = ['hono-streamSSE', 'eventStreamResponse', 'node-response'] as const;
export type Writer = (typeof WRITERS)[number];
