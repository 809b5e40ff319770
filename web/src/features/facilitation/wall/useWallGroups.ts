import { newId } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { type PlannedChange, useChanges } from '../../../project-data/records';
import { groupExists, type WallCluster } from '../../../project-data/room/wall-clusters';
import { createGroup, groupMoveChanges, positionAfter } from './group-order';

/**
 * What the wall does to its groups, each as mutations of the group's record (wall-group
 * mutators in sync), offline like any edit. A category without a record becomes one first, in
 * the same local transaction, so the change reaches every device and the notes other devices
 * filed under that name follow it on the server too.
 */
export function useWallGroups(projectId: string, clusters: readonly WallCluster[]) {
  const { t } = useTranslation('facilitation');
  const changes = useChanges();

  /** Why `name` cannot be a group's name (other than `except`'s), or null. */
  const nameProblem = (name: string, except?: WallCluster) => {
    if (!name) return t('wall.errors.groupEmpty');
    if (groupExists(clusters, name, except)) return t('wall.errors.groupExists');
    return null;
  };

  /** The id of the cluster's record, and the change that creates it when there is none yet. */
  const recordOf = (cluster: WallCluster): { id: string; creating: PlannedChange[] } => {
    if (cluster.group) return { id: cluster.group.id, creating: [] };
    const create = createGroup(projectId, cluster.name, positionAfter(clusters), newId);
    return { id: create.args.id, creating: [create] };
  };

  /** Applies the changes; resolves to the message to show by the field, or null. */
  const save = async (planned: PlannedChange[], error: string) =>
    (await changes(planned, { error })) ? null : error;

  return {
    nameProblem,

    /** 'Novo grupo': an empty group, after the others. */
    add: async (name: string) =>
      nameProblem(name) ??
      save([createGroup(projectId, name, positionAfter(clusters), newId)], t('wall.createError')),

    /** Renames the group; its notes are renamed with it (wallGroup.update). */
    rename: async (cluster: WallCluster, name: string) => {
      if (name === cluster.name) return null;
      const problem = nameProblem(name, cluster);
      if (problem) return problem;
      const { id, creating } = recordOf(cluster);
      return save(
        [...creating, { name: 'wallGroup.update', args: { id, changes: { name } } }],
        t('wall.renameError'),
      );
    },

    /** Deletes the group; its notes go back to 'Sem categoria' (wallGroup.delete). */
    remove: (cluster: WallCluster) => {
      const { id, creating } = recordOf(cluster);
      return changes([...creating, { name: 'wallGroup.delete', args: { id } }], {
        error: t('wall.deleteError'),
      });
    },

    /** One place earlier (-1) or later (+1) among the named groups. */
    move: (cluster: WallCluster, step: -1 | 1) => {
      const named = clusters.filter((each) => each.name !== '');
      const planned = groupMoveChanges(named, named.indexOf(cluster), step, projectId, newId);
      if (planned.length > 0) void changes(planned, { error: t('wall.moveGroupError') });
    },
  };
}
