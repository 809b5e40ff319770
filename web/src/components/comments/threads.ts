import { byCreation, type Comment } from '@trilha/shared';

/** A thread: its first comment, which holds the thread's state, and its replies in order. */
export interface CommentThread {
  first: Comment;
  replies: Comment[];
}

/**
 * The comments as threads, oldest first (docs/decisions/0023). A reply whose first comment is
 * not here (deleted on another device before this one pulled the deletion) is left out: it
 * goes with its thread.
 */
export function threadsOf(comments: readonly Comment[]): CommentThread[] {
  const sorted = [...comments].sort(byCreation);
  const threads = new Map<string, CommentThread>();
  for (const comment of sorted) {
    if (comment.parentId === null) threads.set(comment.id, { first: comment, replies: [] });
  }
  for (const comment of sorted) {
    if (comment.parentId !== null) threads.get(comment.parentId)?.replies.push(comment);
  }
  return [...threads.values()];
}

/** The threads not resolved yet. */
export const openThreads = (threads: readonly CommentThread[]) =>
  threads.filter((thread) => !thread.first.resolved);

/** How many comments the open threads hold: the figure of a card's comments button. */
export const openCommentCount = (comments: readonly Comment[]) =>
  openThreads(threadsOf(comments)).reduce((sum, thread) => sum + 1 + thread.replies.length, 0);
