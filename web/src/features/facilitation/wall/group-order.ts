import type { PlannedChange } from '../../../project-data/records';
import type { WallCluster } from '../../../project-data/room/wall-clusters';

/**
 * How the wall's groups are put in order with the fewest writes: a group moved between two
 * others takes a position between theirs (one `wallGroup.update`, so two tablets moving
 * different groups offline both keep their move). When that is not possible — a neighbour is a
 * category without a record, or the two neighbours' positions are equal or too close — every
 * group is numbered again in the new order, and categories without a record become records.
 */

/** The position a new group takes: after every group of the wall. */
export function positionAfter(clusters: readonly WallCluster[]): number {
  const positions = clusters.flatMap((cluster) => (cluster.group ? [cluster.group.position] : []));
  return positions.length === 0 ? 0 : Math.floor(Math.max(...positions)) + 1;
}

/** The record a category without one becomes (see WallCluster.group). */
export function createGroup(
  projectId: string,
  name: string,
  position: number,
  newId: () => string,
): {
  name: 'wallGroup.create';
  args: { id: string; projectId: string; name: string; position: number };
} {
  return { name: 'wallGroup.create', args: { id: newId(), projectId, name, position } };
}

/** A number strictly between two positions, or past the one there is; none when too close. */
function positionBetween(before?: number, after?: number): number | undefined {
  if (before === undefined) return after === undefined ? undefined : after - 1;
  if (after === undefined) return before + 1;
  const middle = (before + after) / 2;
  return before < middle && middle < after ? middle : undefined;
}

/**
 * The changes that move the group at `index` of `named` (the wall's groups in their order,
 * without 'Sem categoria') one place earlier (-1) or later (+1); none past either end.
 */
export function groupMoveChanges(
  named: readonly WallCluster[],
  index: number,
  step: -1 | 1,
  projectId: string,
  newId: () => string,
): PlannedChange[] {
  const target = index + step;
  const moved = named[index];
  const other = named[target];
  if (!moved || !other) return [];
  const order = [...named];
  order[target] = moved;
  order[index] = other;
  const before = order[target - 1];
  const after = order[target + 1];
  const recorded = (cluster?: WallCluster) => !cluster || Boolean(cluster.group);
  if (moved.group && recorded(before) && recorded(after)) {
    const position = positionBetween(before?.group?.position, after?.group?.position);
    if (position !== undefined)
      return [{ name: 'wallGroup.update', args: { id: moved.group.id, changes: { position } } }];
  }
  return order.flatMap((cluster, position): PlannedChange[] => {
    if (!cluster.group) return [createGroup(projectId, cluster.name, position, newId)];
    if (cluster.group.position === position) return [];
    return [{ name: 'wallGroup.update', args: { id: cluster.group.id, changes: { position } } }];
  });
}
