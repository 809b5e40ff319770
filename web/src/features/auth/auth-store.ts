import { AUTH_USER_STORAGE_KEY, type User } from '@trilha/shared';
import { create } from 'zustand';
import { apiGet, apiPost, HttpError, isNetworkError, setUnauthorizedHandler } from '../../lib/api';
import { startsSignedOut } from '../../prerender/marker';

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** Whether the user was restored from this device while the server could not be reached. */
  offline: boolean;
  checkSession(): Promise<void>;
  login(username: string, password: string): Promise<User>;
  logout(): Promise<void>;
  setUser(user: User): void;
}

function readStoredUser(): User | null {
  try {
    const text = localStorage.getItem(AUTH_USER_STORAGE_KEY);
    return text ? (JSON.parse(text) as User) : null;
  } catch {
    return null;
  }
}

function storeUser(user: User | null) {
  try {
    if (user) localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(AUTH_USER_STORAGE_KEY);
  } catch {
    // Storage unavailable: the session still works for this visit.
  }
}

/**
 * Auth state per spec section 4, made offline-first: the signed-in user is also kept in
 * localStorage (`auth_user`), so that with no network the app opens for them with their local
 * data. Signing out or a 401 never deletes local data: unsynced work waits in that user's own
 * database until they sign in again.
 */
export const useAuth = create<AuthState>()((set) => ({
  user: null,
  isAuthenticated: false,
  // The initial state is also what a hydrating page's first render sees (zustand's server
  // snapshot), so a prerendered page's known signed-out start goes here, not in a later set().
  isLoading: !startsSignedOut(),
  offline: false,

  async checkSession() {
    try {
      const { user } = await apiGet<{ user: User }>('/api/auth/me');
      storeUser(user);
      set({ user, isAuthenticated: true, isLoading: false, offline: false });
    } catch (error) {
      const stored = readStoredUser();
      if (isNetworkError(error) && stored) {
        set({ user: stored, isAuthenticated: true, isLoading: false, offline: true });
        return;
      }
      if (error instanceof SyntaxError) console.warn('session check: the answer was not JSON');
      if (error instanceof HttpError && error.status === 401) storeUser(null);
      set({ user: null, isAuthenticated: false, isLoading: false, offline: false });
    }
  },

  async login(username, password) {
    set({ isLoading: true });
    try {
      const { user } = await apiPost<{ user: User }>('/api/auth/login', { username, password });
      storeUser(user);
      set({ user, isAuthenticated: true, isLoading: false, offline: false });
      return user;
    } catch (error) {
      set({ user: null, isAuthenticated: false, isLoading: false });
      const message = error instanceof HttpError ? error.serverMessage : undefined;
      // The cause lets the login page tell a network failure from a refusal.
      throw new Error(message ?? 'Login failed', { cause: error });
    }
  },

  async logout() {
    try {
      await apiPost('/api/auth/logout');
    } catch (error) {
      console.warn('logout failed', error);
    } finally {
      storeUser(null);
      set({ user: null, isAuthenticated: false, offline: false });
    }
  },

  setUser(user) {
    storeUser(user);
    set({ user });
  },
}));

/** Spec section 8: a 401 on a change request drops the stored user and goes to /login. */
export function installUnauthorizedRedirect(navigate: (path: string) => void) {
  setUnauthorizedHandler(() => {
    storeUser(null);
    useAuth.setState({ user: null, isAuthenticated: false });
    navigate('/login');
  });
}
