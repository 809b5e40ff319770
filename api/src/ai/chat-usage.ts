import type { User } from '@trilha/shared';
import type { Queryable } from '../db/connect';

/** The first day of the UTC calendar month of `now`, as the usage table keys it. */
export function usageMonth(now: Date = new Date()): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

/** Mentor replies the user received this month: what a plan's aiChatLimit counts. */
export async function chatRepliesThisMonth(
  sql: Queryable,
  userId: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await sql`
    SELECT requests FROM ai_chat_usage WHERE user_id = ${userId} AND month = ${usageMonth(now)}`;
  return row ? Number(row.requests) : 0;
}

/** Counts one reply, once it was produced (a failed call costs the user nothing). */
export async function recordChatReply(
  sql: Queryable,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  await sql`
    INSERT INTO ai_chat_usage (user_id, month, requests) VALUES (${userId}, ${usageMonth(now)}, 1)
    ON CONFLICT (user_id, month) DO UPDATE SET requests = ai_chat_usage.requests + 1`;
}

/**
 * Runs before every mentor request, before the AI server is asked anything: the plan's monthly
 * aiChatLimit (billing/ai-chat-limit.ts) throws its plan-limit error here.
 */
export type ChatAllowanceCheck = (sql: Queryable, user: User) => Promise<void>;
