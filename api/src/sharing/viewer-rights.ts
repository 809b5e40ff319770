import type { AnyRow, MutationTransaction, SyncedEntity } from '@trilha/sync';

/**
 * What a viewer of a project writes (docs/decisions/0023): feedback is what viewers are for,
 * so they write comments — new ones, their own ones changed or deleted (a thread of theirs
 * with the replies it takes along) — and nothing else. Checked by ProjectWriteAccess before
 * each write of a mutation, for REST and sync alike; the mutators' own rules (only the author
 * edits a text, the author or the owner deletes) apply to everyone on top.
 */
export interface ViewerWrite {
  write: 'insert' | 'update' | 'remove' | 'vote';
  entity: SyncedEntity;
  row: AnyRow;
}

const isOwnComment = (row: AnyRow | undefined, userId: string) =>
  row !== undefined && row.authorId === userId;

export async function viewerMayWrite(
  read: Pick<MutationTransaction, 'get' | 'userId'>,
  { write, entity, row }: ViewerWrite,
): Promise<boolean> {
  if (entity !== 'comments') return false;
  switch (write) {
    case 'insert': // signed with the viewer's own id by the mutator
      return isOwnComment(row, read.userId);
    case 'update':
      return isOwnComment(row, read.userId);
    case 'remove': {
      if (isOwnComment(row, read.userId)) return true;
      // The replies that a thread of theirs takes along.
      const parentId = typeof row.parentId === 'string' ? row.parentId : undefined;
      const thread = parentId ? await read.get('comments', parentId) : undefined;
      return isOwnComment(thread as AnyRow | undefined, read.userId);
    }
    case 'vote':
      return false;
  }
}
