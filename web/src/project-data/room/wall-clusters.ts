import {
  byCreation,
  compareCodeUnits,
  type Idea,
  type WallGroup,
  wallGroupKey,
} from '@trilha/shared';

/** One group of the wall: the ideas that share a category ('' is 'Sem categoria'). */
export interface WallCluster {
  name: string;
  /**
   * The group's record. None for 'Sem categoria', nor for a category that no record names
   * (ideas filed before groups were records, or through an idea's own form): such a category
   * still shows as a group, and becomes a record the first time it is renamed, moved or deleted.
   */
  group?: WallGroup;
  ideas: Idea[];
}

/** The category a note is filed under, as the wall compares them. */
export const clusterNameOf = (idea: Pick<Idea, 'category'>) => idea.category.trim();

/** The wall's order of group records: by position; then the same on every device. */
export const byPosition = (a: WallGroup, b: WallGroup) =>
  a.position - b.position || byCreation(a, b);

/**
 * The wall's groups: 'Sem categoria' first (the inbox of a brainstorm), then the group records
 * in their order, empty or not, then the categories no record names, alphabetically. Notes keep
 * the order they were written in, so nothing jumps while people move them.
 */
export function wallClusters(ideas: readonly Idea[], groups: readonly WallGroup[]): WallCluster[] {
  const byName = new Map<string, Idea[]>([['', []]]);
  for (const idea of [...ideas].sort(byCreation)) {
    const name = clusterNameOf(idea);
    const notes = byName.get(name);
    if (notes) notes.push(idea);
    else byName.set(name, [idea]);
  }
  const recorded = new Map<string, WallGroup>();
  // Two records of one name are a moment's state (the server keeps one): one group shows.
  for (const group of [...groups].sort(byPosition))
    if (!recorded.has(group.name)) recorded.set(group.name, group);
  const unrecorded = [...byName.keys()]
    .filter((name) => name !== '' && !recorded.has(name))
    .sort(
      (a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }) || compareCodeUnits(a, b),
    );
  return [
    { name: '', ideas: byName.get('') ?? [] },
    ...[...recorded].map(([name, group]) => ({ name, group, ideas: byName.get(name) ?? [] })),
    ...unrecorded.map((name) => ({ name, ideas: byName.get(name) ?? [] })),
  ];
}

/**
 * Whether `name` is already a group of the wall (as the mutators compare names: case and
 * surrounding spaces aside), other than `except`, the group being renamed.
 */
export function groupExists(
  clusters: readonly WallCluster[],
  name: string,
  except?: WallCluster,
): boolean {
  const wanted = wallGroupKey(name);
  return clusters.some(
    (cluster) => cluster !== except && cluster.name !== '' && wallGroupKey(cluster.name) === wanted,
  );
}
