import { DataDirError } from '../src/db/data-dir-lock';
import type { EmbeddedPostgres } from '../src/db/embedded';

/**
 * The DataDirError of an embedded database's start that must be refused. A start that succeeds
 * instead is stopped and fails the test, as does any other error.
 */
export async function refusal(starting: Promise<EmbeddedPostgres>): Promise<DataDirError> {
  const outcome = await starting.then(
    async (embedded) => {
      await embedded.stop();
      return new Error('it started');
    },
    (error: unknown) => error,
  );
  if (outcome instanceof DataDirError) return outcome;
  throw outcome;
}
