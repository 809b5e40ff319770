import { byCreation, type Idea } from '@trilha/shared';

/** One group of the wall: the ideas that share a category ('' is 'Sem categoria'). */
export interface WallCluster {
  name: string;
  ideas: Idea[];
}

/** The category a note is filed under, as the wall compares them. */
export const clusterNameOf = (idea: Pick<Idea, 'category'>) => idea.category.trim();

/**
 * The wall's groups: 'Sem categoria' first (the inbox of a brainstorm), then the named groups
 * in alphabetical order, including groups just named on this device that hold no note yet.
 * Notes keep the order they were written in, so nothing jumps while people move them.
 */
export function wallClusters(ideas: readonly Idea[], newGroups: readonly string[]): WallCluster[] {
  const byName = new Map<string, Idea[]>([['', []]]);
  for (const name of newGroups) if (name.trim()) byName.set(name.trim(), []);
  const oldestFirst = [...ideas].sort(byCreation);
  for (const idea of oldestFirst) {
    const name = clusterNameOf(idea);
    byName.set(name, [...(byName.get(name) ?? []), idea]);
  }
  const named = [...byName.keys()]
    .filter((name) => name !== '')
    .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
  return ['', ...named].map((name) => ({ name, ideas: byName.get(name) ?? [] }));
}

/** Whether `name` is already a group, ignoring case and surrounding spaces. */
export function groupExists(clusters: readonly WallCluster[], name: string): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return clusters.some((cluster) => cluster.name.toLocaleLowerCase() === wanted);
}
