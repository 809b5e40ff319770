import { type UpstreamStatus, upstreamStatusSchema } from '@trilha/shared';
import { useEffect, useState } from 'react';
import { apiDelete, apiGet, apiPost, isNetworkError } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { type ServerState, serverState, trustedBy } from '../../lib/server-state';

/**
 * A room's hub and the cloud (issue 31): a server started with UPSTREAM_URL can be linked to
 * one cloud account, and then sends the room's work up by itself whenever the cloud answers.
 * This is what the hub says about that link (upstreamStatusSchema, GET /api/upstream/status),
 * and the calls that change it; each answers with the status as it is after the change.
 */
export type { UpstreamStatus };

/** What the link form sends: the cloud account's username (or e-mail) and password. */
export interface UpstreamCredentials {
  username: string;
  password: string;
}

/**
 * Kept on this device per user (docs/decisions/0019), so the menu's entry is there at once and
 * the page can show the last known state when this computer's server does not answer.
 */
const statuses = serverState<UpstreamStatus>({
  name: 'trilha-upstream',
  fetch: () => apiGet<UpstreamStatus>('/api/upstream/status'),
  keep: 'device',
  parse: trustedBy(upstreamStatusSchema),
  freshFor: 30_000,
});

/** How often the page reads the status again while it is open (pending, last sync). */
export const STATUS_REFRESH_MS = 5000;

/** Who may see the link: signed in, and not a room's guest (the API answers them 403). */
function useReaderId(): string | null {
  return useAuth((state) => (state.user && state.user.role !== 'guest' ? state.user.id : null));
}

/** The hub's link to the cloud; `everyMs` reads it again that often while mounted. */
export function useUpstreamStatus(everyMs?: number): ServerState<UpstreamStatus> {
  const id = useReaderId();
  useEffect(() => {
    if (id === null || !everyMs) return;
    const timer = setInterval(() => void statuses.refresh(id), everyMs);
    return () => clearInterval(timer);
  }, [id, everyMs]);
  return statuses.useValue(id);
}

/** What the page shows: the status as last known, and why it may be out of date. */
export interface UpstreamPage {
  status: UpstreamStatus | undefined;
  /**
   * 'unreachable': this computer's server did not answer the last read (`status` is the last
   * known one, or none); 'refused': it answered with an error (`error`).
   */
  problem: 'unreachable' | 'refused' | null;
  error: unknown;
}

/**
 * The status read again every STATUS_REFRESH_MS, with the last read's failure kept while the
 * next read runs: a notice that this computer does not answer stays put instead of blinking
 * off at every try.
 */
export function useUpstreamPage(): UpstreamPage {
  const read = useUpstreamStatus(STATUS_REFRESH_MS);
  const [settledError, setSettledError] = useState<unknown>(undefined);
  useEffect(() => {
    if (!read.loading) setSettledError(read.error);
  }, [read.loading, read.error]);
  const error = read.loading ? settledError : read.error;
  const problem = error === undefined ? null : isNetworkError(error) ? 'unreachable' : 'refused';
  return { status: read.data, problem, error };
}

/** Whether this server links to a cloud at all, as far as this device knows. */
export function useUpstreamConfigured(): boolean {
  return useUpstreamStatus().data?.configured === true;
}

/** The hook for the page's buttons: each call stores the status the server answered. */
export function useUpstreamActions() {
  const id = useReaderId();
  const keep = async (answer: Promise<UpstreamStatus>) => {
    const status = await answer;
    if (id !== null) await statuses.store(id, status);
    return status;
  };
  return {
    link: (credentials: UpstreamCredentials) =>
      keep(apiPost<UpstreamStatus>('/api/upstream/link', credentials)),
    unlink: () => keep(apiDelete<UpstreamStatus>('/api/upstream/link')),
    syncNow: () => keep(apiPost<UpstreamStatus>('/api/upstream/sync')),
    /** Reads the status again now ('Tentar novamente' when this computer's server did not answer). */
    reload: async () => {
      if (id !== null) await statuses.refresh(id);
    },
  };
}
