import { byCreation, type Idea, RATING_MAX, RATING_MIN, type Rating } from '@trilha/shared';

/** Ratings of 4 or 5 count as high (the prioritization guide says so too). */
export const HIGH_RATING = 4;

export const MATRIX_QUADRANTS = ['quickWins', 'bigBets', 'fillIns', 'avoid'] as const;
export type MatrixQuadrant = (typeof MATRIX_QUADRANTS)[number];

export const QUADRANT_COLORS: Record<MatrixQuadrant, string> = {
  quickWins: 'green',
  bigBets: 'violet',
  fillIns: 'blue',
  avoid: 'red',
};

/** high impact + easy: quick wins; high + hard: big bets; low + easy: fill-ins; low + hard: avoid. */
export function quadrantOf(impact: number, feasibility: number): MatrixQuadrant {
  const highImpact = impact >= HIGH_RATING;
  const easy = feasibility >= HIGH_RATING;
  if (highImpact) return easy ? 'quickWins' : 'bigBets';
  return easy ? 'fillIns' : 'avoid';
}

const ratings = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, i) => (RATING_MIN + i) as Rating,
);
/** Columns, left to right: hardest to easiest. */
export const FEASIBILITY_COLUMNS: readonly Rating[] = ratings;
/** Rows, top to bottom: highest impact first. */
export const IMPACT_ROWS: readonly Rating[] = [...ratings].reverse();

/**
 * The quadrants in the board's reading order, two by two: high impact on top, easy on the
 * right (the phone's 2×2 view keeps the picture of the board).
 */
export const QUADRANT_GRID: readonly MatrixQuadrant[] = [
  'bigBets',
  'quickWins',
  'avoid',
  'fillIns',
];

/** The corner cell that carries each quadrant's name on the board. */
export const QUADRANT_CORNERS: Record<string, MatrixQuadrant> = {
  [`${RATING_MAX}:${RATING_MIN}`]: 'bigBets',
  [`${RATING_MAX}:${RATING_MAX}`]: 'quickWins',
  [`${RATING_MIN}:${RATING_MIN}`]: 'avoid',
  [`${RATING_MIN}:${RATING_MAX}`]: 'fillIns',
};

export const cellKey = (impact: number, feasibility: number) => `${impact}:${feasibility}`;

export interface MatrixPlacement {
  /** Rated ideas by cell (cellKey), oldest first so a cell's stack does not reshuffle. */
  cells: Map<string, Idea[]>;
  /** Ideas missing either rating: the tray. */
  unrated: Idea[];
  counts: Record<MatrixQuadrant, number>;
}

/** Where each idea goes: its cell when both ratings are set, the tray otherwise. */
export function placeIdeas(ideas: readonly Idea[]): MatrixPlacement {
  const cells = new Map<string, Idea[]>();
  const unrated: Idea[] = [];
  const counts: Record<MatrixQuadrant, number> = { quickWins: 0, bigBets: 0, fillIns: 0, avoid: 0 };
  for (const idea of [...ideas].sort(byCreation)) {
    if (idea.impact === null || idea.feasibility === null) {
      unrated.push(idea);
      continue;
    }
    const key = cellKey(idea.impact, idea.feasibility);
    const stack = cells.get(key);
    if (stack) stack.push(idea);
    else cells.set(key, [idea]);
    counts[quadrantOf(idea.impact, idea.feasibility)] += 1;
  }
  return { cells, unrated, counts };
}

/**
 * The rated ideas of each quadrant, its best corner first: the highest impact, then the easiest,
 * then the oldest (as a cell stacks them).
 */
export function ideasByQuadrant(placement: MatrixPlacement): Record<MatrixQuadrant, Idea[]> {
  const quadrants: Record<MatrixQuadrant, Idea[]> = {
    quickWins: [],
    bigBets: [],
    fillIns: [],
    avoid: [],
  };
  for (const impact of IMPACT_ROWS)
    for (const feasibility of [...FEASIBILITY_COLUMNS].reverse())
      quadrants[quadrantOf(impact, feasibility)].push(
        ...(placement.cells.get(cellKey(impact, feasibility)) ?? []),
      );
  return quadrants;
}
