import { byCreation, type Comment, type CommentTargetType } from '@trilha/shared';
import { useAuth } from '../../lib/auth-store';
import { useProjectAccessRole } from '../../project-data/project-access';
import { useRecords } from '../../project-data/records';
import { nothingDrawn, useLocalQuery } from '../../project-data/useLocalQuery';

/** What a comment is about: the project or one record, and its title to show in lists. */
export interface CommentTarget {
  projectId: string;
  type: CommentTargetType;
  id: string;
  title: string;
}

/** The project's comments, oldest first, live from this device's database. */
export function useProjectComments(projectId: string): Comment[] | undefined {
  return useRecords('comments', projectId, byCreation).rows;
}

/** The comments about one target, live (a card's button; indexed by targetId). */
export function useTargetComments(targetId: string): Comment[] | undefined {
  return useLocalQuery(
    async (db) => db.comments.where('targetId').equals(targetId).toArray(),
    nothingDrawn,
    [targetId],
  );
}

/**
 * What the user may do with comments here (docs/decisions/0023), as the server decides it:
 * everyone in the project comments but a room's guest; only the author edits a text; the author
 * or the project's owner deletes; the thread's author, the owner and editors resolve.
 */
export function useCommentRights() {
  const role = useProjectAccessRole();
  const userId = useAuth((state) => state.user?.id);
  // No role: a project of the user's alone, which they own.
  const owner = role === undefined || role === 'owner';
  const own = (comment: Comment) => !!userId && comment.authorId === userId;
  return {
    userId,
    comments: role !== 'guest',
    edit: own,
    remove: (comment: Comment) => own(comment) || owner,
    resolve: (first: Comment) => own(first) || owner || role === 'editor',
  };
}
