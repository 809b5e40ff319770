import {
  type AnyExportFormat,
  canExport as planAllowsExport,
  type SubscriptionPlan,
  type SubscriptionSummary,
  subscriptionSummarySchema,
} from '@trilha/shared';
import { useEffect } from 'react';
import { create } from 'zustand';
import { useAuth } from '../features/auth/auth-store';
import { apiGet, isNetworkError } from './api';

/**
 * The signed-in account's plan, kept on this device (localStorage, one entry per user) so that
 * limits can be checked before a create with no network at all. Read once per sign-in and again
 * after anything that changes it (checkout, cancel, change: `refreshSubscription`).
 */
const storageKey = (userId: string) => `trilha-subscription:${userId}`;

interface CurrentPlanState {
  userId: string | null;
  summary: SubscriptionSummary | undefined;
}

const useCurrentPlanStore = create<CurrentPlanState>()(() => ({
  userId: null,
  summary: undefined,
}));

/** Only a well-formed summary is trusted: an old copy or an unexpected answer reads as unknown. */
function asSummary(value: unknown): SubscriptionSummary | undefined {
  const parsed = subscriptionSummarySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function readSaved(userId: string): SubscriptionSummary | undefined {
  try {
    const text = localStorage.getItem(storageKey(userId));
    return text ? asSummary(JSON.parse(text)) : undefined;
  } catch {
    return undefined;
  }
}

function save(userId: string, summary: SubscriptionSummary) {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(summary));
  } catch {
    // Storage full or disabled: the plan is still known for this visit.
  }
}

/** Puts a summary the server just gave (GET /api/subscription or a billing call) in place. */
export function storeSubscription(userId: string, summary: SubscriptionSummary) {
  save(userId, summary);
  if (useCurrentPlanStore.getState().userId === userId) {
    useCurrentPlanStore.setState({ summary });
  }
}

const inFlight = new Map<string, Promise<SubscriptionSummary | undefined>>();
/** When each user's plan was last read from the server. */
const readAt = new Map<string, number>();
/** A screen that shows the plan re-reads it when the copy is older than this (usage moves). */
const FRESH_FOR_MS = 30_000;

/**
 * Reads the account's plan from the server and caches it; offline (or on a failure) the cached
 * copy stays. Concurrent callers share one request.
 */
export function refreshSubscription(userId: string): Promise<SubscriptionSummary | undefined> {
  const running = inFlight.get(userId);
  if (running) return running;
  const request = apiGet<unknown>('/api/subscription')
    .then(
      (answer) => {
        const summary = asSummary(answer);
        if (!summary) {
          console.warn('GET /api/subscription: unexpected answer; keeping the saved plan');
          return readSaved(userId);
        }
        storeSubscription(userId, summary);
        readAt.set(userId, Date.now());
        return summary;
      },
      (error: unknown) => {
        if (!isNetworkError(error)) console.error('reading the subscription failed', error);
        return readSaved(userId);
      },
    )
    .finally(() => inFlight.delete(userId));
  inFlight.set(userId, request);
  return request;
}

/** Switches the store to `userId`'s cached copy, then asks the server unless recently asked. */
function loadFor(userId: string | null) {
  if (useCurrentPlanStore.getState().userId !== userId) {
    useCurrentPlanStore.setState({ userId, summary: userId ? readSaved(userId) : undefined });
  }
  const unknown = useCurrentPlanStore.getState().summary === undefined;
  if (userId && (unknown || Date.now() - (readAt.get(userId) ?? 0) > FRESH_FOR_MS)) {
    void refreshSubscription(userId);
  }
}

/**
 * The signed-in account's subscription summary (plan, status, dates, usage); undefined while it
 * is not known (signed out, or never read on this device yet).
 */
export function useSubscription(): SubscriptionSummary | undefined {
  const userId = useAuth((state) => state.user?.id ?? null);
  useEffect(() => loadFor(userId), [userId]);
  return useCurrentPlanStore((state) => (state.userId === userId ? state.summary : undefined));
}

/** The signed-in account's plan record from this device's copy (offline too), else undefined. */
export function useCurrentPlan(): SubscriptionPlan | undefined {
  return useSubscription()?.plan;
}

/** Whether `plan` lets its user export in `format`; the JSON backup is never gated. */
export function canExport(plan: SubscriptionPlan | undefined, format: AnyExportFormat): boolean {
  return planAllowsExport(plan, format);
}
