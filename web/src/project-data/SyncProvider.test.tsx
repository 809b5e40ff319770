import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { signIn, signOut, testUser } from '../../test/user-sync';
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
