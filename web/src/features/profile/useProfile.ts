import { type Profile, profileSchema } from '@trilha/shared';
import { useCallback } from 'react';
import { apiGet, errorText } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { serverState, shownOf, trustedBy } from '../../lib/server-state';

export type ProfileState =
  | { status: 'loading' }
  /** `fromDevice`: the copy kept on this device, shown while the server cannot be reached. */
  | { status: 'ready'; profile: Profile; fromDevice: boolean }
  /** No connection, and no copy of the profile on this device yet. */
  | { status: 'offline' }
  | { status: 'error'; message: string | undefined };

/**
 * The last profile this device read from the server, per user, so 'Meu Perfil' opens offline
 * (docs/architecture.md: only AI, checkout and admin need a live connection). Read-only: a save
 * still needs the server, which owns the profile; offline the form refuses to save and says
 * why. A copy written by an older version (or edited by hand) is ignored, not trusted.
 */
const profiles = serverState<Profile>({
  name: 'trilha-profile',
  fetch: () => apiGet<Profile>('/api/users/profile'),
  keep: 'device',
  parse: trustedBy(profileSchema),
});

/**
 * The signed-in user's profile (GET /api/users/profile), kept on the device after each read.
 * Offline it shows that copy (or reports 'offline' when there is none) and loads from the server
 * by itself once the connection is back. `refresh` reloads quietly after a save: the form stays
 * on screen, and a failed refresh keeps what is shown.
 */
export function useProfile() {
  const userId = useAuth((state) => state.user?.id) ?? null;
  const read = profiles.useValue(userId);
  const reload = useCallback(async () => {
    if (userId) await profiles.refresh(userId);
  }, [userId]);
  const { data: profile, error } = read;
  const shown = shownOf(read);
  const state: ProfileState =
    profile && (shown === 'server' || shown === 'device')
      ? { status: 'ready', profile, fromDevice: shown === 'device' }
      : shown === 'refused'
        ? { status: 'error', message: errorText(error, '') || undefined }
        : { status: shown === 'offline' ? 'offline' : 'loading' };
  return { state, reload, refresh: reload };
}
