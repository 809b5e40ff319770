import { useNetwork } from '@mantine/hooks';
import type { Profile } from '@trilha/shared';
import { useCallback, useEffect, useState } from 'react';
import { apiGet, errorText, isNetworkError } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { readCachedProfile, writeCachedProfile } from './profile-cache';

export type ProfileState =
  | { status: 'loading' }
  /** `fromDevice`: the copy kept on this device, shown while the server cannot be reached. */
  | { status: 'ready'; profile: Profile; fromDevice: boolean }
  /** No connection, and no copy of the profile on this device yet. */
  | { status: 'offline' }
  | { status: 'error'; message: string | undefined };

const PROFILE_PATH = '/api/users/profile';

/**
 * The signed-in user's profile (GET /api/users/profile), kept on the device after each read.
 * Offline it shows that copy (or reports 'offline' when there is none) and loads from the server
 * by itself once the connection is back. `refresh` reloads quietly after a save: the form stays
 * on screen, and a failed refresh keeps what is shown.
 */
export function useProfile() {
  const { online } = useNetwork();
  const userId = useAuth((state) => state.user?.id);
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  const fetchProfile = useCallback(async () => {
    const profile = await apiGet<Profile>(PROFILE_PATH);
    if (userId) writeCachedProfile(userId, profile);
    return profile;
  }, [userId]);

  const offlineState = useCallback((): ProfileState => {
    const kept = userId ? readCachedProfile(userId) : null;
    return kept ? { status: 'ready', profile: kept, fromDevice: true } : { status: 'offline' };
  }, [userId]);

  const load = useCallback(async () => {
    // useNetwork starts out assuming online; the browser knows better on the first render.
    if (!navigator.onLine) {
      setState(offlineState());
      return;
    }
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    try {
      setState({ status: 'ready', profile: await fetchProfile(), fromDevice: false });
    } catch (error) {
      setState(
        isNetworkError(error)
          ? offlineState()
          : { status: 'error', message: errorText(error, '') || undefined },
      );
    }
  }, [fetchProfile, offlineState]);

  const refresh = useCallback(async () => {
    try {
      setState({ status: 'ready', profile: await fetchProfile(), fromDevice: false });
    } catch (error) {
      console.warn('profile refresh failed', error);
    }
  }, [fetchProfile]);

  // Load at first, and again when the connection comes back to anything not from the server.
  const needsLoad =
    state.status === 'loading' ||
    state.status === 'offline' ||
    (state.status === 'ready' && state.fromDevice);
  useEffect(() => {
    if (!needsLoad) return;
    if (online) void load();
    else setState(offlineState());
  }, [online, needsLoad, load, offlineState]);

  return { state, reload: load, refresh };
}
