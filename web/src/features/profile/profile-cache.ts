import { type Profile, profileSchema } from '@trilha/shared';

/**
 * The last profile this device read from the server, per user, so 'Meu Perfil' opens offline
 * (DESIGN.md: only AI, checkout and admin need a live connection). Read-only: a save still
 * needs the server, which owns the profile; offline the form refuses to save and says why.
 */
const keyFor = (userId: string) => `trilha-profile:${userId}`;

export function readCachedProfile(userId: string): Profile | null {
  try {
    const stored = localStorage.getItem(keyFor(userId));
    if (!stored) return null;
    // A copy written by an older version (or edited by hand) is ignored, not trusted.
    const parsed = profileSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedProfile(userId: string, profile: Profile): void {
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify(profile));
  } catch (error) {
    // A full storage only costs the offline copy; the profile itself is safe on the server.
    console.warn('the profile could not be kept on this device', error);
  }
}
