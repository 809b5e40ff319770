import { useSubscription } from './current-plan';
import { type ReachedLimit, reachedLimit } from './plan-limit';

/**
 * Whether one more persona fits in the project under the account's plan, decided on this
 * device from the cached plan (offline too) and the project's personas, counted by the caller
 * from the list it already reads live (0 while loading). null: go ahead. Show
 * <PlanLimitNotice reached={...} /> instead of the create form otherwise.
 */
export function usePersonaLimit(personaCount: number): ReachedLimit | null {
  return reachedLimit(useSubscription(), 'maxPersonasPerProject', personaCount);
}
