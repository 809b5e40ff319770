import type { PullResponse } from '../protocol';

type Change = PullResponse['changes'][number];

const keyOf = (change: Change) =>
  `${change.entity}:${'deleted' in change ? change.id : String(change.row.id)}`;

/**
 * Two consecutive pull pages as one, as if the server had answered them together: a record in
 * both keeps its later state, a project removed in the first and back in the second stays.
 * A first sync writes a few large pages instead of many small ones: each commit wakes every
 * live query over the tables it touched, and a new device's screens would read the growing
 * tables again after every page (docs/decisions/0015).
 */
export function joinPages(earlier: PullResponse, later: PullResponse): PullResponse {
  const changes = new Map<string, Change>();
  for (const change of [...earlier.changes, ...later.changes]) {
    const key = keyOf(change);
    changes.delete(key);
    changes.set(key, change);
  }
  const back = new Set(
    later.changes.flatMap((change) =>
      change.entity === 'projects' && !('deleted' in change) ? [String(change.row.id)] : [],
    ),
  );
  return {
    cursor: later.cursor,
    hasMore: later.hasMore,
    changes: [...changes.values()],
    removedProjects: [
      ...earlier.removedProjects.filter((id) => !back.has(id)),
      ...later.removedProjects,
    ],
    lastMutationId: Math.max(earlier.lastMutationId, later.lastMutationId),
    rejected: [...earlier.rejected, ...later.rejected],
  };
}
