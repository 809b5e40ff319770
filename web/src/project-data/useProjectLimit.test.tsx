import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PRO_PLAN, summary } from '../../test/billing-fixtures';
import { createTestUserSync, signIn, TEST_USER_ID } from '../../test/user-sync';
import { storeSubscription } from '../lib/current-plan';
import { SyncContextProvider, type UserSync } from './SyncProvider';
import { useProjectLimit } from './useProjectLimit';

const id = (n: number) => `0190c000-0000-7000-8000-0000000003${String(n).padStart(2, '0')}`;
let sync: UserSync;

beforeEach(() => {
  sync = createTestUserSync();
  signIn();
  storeSubscription(
    TEST_USER_ID,
    summary({ plan: { ...PRO_PLAN, displayName: 'Free', maxProjects: 2 } }),
  );
});

afterEach(() => {
  sync.db.close();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SyncContextProvider value={sync}>{children}</SyncContextProvider>
);

it('counts only the projects the user owns (a shared one is its owner’s), live', async () => {
  await sync.client.mutate('project.create', { id: id(1), name: 'Minha', description: '' });
  // Shared with this user by someone else: on this device, but not counted against this plan.
  const mine = await sync.db.projects.get(id(1));
  await sync.db.projects.add({ ...mine, id: id(2), ownerId: id(99) } as never);

  const { result } = renderHook(() => useProjectLimit(), { wrapper });
  await waitFor(() => expect(sync.db.projects.count()).resolves.toBe(2));
  expect(result.current).toBeNull();

  await sync.client.mutate('project.create', { id: id(3), name: 'Outra', description: '' });
  await waitFor(() =>
    expect(result.current).toEqual({ limit: 'maxProjects', max: 2, planName: 'Free' }),
  );
});
