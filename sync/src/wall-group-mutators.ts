import {
  deferred,
  idSchema,
  wallGroupCreateSchema,
  wallGroupKey,
  wallGroupUpdateSchema,
} from '@trilha/shared';
import { z } from 'zod';
import { MutationRejected } from './mutation-rejected';
import type { MutationTransaction } from './mutation-transaction';
import type { Mutator } from './mutator-args';
import { authorOf, byId, mutator } from './mutator-args';
import { idTaken, notFound } from './refusals';

/**
 * The wall's groups (docs/decisions/0016, "Wall groups"). A group is a record of its own, so an
 * empty one syncs; its notes are the ideas whose `category` is its name. Renaming a group
 * renames their category and deleting it empties their category, in the same mutation: it runs
 * on this device at once, again on the server's state after a pull, and on the server in
 * arrival order, so the notes another device filed under the name before the change reached
 * the server move with the group too.
 *
 * Two groups of a project never share a name (compared by `wallGroupKey`): they would share
 * their notes, and renaming one would carry the other's. The second one to reach the server is
 * refused; its notes, filed by name, are already in the first.
 */

const createArgs = deferred(() => wallGroupCreateSchema.extend({ id: idSchema }));
const updateArgs = deferred(() => z.object({ id: idSchema, changes: wallGroupUpdateSchema }));

/** Refuses `name` when another live group of the project already has it. */
async function refuseTakenName(
  tx: MutationTransaction,
  projectId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const wanted = wallGroupKey(name);
  for (const id of await tx.recordIds('wallGroups', projectId)) {
    if (id === exceptId) continue;
    const other = await tx.get('wallGroups', id);
    if (other && wallGroupKey(other.name) === wanted)
      throw new MutationRejected('conflict', 'sync.wall_group_name_taken');
  }
}

/** Files the notes of the project filed under `from` under `to` instead ('' is no group). */
async function refileNotes(
  tx: MutationTransaction,
  projectId: string,
  from: string,
  to: string,
): Promise<void> {
  const now = tx.now();
  for (const id of await tx.recordIds('ideas', projectId, { field: 'category', value: from })) {
    await tx.update('ideas', id, { category: to, updatedAt: now });
  }
}

export const WALL_GROUP_MUTATORS: Readonly<Record<string, Mutator>> = {
  'wallGroup.create': mutator(createArgs, async (tx, args) => {
    if (!(await tx.get('projects', args.projectId))) throw notFound('projects');
    const status = await tx.idStatus('wallGroups', args.id);
    if (status === 'foreign') throw idTaken();
    if (status !== 'absent') return; // a retried create: already there (or already deleted)
    await refuseTakenName(tx, args.projectId, args.name);
    const now = tx.now();
    await tx.insert('wallGroups', { ...args, ...authorOf(tx), createdAt: now, updatedAt: now });
  }),

  /** Renames (taking the notes along) and moves; fields are last-writer-wins like any update. */
  'wallGroup.update': mutator(updateArgs, async (tx, { id, changes }) => {
    const group = await tx.get('wallGroups', id);
    if (!group) throw notFound('wallGroups');
    // The name it has when the rename is applied, whatever the renaming device saw: two offline
    // renames end with the last one, holding every note.
    const name = changes.name;
    const renamed = name !== undefined && name !== group.name;
    if (renamed) await refuseTakenName(tx, group.projectId, name, id);
    await tx.update('wallGroups', id, { ...changes, updatedAt: tx.now() });
    if (renamed) await refileNotes(tx, group.projectId, group.name, name);
  }),

  /** The notes go back to 'Sem categoria': nothing is lost with a group. */
  'wallGroup.delete': mutator(byId, async (tx, { id }) => {
    const status = await tx.idStatus('wallGroups', id);
    if (status === 'deleted') return; // deleted on two devices: the same outcome
    const group = status === 'live' ? await tx.get('wallGroups', id) : undefined;
    if (!group) throw notFound('wallGroups');
    await tx.remove('wallGroups', id);
    await refileNotes(tx, group.projectId, group.name, '');
  }),
};
