import type { ProjectRole } from '@trilha/shared';
import { useEffect } from 'react';
import { create } from 'zustand';
import { apiGet, isNetworkError } from '../../lib/api';
import { useAuth } from '../auth/auth-store';

/**
 * The user's role in each shared project (GET /api/shared-projects), kept on this device
 * (localStorage, per user) so that the cards' marker and a viewer's notice show offline too.
 * Membership is not part of the synced data; it is read again when a screen that shows it
 * mounts, at most every FRESH_FOR_MS, and after the user changes it.
 */
type Roles = Record<string, ProjectRole>;
const storageKey = (userId: string) => `trilha-shared-projects:${userId}`;
const FRESH_FOR_MS = 30_000;

const useStore = create<{ userId: string | null; roles: Roles }>()(() => ({
  userId: null,
  roles: {},
}));
const readAt = new Map<string, number>();

function readSaved(userId: string): Roles {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Roles) : {};
  } catch {
    return {};
  }
}

export async function refreshSharedProjects(userId: string): Promise<void> {
  readAt.set(userId, Date.now());
  try {
    const list = await apiGet<{ projectId: string; role: ProjectRole }[]>('/api/shared-projects');
    const roles = Object.fromEntries(list.map(({ projectId, role }) => [projectId, role]));
    try {
      localStorage.setItem(storageKey(userId), JSON.stringify(roles));
    } catch {
      // Storage full or disabled: known for this visit only.
    }
    if (useStore.getState().userId === userId) useStore.setState({ roles });
  } catch (error) {
    readAt.delete(userId);
    if (!isNetworkError(error)) console.error('reading the shared projects failed', error);
  }
}

/** projectId → the user's role, for the projects shared with or by them. */
export function useSharedProjectRoles(): Roles {
  const userId = useAuth((state) => state.user?.id ?? null);
  useEffect(() => {
    if (useStore.getState().userId !== userId) {
      useStore.setState({ userId, roles: userId ? readSaved(userId) : {} });
    }
    if (userId && Date.now() - (readAt.get(userId) ?? 0) > FRESH_FOR_MS) {
      void refreshSharedProjects(userId);
    }
  }, [userId]);
  return useStore((state) => (state.userId === userId ? state.roles : {}));
}
