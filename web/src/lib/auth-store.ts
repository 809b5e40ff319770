import { AUTH_USER_STORAGE_KEY, type User } from '@trilha/shared';
import { type StoreApi, useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { drawnSession } from '../prerender/marker';
import { apiGet, apiPost, HttpError, isNetworkError, setUnauthorizedHandler } from './api';

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** Whether the user was restored from this device while the server could not be reached. */
  offline: boolean;
  /**
   * The session that ended here was a room's guest's, which ends only with its room (closed, or
   * expired, docs/decisions/0020): the sign-in page says so. Cleared by the next sign-in.
   */
  roomClosed: boolean;
  checkSession(): Promise<void>;
  login(username: string, password: string): Promise<User>;
  logout(): Promise<void>;
  setUser(user: User): void;
  /** A session begun elsewhere than the login form (a room's join): the app now knows its user. */
  signedIn(user: User): void;
}

function readStoredUser(): User | null {
  try {
    const text = localStorage.getItem(AUTH_USER_STORAGE_KEY);
    const user = text ? (JSON.parse(text) as Partial<User> | null) : null;
    // Offline, the app opens for this user: anything without an id (an entry edited by hand,
    // an old format) is no one.
    return user !== null && typeof user === 'object' && typeof user.id === 'string'
      ? (user as User)
      : null;
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

type SessionFields = Pick<
  AuthState,
  'user' | 'isAuthenticated' | 'isLoading' | 'offline' | 'roomClosed'
>;

/** The state a page drawn before its script starts from (see drawnSession); else loading. */
function drawnState(): SessionFields {
  const drawn = drawnSession();
  if (!drawn)
    return {
      user: null,
      isAuthenticated: false,
      isLoading: true,
      offline: false,
      roomClosed: false,
    };
  return {
    user: drawn.user,
    isAuthenticated: drawn.user !== null,
    isLoading: false,
    offline: false,
    roomClosed: false,
  };
}

/**
 * Auth state per spec section 4, made offline-first: the signed-in user is also kept in
 * localStorage (`auth_user`), so that with no network the app opens for them with their local
 * data. Signing out or a 401 never deletes local data: unsynced work waits in that user's own
 * database until they sign in again.
 */
const authStore = createStore<AuthState>()((set, get) => ({
  // The initial state is also what a hydrating page's first render sees (the server snapshot,
  // below), so a drawn page's known start goes here, not in a later set().
  ...drawnState(),

  async checkSession() {
    try {
      const { user } = await apiGet<{ user: User }>('/api/auth/me');
      storeUser(user);
      // The user the page started with, if the server says the same: every screen that reads
      // the user would otherwise draw again for nothing (all of a drawn page, at once).
      const known = get().user;
      const same = known !== null && JSON.stringify(known) === JSON.stringify(user);
      set({ user: same ? known : user, isAuthenticated: true, isLoading: false, offline: false });
    } catch (error) {
      const stored = readStoredUser();
      if (isNetworkError(error) && stored) {
        set({ user: stored, isAuthenticated: true, isLoading: false, offline: true });
        return;
      }
      if (error instanceof SyntaxError) console.warn('session check: the answer was not JSON');
      const ended = error instanceof HttpError && error.status === 401;
      if (ended) storeUser(null);
      // A guest's session ends only with their room: the app, opened again, says it closed.
      const guest = (get().user ?? stored)?.role === 'guest';
      set({ user: null, isAuthenticated: false, isLoading: false, offline: false });
      if (ended && guest) set({ roomClosed: true });
    }
  },

  async login(username, password) {
    set({ isLoading: true });
    try {
      const { user } = await apiPost<{ user: User }>('/api/auth/login', { username, password });
      storeUser(user);
      set({ user, isAuthenticated: true, isLoading: false, offline: false, roomClosed: false });
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

  signedIn(user) {
    storeUser(user);
    set({ user, isAuthenticated: true, isLoading: false, offline: false, roomClosed: false });
  },
}));

/**
 * React renders a page it hydrates, and one the server draws, from the store's server
 * snapshot, which zustand takes from `getInitialState()`. In the browser that is the state the
 * store started with, the page's own. The server draws page after page, each for its reader, in
 * one module: there it is the page being drawn (kept while its reader is the same, as React
 * wants the same snapshot on every call of one render).
 */
let drawing: AuthState | undefined;
const snapshotStore: StoreApi<AuthState> =
  typeof document === 'undefined'
    ? {
        ...authStore,
        getInitialState() {
          const fields = drawnState();
          if (drawing?.user !== fields.user) drawing = { ...authStore.getState(), ...fields };
          return drawing;
        },
      }
    : authStore;

const whole = (state: AuthState) => state;

export const useAuth = Object.assign(
  <T = AuthState>(select?: (state: AuthState) => T): T =>
    useStore(snapshotStore, (select ?? whole) as (state: AuthState) => T),
  authStore,
);

let toLogin: ((path: string) => void) | undefined;

/**
 * The server ended this session (a 401): drops the stored user and goes to /login (spec
 * section 8), which says so when it was a room's guest's — their room was closed.
 */
export function sessionEnded() {
  const roomClosed = authStore.getState().user?.role === 'guest';
  storeUser(null);
  authStore.setState({ user: null, isAuthenticated: false, roomClosed });
  toLogin?.('/login');
}

/** Spec section 8: a 401 on a change request ends the session here (sessionEnded). */
export function installUnauthorizedRedirect(navigate: (path: string) => void) {
  toLogin = navigate;
  setUnauthorizedHandler(sessionEnded);
}
