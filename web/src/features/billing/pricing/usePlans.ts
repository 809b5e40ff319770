import type { SubscriptionPlan } from '@trilha/shared';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { apiGet, isNetworkError } from '../../../lib/api';

/** The last list of plans the server gave, kept so the page still shows plans offline. */
export const PLANS_STORAGE_KEY = 'trilha-plans';

export type PlansState =
  | { status: 'loading' }
  | { status: 'live'; plans: SubscriptionPlan[] }
  /** The saved list, because the server could not be reached (offline) or failed. */
  | { status: 'cached'; plans: SubscriptionPlan[]; offline: boolean }
  | { status: 'error'; offline: boolean };

const byOrder = (plans: SubscriptionPlan[]) => [...plans].sort((a, b) => a.order - b.order);

function readSaved(): SubscriptionPlan[] | null {
  try {
    const text = localStorage.getItem(PLANS_STORAGE_KEY);
    const parsed: unknown = text ? JSON.parse(text) : null;
    return Array.isArray(parsed) && parsed.length > 0 ? (parsed as SubscriptionPlan[]) : null;
  } catch {
    return null;
  }
}

function save(plans: SubscriptionPlan[]) {
  try {
    localStorage.setItem(PLANS_STORAGE_KEY, JSON.stringify(plans));
  } catch {
    // Storage full or disabled: the page still works online.
  }
}

/** GET /api/subscription-plans, sorted by `order`, with the saved copy as the fallback. */
export function usePlans(): PlansState & { retry(): void } {
  const [state, setState] = useState<PlansState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    // `attempt` is read so that retry() runs this effect again.
    void attempt;
    apiGet<SubscriptionPlan[]>('/api/subscription-plans').then(
      (plans) => {
        if (cancelled) return;
        save(plans);
        // The cards, the comparison and the FAQ are the page's largest render: as a transition
        // React draws them in slices, and a tap on the page is answered in between.
        startTransition(() => setState({ status: 'live', plans: byOrder(plans) }));
      },
      (error: unknown) => {
        if (cancelled) return;
        const offline = isNetworkError(error);
        if (!offline) console.error('loading plans failed', error);
        const saved = readSaved();
        setState(
          saved
            ? { status: 'cached', plans: byOrder(saved), offline }
            : { status: 'error', offline },
        );
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
