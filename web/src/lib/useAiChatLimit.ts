import { useSubscription } from './current-plan';
import { type ReachedLimit, reachedLimit } from './plan-limit';

/**
 * Whether the account has used this month's questions to the AI mentor, from the cached plan and
 * usage (offline too); null: go ahead. For the chat screen: show <PlanLimitNotice reached={…} />
 * and keep the composer closed. The server answers 429 `plan_limit` in any case.
 */
export function useAiChatLimit(): ReachedLimit | null {
  const summary = useSubscription();
  return reachedLimit(summary, 'aiChatLimit', summary?.usage.aiChatThisMonth ?? 0);
}
