import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { SyncContextProvider, type UserSync } from '../src/project-data/SyncProvider';
import { renderPage, setupI18n } from './render';
import { createTestUserSync, signIn } from './user-sync';

/**
 * What every workspace component test starts from: pt-BR texts, a signed-in user with a fresh
 * local database per test (closed after it), and one project in it, plus whatever `seed` adds.
 */
export function workspaceTestProject(
  projectId: string,
  options: { name?: string; seed?(sync: UserSync): Promise<unknown> } = {},
) {
  let sync: UserSync | undefined;
  beforeAll(async () => {
    await setupI18n('pt-BR');
  });
  beforeEach(async () => {
    sync = createTestUserSync();
    signIn();
    await sync.client.mutate('project.create', {
      id: projectId,
      name: options.name ?? 'App',
      description: '',
    });
    await options.seed?.(sync);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sync?.db.close();
  });
  const current = () => {
    if (!sync) throw new Error('workspaceTestProject: no test is running');
    return sync;
  };
  return {
    get sync() {
      return current();
    },
    /** Renders a screen inside the app's providers, with this test's local database. */
    render: (element: ReactElement) =>
      renderPage(<SyncContextProvider value={current()}>{element}</SyncContextProvider>),
  };
}
