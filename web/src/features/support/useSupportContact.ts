import { planSells } from '@trilha/shared';
import { useSubscription } from '../../lib/current-plan';

/**
 * The 24/7 support contact of the signed-in account (docs/decisions/0028): a link when its plan
 * sells it (has24x7Support, Enterprise; administrators too) and the server has SUPPORT_URL;
 * 'unconfigured' when the plan sells it and the server has none; null for every other plan, or
 * while the plan is not known on this device.
 */
export type SupportContact = { url: string } | 'unconfigured' | null;

export function useSupportContact(): SupportContact {
  const summary = useSubscription();
  if (!summary || !planSells(summary.unlimited ? null : summary.plan, 'support')) return null;
  return summary.supportUrl ? { url: summary.supportUrl } : 'unconfigured';
}

/** A web page opens in a new tab (the work stays open); an e-mail address in the mail app. */
export const linkTarget = (url: string) =>
  url.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' };
