import type { Idea } from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import { cellKey, ideasByQuadrant, placeIdeas, quadrantOf } from './matrix-layout';

const idea = (n: number, impact: number | null, feasibility: number | null): Idea => ({
  id: `0190c000-0000-7000-8000-0000000000${String(n).padStart(2, '0')}`,
  projectId: '0190c000-0000-7000-8000-0000000000a1',
  title: `Ideia ${n}`,
  description: '',
  category: '',
  feasibility: feasibility as Idea['feasibility'],
  impact: impact as Idea['impact'],
  votes: 0,
  status: 'idea',
  roundId: null,
  color: null,
  writerName: null,
  hiddenAt: null,
  createdAt: `2026-11-23T10:00:${String(n).padStart(2, '0')}.000Z`,
  updatedAt: '2026-11-23T10:00:00.000Z',
});

describe('quadrantOf', () => {
  it('counts 4 and 5 as high, 1 to 3 as low, on both axes', () => {
    expect(quadrantOf(5, 5)).toBe('quickWins');
    expect(quadrantOf(4, 4)).toBe('quickWins');
    expect(quadrantOf(4, 3)).toBe('bigBets');
    expect(quadrantOf(3, 4)).toBe('fillIns');
    expect(quadrantOf(3, 3)).toBe('avoid');
    expect(quadrantOf(1, 1)).toBe('avoid');
  });
});

describe('placeIdeas', () => {
  it('stacks rated ideas in their cell, oldest first, and trays any idea missing a rating', () => {
    const placement = placeIdeas([
      idea(3, 5, 4),
      idea(1, 5, 4),
      idea(2, null, 3),
      idea(4, 2, null),
      idea(5, 1, 5),
    ]);
    expect(placement.cells.get(cellKey(5, 4))?.map((row) => row.title)).toEqual([
      'Ideia 1',
      'Ideia 3',
    ]);
    expect(placement.unrated.map((row) => row.title)).toEqual(['Ideia 2', 'Ideia 4']);
    expect(placement.counts).toEqual({ quickWins: 2, bigBets: 0, fillIns: 1, avoid: 0 });
  });
});

describe('ideasByQuadrant', () => {
  it('lists each quadrant best corner first: highest impact, then easiest, then oldest', () => {
    const placement = placeIdeas([
      idea(1, 4, 4),
      idea(2, 5, 4),
      idea(3, 4, 5),
      idea(4, 5, 4),
      idea(5, 2, 1),
      idea(6, 3, 3),
      idea(7, 1, 5),
      idea(8, null, 5),
    ]);
    const titles = (ideas: Idea[]) => ideas.map((row) => row.title);
    const quadrants = ideasByQuadrant(placement);
    expect(titles(quadrants.quickWins)).toEqual(['Ideia 2', 'Ideia 4', 'Ideia 3', 'Ideia 1']);
    expect(titles(quadrants.avoid)).toEqual(['Ideia 6', 'Ideia 5']);
    expect(titles(quadrants.fillIns)).toEqual(['Ideia 7']);
    expect(quadrants.bigBets).toEqual([]);
  });
});
