import type { SyncedEntity } from './entities';
import { MutationRejected } from './mutation-rejected';

/** A missing (or unreachable) record: `not_found.<entity>`, a code for every kind. */
export const notFound = (entity: SyncedEntity) =>
  new MutationRejected('not_found', `not_found.${entity}`);

/** A create whose id a record of another account already has. */
export const idTaken = () => new MutationRejected('conflict', 'sync.id_taken');
