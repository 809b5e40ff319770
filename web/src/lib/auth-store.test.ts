import { AUTH_USER_STORAGE_KEY } from '@trilha/shared';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/http';
import { testUser } from '../../test/user-sync';

// The store starts when its module loads: each test loads a fresh one after arranging storage.
const freshStore = async () => {
  vi.resetModules();
  return (await import('./auth-store')).useAuth;
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('takes what the server says of the user, and signs out when the session has ended', async () => {
  localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(testUser()));
  const fetchMock = vi.fn(async () => jsonResponse({ user: testUser({ name: 'Ana Lima' }) }));
  vi.stubGlobal('fetch', fetchMock);
  const useAuth = await freshStore();
  await useAuth.getState().checkSession();
  expect(useAuth.getState().user?.name).toBe('Ana Lima');

  fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Não autenticado' }, 401));
  await useAuth.getState().checkSession();
  expect(useAuth.getState()).toMatchObject({
    user: null,
    isAuthenticated: false,
    isLoading: false,
  });
  expect(localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
});

it.each([
  ['knows no one', null],
  ['kept a user', JSON.stringify(testUser())],
])('waits for the session check when this device %s', async (_, kept) => {
  if (kept !== null) localStorage.setItem(AUTH_USER_STORAGE_KEY, kept);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ user: testUser() })),
  );
  const useAuth = await freshStore();
  expect(useAuth.getState()).toMatchObject({ user: null, isLoading: true });
  await useAuth.getState().checkSession();
  expect(useAuth.getState()).toMatchObject({ isAuthenticated: true, isLoading: false });
});

it.each([
  ['kept something that is no user', '{"name":"Ana"}'],
  ['kept something that is not JSON', '{"id":'],
])('does not open offline for what this device %s', async (_, kept) => {
  localStorage.setItem(AUTH_USER_STORAGE_KEY, kept);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const useAuth = await freshStore();
  await useAuth.getState().checkSession();
  expect(useAuth.getState()).toMatchObject({ user: null, isAuthenticated: false });
});

it('stays signed in offline as the user this device knew', async () => {
  localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(testUser()));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const useAuth = await freshStore();
  await useAuth.getState().checkSession();
  expect(useAuth.getState()).toMatchObject({ isAuthenticated: true, offline: true });
});

it.each([
  ['a room’s guest, whose room was closed: the sign-in page says so', 'guest', true],
  ['a member', 'user', false],
] as const)(
  'knows, when the session this device kept has ended, whether it was %s',
  async (_, role, roomClosed) => {
    localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(testUser({ role })));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'Não autenticado' }, 401)),
    );
    const useAuth = await freshStore();
    await useAuth.getState().checkSession();
    expect(useAuth.getState()).toMatchObject({ user: null, isAuthenticated: false, roomClosed });

    // The next sign-in (a member's, or a new room's join) forgets it.
    useAuth.getState().signedIn(testUser());
    expect(useAuth.getState().roomClosed).toBe(false);
  },
);

it('ends a guest’s session on a refused change (401): signed out, to /login, the room closed', async () => {
  const guest = testUser({ role: 'guest' });
  localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(guest));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ error: 'Não autenticado' }, 401)),
  );
  vi.resetModules();
  const { useAuth, installUnauthorizedRedirect } = await import('./auth-store');
  const { apiPost } = await import('./api');
  const navigate = vi.fn();
  installUnauthorizedRedirect(navigate);
  useAuth.getState().signedIn(guest);
  await expect(apiPost('/api/projects/p/ideas', { title: 'x' })).rejects.toThrow();
  expect(navigate).toHaveBeenCalledWith('/login');
  expect(useAuth.getState()).toMatchObject({
    user: null,
    isAuthenticated: false,
    roomClosed: true,
  });
  expect(localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
});
