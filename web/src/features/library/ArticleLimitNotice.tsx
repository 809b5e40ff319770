import { PlanLimitNotice } from '../../components/PlanLimitNotice';
import { useSubscription } from '../../lib/current-plan';

/**
 * An article the plan does not open: the limit in the user's language when the plan is known on
 * this device, else the server's message (a visitor reads as Free and has no cached plan).
 */
export function ArticleLimitNotice({ serverMessage }: { serverMessage: string }) {
  const summary = useSubscription();
  const max = summary?.plan.libraryArticlesCount;
  if (summary && max != null) {
    return (
      <PlanLimitNotice
        reached={{ limit: 'libraryArticlesCount', max, planName: summary.plan.displayName }}
      />
    );
  }
  return <PlanLimitNotice message={serverMessage} />;
}
