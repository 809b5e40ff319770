import { useNetwork } from '@mantine/hooks';
import type { Profile } from '@trilha/shared';
import { useCallback, useEffect, useState } from 'react';
import { apiGet, errorText, isNetworkError } from '../../lib/api';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: Profile }
  /** No connection: the profile lives on the server only. */
  | { status: 'offline' }
  | { status: 'error'; message: string | undefined };

const PROFILE_PATH = '/api/users/profile';

/**
 * The signed-in user's profile (GET /api/users/profile). Offline it reports 'offline' instead of
 * failing, and loads by itself once the connection is back. `refresh` reloads quietly after a
 * save: the form stays on screen, and a failed refresh keeps what is shown.
 */
export function useProfile() {
  const { online } = useNetwork();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  const load = useCallback(async () => {
    // useNetwork starts out assuming online; the browser knows better on the first render.
    if (!navigator.onLine) {
      setState({ status: 'offline' });
      return;
    }
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', profile: await apiGet<Profile>(PROFILE_PATH) });
    } catch (error) {
      setState(
        isNetworkError(error)
          ? { status: 'offline' }
          : { status: 'error', message: errorText(error, '') || undefined },
      );
    }
  }, []);

  const refresh = useCallback(async () => {
    try {
      const profile = await apiGet<Profile>(PROFILE_PATH);
      setState({ status: 'ready', profile });
    } catch (error) {
      console.warn('profile refresh failed', error);
    }
  }, []);

  const needsLoad = state.status === 'loading' || state.status === 'offline';
  useEffect(() => {
    if (!needsLoad) return;
    if (online) void load();
    else setState({ status: 'offline' });
  }, [online, needsLoad, load]);

  return { state, reload: load, refresh };
}
