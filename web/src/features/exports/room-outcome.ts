import type { FacilitationTarget, Idea, ItemTally, VotingSession } from '@trilha/shared';
import {
  ideasByQuadrant,
  MATRIX_QUADRANTS,
  type MatrixPlacement,
  type MatrixQuadrant,
  placeIdeas,
} from '../../project-data/room/matrix-layout';
import {
  type RefusedLine,
  refusedLines,
  votersByItem,
} from '../../project-data/room/voting-results';
import { sessionDataOf } from '../../project-data/room/voting-session-data';
import { type WallCluster, wallClusters } from '../../project-data/room/wall-clusters';
import type { ProjectRecords } from './snapshot';

/**
 * What a workshop decided, as its screens show it, for the reports (docs/decisions/0013,
 * "The workshop's outcome"): each vote's ranking and refused dots, the matrix by quadrant and
 * the wall's groups. Computed with the screens' own functions — the tally of
 * shared/src/dot-tally.ts, the matrix's placement, the wall's clusters — so a report never
 * says something the room did not see.
 */

/** An item of a vote's ranking: its counted dots and rank, its text and (named votes) voters. */
export interface RankedItem extends ItemTally {
  text: string;
  /** Who put the counted dots on it; empty in an anonymous session. */
  voters: readonly { name: string; dots: number }[];
}

export interface VotingOutcome {
  session: VotingSession;
  /** Revealed or closed: the counts may be shown. A session still voting keeps them hidden. */
  revealed: boolean;
  /** Every item of the session, most dots first, ties sharing a rank; empty while hidden. */
  ranking: readonly RankedItem[];
  /** Refused dots by person and reason; empty while hidden. */
  refused: readonly RefusedLine[];
  /** Counted dots, and the people who spent them. */
  total: number;
  voters: number;
}

export interface MatrixOutcome {
  /** Where each rated idea sits (cells by `cellKey`), and the unrated ones. */
  placement: MatrixPlacement;
  /** The rated ideas of each quadrant, its best corner first. */
  quadrants: Record<MatrixQuadrant, Idea[]>;
  /**
   * The number each rated idea carries in the report's picture of the matrix and in its lists:
   * quick wins first, each quadrant from its best corner, so 1 is the best quick win.
   */
  numbers: Map<string, number>;
  rated: number;
}

export interface RoomOutcome {
  /** The project's voting sessions, oldest first. */
  votings: readonly VotingOutcome[];
  matrix: MatrixOutcome;
  /**
   * The wall's groups in its order, empty ones included; 'Sem categoria' only when it holds
   * notes. None at all when the wall has no named group (the ideas list says the same).
   */
  wall: readonly WallCluster[];
}

/** The votes of one session, computed as its results screen computes them. */
function votingOutcome(records: ProjectRecords, session: VotingSession): VotingOutcome {
  const ofSession = <Row extends { sessionId: string }>(rows: readonly Row[]) =>
    rows.filter((row) => row.sessionId === session.id);
  const data = sessionDataOf({
    session,
    participants: ofSession(records.participants),
    dots: ofSession(records.dots),
    items: records[session.target],
  });
  const { tally, people, participants, dots } = data;
  const revealed = session.status !== 'voting';
  if (!revealed) return { session, revealed, ranking: [], refused: [], total: 0, voters: 0 };
  const textOf = new Map(data.items.map((item) => [item.id, item.text]));
  const voters = session.anonymous ? null : votersByItem(tally, dots, people, participants);
  return {
    session,
    revealed,
    ranking: tally.ranking.map((item) => ({
      ...item,
      text: textOf.get(item.itemId) ?? '',
      voters: voters?.get(item.itemId) ?? [],
    })),
    refused: refusedLines(tally, people, participants),
    total: tally.total,
    voters: tally.spent.size,
  };
}

/** Numbers the rated ideas in the quadrants' order (MATRIX_QUADRANTS), from 1. */
function matrixNumbers(quadrants: Record<MatrixQuadrant, Idea[]>): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const quadrant of MATRIX_QUADRANTS)
    for (const idea of quadrants[quadrant]) numbers.set(idea.id, numbers.size + 1);
  return numbers;
}

export function roomOutcome(records: ProjectRecords): RoomOutcome {
  const placement = placeIdeas(records.ideas);
  const quadrants = ideasByQuadrant(placement);
  const clusters = wallClusters(records.ideas, records.wallGroups);
  const hasGroups = clusters.some((cluster) => cluster.name !== '');
  return {
    votings: records.votingSessions.map((session) => votingOutcome(records, session)),
    matrix: {
      placement,
      quadrants,
      numbers: matrixNumbers(quadrants),
      rated: records.ideas.length - placement.unrated.length,
    },
    wall: hasGroups
      ? clusters.filter((cluster) => cluster.name !== '' || cluster.ideas.length > 0)
      : [],
  };
}

/** One revealed session's counted dots on an item. */
export interface ItemDots {
  voting: VotingOutcome;
  dots: number;
}

/** The revealed sessions of a target, oldest first: the dots the ideas and questions got. */
export const revealedVotingsOf = (outcome: RoomOutcome, target: FacilitationTarget) =>
  outcome.votings.filter((voting) => voting.revealed && voting.session.target === target);

/** Each item's counted dots in every revealed session that ranked it. */
export function dotsByItem(outcome: RoomOutcome): Map<string, ItemDots[]> {
  const byItem = new Map<string, ItemDots[]>();
  for (const voting of outcome.votings) {
    for (const item of voting.ranking) {
      const list = byItem.get(item.itemId) ?? [];
      list.push({ voting, dots: item.dots });
      byItem.set(item.itemId, list);
    }
  }
  return byItem;
}
