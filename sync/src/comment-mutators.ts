import {
  type CommentTargetType,
  commentCreateSchema,
  commentUpdateSchema,
  deferred,
  idSchema,
} from '@trilha/shared';
import { z } from 'zod';
import type { ChildEntity } from './entities';
import { MutationRejected } from './mutation-rejected';
import type { MutationTransaction } from './mutation-transaction';
import type { Mutator } from './mutator-args';
import { authorOf, byId, mutator } from './mutator-args';
import { idTaken, notFound } from './refusals';

/**
 * Comments and feedback (docs/decisions/0023). A thread is a comment on the project or on one
 * of its records, and its replies (one level: a reply answers the thread's first comment and
 * is about the same target). Resolving and reopening are the thread's, kept on its first
 * comment.
 *
 * Who does what is checked here against the acting user, the same on a device and on the
 * server: only the author changes a comment's text; the author or the project's owner deletes
 * it (a thread's first comment takes its replies along). Who may write at all is the server's
 * ProjectWriteAccess: a viewer writes comments and only their own (api/src/sharing).
 */

const createArgs = deferred(() => commentCreateSchema.extend({ id: idSchema }));
const updateArgs = deferred(() => z.object({ id: idSchema, changes: commentUpdateSchema }));

/** Refuses a target that is not the project or a live record of it. */
async function checkTarget(
  tx: MutationTransaction,
  projectId: string,
  targetType: CommentTargetType,
  targetId: string,
): Promise<void> {
  if (targetType === 'project') {
    if (targetId !== projectId) throw notFound('projects');
    return;
  }
  const target = await tx.get(targetType as ChildEntity, targetId);
  if (target?.projectId !== projectId) throw notFound(targetType);
}

/** The thread a reply goes into: a live first comment of the same project. */
async function threadOf(tx: MutationTransaction, projectId: string, parentId: string) {
  const parent = await tx.get('comments', parentId);
  if (parent?.projectId !== projectId) throw notFound('comments');
  if (parent.parentId !== null) throw new MutationRejected('invalid', 'comment.reply_to_reply');
  return parent;
}

export const COMMENT_MUTATORS: Readonly<Record<string, Mutator>> = {
  'comment.create': mutator(createArgs, async (tx, args) => {
    if (!(await tx.get('projects', args.projectId))) throw notFound('projects');
    const status = await tx.idStatus('comments', args.id);
    if (status === 'foreign') throw idTaken();
    if (status !== 'absent') return; // a retried create: already there (or already deleted)
    // A reply is about its thread's target, whatever the device sent.
    const thread = args.parentId ? await threadOf(tx, args.projectId, args.parentId) : undefined;
    const target = thread ?? args;
    await checkTarget(tx, args.projectId, target.targetType, target.targetId);
    const now = tx.now();
    await tx.insert('comments', {
      ...args,
      targetType: target.targetType,
      targetId: target.targetId,
      targetTitle: target.targetTitle,
      resolved: false,
      resolvedAt: null,
      resolvedBy: null,
      ...authorOf(tx),
      createdAt: now,
      updatedAt: now,
    });
  }),

  /** The author edits the text; anyone who may write resolves or reopens the thread. */
  'comment.update': mutator(updateArgs, async (tx, { id, changes }) => {
    const comment = await tx.get('comments', id);
    if (!comment) throw notFound('comments');
    const editsText = changes.text !== undefined || changes.mentions !== undefined;
    if (editsText && comment.authorId !== tx.userId)
      throw new MutationRejected('forbidden', 'comment.author_only_edit');
    const now = tx.now();
    const resolving = changes.resolved !== undefined && changes.resolved !== comment.resolved;
    if (resolving && comment.parentId !== null)
      throw new MutationRejected('invalid', 'comment.resolve_thread_only');
    await tx.update('comments', id, {
      ...changes,
      ...(resolving && {
        resolvedAt: changes.resolved ? now : null,
        resolvedBy: changes.resolved ? tx.userId : null,
      }),
      updatedAt: now,
    });
  }),

  /** A thread's first comment goes with its replies: nothing would show them any more. */
  'comment.delete': mutator(byId, async (tx, { id }) => {
    const status = await tx.idStatus('comments', id);
    if (status === 'deleted') return; // deleted on two devices: the same outcome
    const comment = status === 'live' ? await tx.get('comments', id) : undefined;
    if (!comment) throw notFound('comments');
    if (comment.authorId !== tx.userId) {
      // The project's owner moderates (on the server an administrator too: mayDeleteProject).
      const project = await tx.get('projects', comment.projectId);
      if (!project || !tx.mayDeleteProject(project))
        throw new MutationRejected('forbidden', 'comment.author_or_owner_delete');
    }
    for (const replyId of await tx.childIds('comments', 'parentId', id))
      await tx.remove('comments', replyId);
    await tx.remove('comments', id);
  }),
};
