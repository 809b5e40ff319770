import type { WallGroup } from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import { type WallCluster, wallClusters } from '../../../project-data/room/wall-clusters';
import { groupMoveChanges, positionAfter } from './group-order';

const PROJECT = '0190c000-0000-7000-8000-0000000000e1';
const STAMP = '2026-11-23T10:00:00.000Z';
let next = 0;
const newId = () => `id-${++next}`;

const record = (name: string, position: number): WallGroup => ({
  id: `group-${name}`,
  projectId: PROJECT,
  name,
  position,
  createdAt: STAMP,
  updatedAt: STAMP,
});
const cluster = (name: string, position?: number): WallCluster => ({
  name,
  ideas: [],
  ...(position !== undefined && { group: record(name, position) }),
});

describe('groupMoveChanges', () => {
  it('moves a group between two others with one position between theirs', () => {
    const named = [cluster('A', 0), cluster('B', 1), cluster('C', 2), cluster('D', 3)];
    expect(groupMoveChanges(named, 0, 1, PROJECT, newId)).toEqual([
      { name: 'wallGroup.update', args: { id: 'group-A', changes: { position: 1.5 } } },
    ]);
    expect(groupMoveChanges(named, 3, -1, PROJECT, newId)).toEqual([
      { name: 'wallGroup.update', args: { id: 'group-D', changes: { position: 1.5 } } },
    ]);
    // To an end: one step past the group there.
    expect(groupMoveChanges(named, 1, -1, PROJECT, newId)).toEqual([
      { name: 'wallGroup.update', args: { id: 'group-B', changes: { position: -1 } } },
    ]);
  });

  it('does nothing past either end', () => {
    const named = [cluster('A', 0), cluster('B', 1)];
    expect(groupMoveChanges(named, 0, -1, PROJECT, newId)).toEqual([]);
    expect(groupMoveChanges(named, 1, 1, PROJECT, newId)).toEqual([]);
  });

  it('numbers every group again when the neighbours share a position (two tablets moved at once)', () => {
    const named = [cluster('A', 0), cluster('B', 1), cluster('C', 1), cluster('D', 2)];
    expect(groupMoveChanges(named, 0, 1, PROJECT, newId)).toEqual([
      { name: 'wallGroup.update', args: { id: 'group-B', changes: { position: 0 } } },
      { name: 'wallGroup.update', args: { id: 'group-A', changes: { position: 1 } } },
      { name: 'wallGroup.update', args: { id: 'group-C', changes: { position: 2 } } },
      { name: 'wallGroup.update', args: { id: 'group-D', changes: { position: 3 } } },
    ]);
  });

  it('makes records of the categories without one when the move reaches them', () => {
    next = 0;
    const named = [cluster('A', 0), cluster('B', 5), cluster('Legado')];
    // A keeps its place and its position: nothing is written for it.
    expect(groupMoveChanges(named, 1, 1, PROJECT, newId)).toEqual([
      {
        name: 'wallGroup.create',
        args: { id: 'id-1', projectId: PROJECT, name: 'Legado', position: 1 },
      },
      { name: 'wallGroup.update', args: { id: 'group-B', changes: { position: 2 } } },
    ]);
  });
});

describe('the wall’s order', () => {
  it('puts a new group after every other', () => {
    expect(positionAfter([cluster(''), cluster('A', 2.5), cluster('B', -1)])).toBe(3);
    expect(positionAfter([cluster(''), cluster('Legado')])).toBe(0);
  });

  it('shows records by position, the same on every device when positions tie', () => {
    const later = { ...record('Z', 1), createdAt: '2026-11-23T11:00:00.000Z' };
    const clusters = wallClusters([], [later, record('Y', 1), record('X', 0)]);
    expect(clusters.map((each) => each.name)).toEqual(['', 'X', 'Y', 'Z']);
  });
});
