import { createTestUserSync, signIn } from './user-sync';

/**
 * A signed-in user whose device believes it is online (the engine is not started, so nothing is
 * really sent): for screens that call the server directly, like the AI chat and analysis.
 */
export function signedInOnline() {
  signIn();
  const sync = createTestUserSync();
  sync.client.status.setState({ online: true });
  return sync;
}
