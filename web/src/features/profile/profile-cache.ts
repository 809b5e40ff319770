import { type Profile, profileSchema } from '@trilha/shared';
import { trustedBy, userStorage } from '../../lib/user-cache';

/**
 * The last profile this device read from the server, per user, so 'Meu Perfil' opens offline
 * (docs/architecture.md: only AI, checkout and admin need a live connection). Read-only: a save still
 * needs the server, which owns the profile; offline the form refuses to save and says why.
 * A copy written by an older version (or edited by hand) is ignored, not trusted.
 */
const profiles = userStorage('trilha-profile', trustedBy(profileSchema));

export function readCachedProfile(userId: string): Profile | null {
  return profiles.read(userId) ?? null;
}

export const writeCachedProfile: (userId: string, profile: Profile) => void = profiles.write;
