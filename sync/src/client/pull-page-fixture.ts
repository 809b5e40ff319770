import type { PullResponse } from '../protocol';

/** A pull answer for tests: an empty last page unless `fields` say otherwise. */
export const pullPage = (fields: Partial<PullResponse>): PullResponse => ({
  cursor: 'c',
  hasMore: false,
  changes: [],
  removedProjects: [],
  lastMutationId: 0,
  rejected: [],
  ...fields,
});
