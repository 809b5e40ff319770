import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { beforeAll } from 'vitest';
import { signedInClient, type TestClient, type TestContext } from './test-app';

/** A mutation as a device queues it: its number, name and arguments. */
export interface QueuedMutation {
  id: number;
  name: string;
  args: unknown;
}

/** POST /api/sync/push of `client`'s device `clientId`, at the current schema version. */
export const pushMutations = (client: TestClient, clientId: string, mutations: QueuedMutation[]) =>
  client.post<{ lastMutationId: number; rejected: { message: string }[] }>('/api/sync/push', {
    clientId,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations,
  });

/**
 * An ordinary account of the test app (the administrator is signed up first, so it is not
 * one), signed in before the file's tests, and a push of one of its devices.
 */
export function useSyncAccount(context: TestContext) {
  let client: TestClient | undefined;
  beforeAll(async () => {
    await signedInClient(context); // the first account is the admin
    ({ client } = await signedInClient(context));
  });
  const signedIn = () => {
    if (!client) throw new Error('useSyncAccount: used before its beforeAll ran');
    return client;
  };
  return {
    get client() {
      return signedIn();
    },
    push: (clientId: string, mutations: QueuedMutation[]) =>
      pushMutations(signedIn(), clientId, mutations),
  };
}
