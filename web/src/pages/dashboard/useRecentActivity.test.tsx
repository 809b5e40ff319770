import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestUserSync, signIn, TEST_USER_ID } from '../../../test/user-sync';
import { SyncContextProvider, type UserSync } from '../../project-data/SyncProvider';
import { useRecentActivity } from './useRecentActivity';

const ALPHA = '0190c000-0000-7000-8000-0000000000a1';
const GONE = '0190c000-0000-7000-8000-0000000000a9';
const id = (n: number) => `0190c000-0000-7000-8000-${String(n).padStart(12, '0')}`;
/** Minute `n` of one morning: a later minute is a later edit. */
const at = (n: number) => new Date(Date.UTC(2026, 5, 1, 9, n)).toISOString();

let sync: UserSync;

beforeEach(() => {
  sync = createTestUserSync();
  signIn();
});

afterEach(() => {
  sync.db.close();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SyncContextProvider value={sync}>{children}</SyncContextProvider>
);

const idea = (n: number, projectId: string) => ({
  id: id(n),
  projectId,
  title: `Ideia ${n}`,
  description: '',
  category: null,
  votes: 0,
  roundId: null,
  createdAt: at(n),
  updatedAt: at(n),
});

it('lists the newest records across tables, reading only the newest few of each', async () => {
  const { db } = sync;
  await db.projects.add({
    id: ALPHA,
    name: 'Alfa',
    description: '',
    ownerId: TEST_USER_ID,
    currentPhase: 1,
    status: 'active',
    createdAt: at(0),
    updatedAt: at(0),
  } as never);
  // 40 ideas in Alfa (minutes 1–40), a persona created now, and newer ideas of a project no
  // longer on this device (minutes 55–59), which are never shown.
  await db.ideas.bulkAdd(Array.from({ length: 40 }, (_, i) => idea(i + 1, ALPHA)) as never[]);
  await sync.client.mutate('persona.create', { id: id(100), projectId: ALPHA, name: 'Joana' });
  await db.ideas.bulkAdd(Array.from({ length: 5 }, (_, i) => idea(55 + i, GONE)) as never[]);

  let ideasRead = 0;
  const countReads = (row: unknown) => {
    ideasRead += 1;
    return row;
  };
  db.ideas.hook('reading', countReads);

  const { result } = renderHook(() => useRecentActivity(3), { wrapper });
  await waitFor(() => expect(result.current).toBeDefined());
  expect(result.current).toEqual([
    {
      kind: 'personas',
      id: id(100),
      title: 'Joana',
      projectId: ALPHA,
      projectName: 'Alfa',
      updatedAt: expect.any(String),
    },
    {
      kind: 'ideas',
      id: id(40),
      title: 'Ideia 40',
      projectId: ALPHA,
      projectName: 'Alfa',
      updatedAt: at(40),
    },
    {
      kind: 'ideas',
      id: id(39),
      title: 'Ideia 39',
      projectId: ALPHA,
      projectName: 'Alfa',
      updatedAt: at(39),
    },
  ]);
  // The 5 orphans and the 3 newest of Alfa, walking the updatedAt index from the end: not 45.
  expect(ideasRead).toBeGreaterThan(0);
  expect(ideasRead).toBeLessThanOrEqual(8);
  db.ideas.hook('reading').unsubscribe(countReads);
});
