import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/http';
import { signIn, signOut, testUser } from '../../test/user-sync';
import { installUnauthorizedRedirect, useAuth } from '../lib/auth-store';
import { SyncProvider, useUserSync } from './SyncProvider';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => <SyncProvider>{children}</SyncProvider>;

it("signs the records created on this device with the signed-in user's name, before any push", async () => {
  // No server: every write stays local and queued.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  const user = signIn(testUser({ id: '0190c000-0000-7000-8000-0000000009a1', name: 'Ana Souza' }));
  const { result } = renderHook(() => useUserSync(), { wrapper });
  await waitFor(() => expect(result.current).not.toBeNull());
  const sync = result.current;
  if (!sync) throw new Error('no sync');
  const projectId = '0190c000-0000-7000-8000-0000000009b1';
  const ideaId = '0190c000-0000-7000-8000-0000000009b2';
  await sync.client.mutateAll([
    { name: 'project.create', args: { id: projectId, name: 'Oficina' } },
    // A client that names another author is not believed, here as on the server.
    {
      name: 'idea.create',
      args: { id: ideaId, projectId, title: 'T', description: 'd', authorName: 'Outra' },
    },
  ]);
  expect(await sync.db.ideas.get(ideaId)).toMatchObject({
    authorId: user.id,
    authorName: 'Ana Souza',
  });

  // Renamed in the profile: the next records carry the new name.
  signIn({ ...user, name: 'Ana S.' });
  await waitFor(() => expect(sync.client.authorName).toBe('Ana S.'));
});

it.each([
  ['a room’s guest is signed out here and sent to /login, which says the room closed', 'guest'],
  ['a member keeps their account here, their changes waiting for a new sign-in', 'user'],
] as const)('when the sync meets an ended session (401), %s', async (_, role) => {
  vi.stubGlobal('fetch', async () =>
    jsonResponse({ error: 'Sessão encerrada', code: 'unauthenticated' }, 401),
  );
  const navigate = vi.fn();
  installUnauthorizedRedirect(navigate);
  const user = signIn(testUser({ id: '0190c000-0000-7000-8000-0000000009a2', role }));
  const { result } = renderHook(() => useUserSync(), { wrapper });
  if (role === 'guest') {
    await waitFor(() => expect(useAuth.getState().user).toBeNull());
    expect(useAuth.getState().roomClosed).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/login');
  } else {
    await waitFor(() =>
      expect(result.current?.client.status.getState().problem).toBe('unauthenticated'),
    );
    expect(useAuth.getState().user).toBe(user);
    expect(navigate).not.toHaveBeenCalled();
  }
});
