import { MATRIX_QUADRANTS } from '../../project-data/room/matrix-layout';
import type { CsvTable } from './csv';
import { groupName, quadrantName, refusalReason, targetName, votersText } from './outcome-texts';
import type { ViewContext } from './tool-views';

/**
 * The workshop's outcome as CSV tables (docs/decisions/0013, "The workshop's outcome"), each
 * only when there is something to put in it:
 * - votingResults: every item of every revealed vote, with its rank and counted dots;
 * - refusedDots: the dots that did not count, by person and reason;
 * - matrix: the rated ideas by quadrant with the number they carry in the PDF's picture, then
 *   the unrated ones;
 * - wallGroups: each group of the wall in its order with its notes, an empty group as one row.
 */
export function outcomeCsvTables(context: ViewContext): CsvTable[] {
  return [
    votingTable(context),
    refusedTable(context),
    matrixTable(context),
    wallTable(context),
  ].filter((table) => table.rows.length > 0);
}

function votingTable({ t, outcome, votingTitle }: ViewContext): CsvTable {
  const header = [
    t('outcome.csv.voting'),
    t('outcome.csv.target'),
    t('outcome.csv.status'),
    t('outcome.csv.rank'),
    'id',
    t('outcome.csv.item'),
    t('outcome.csv.dots'),
    t('outcome.csv.voters'),
    t('outcome.csv.appliedAt'),
  ];
  const rows = outcome.votings.flatMap((voting) =>
    voting.ranking.map((item) => [
      votingTitle(voting),
      targetName(t, voting.session.target),
      t(`facilitation:voting.status.${voting.session.status}`),
      item.rank,
      item.itemId,
      item.text,
      item.dots,
      votersText(t, item.voters),
      voting.session.appliedAt ?? '',
    ]),
  );
  return { key: 'votingResults', header, rows };
}

function refusedTable({ t, outcome, votingTitle }: ViewContext): CsvTable {
  const header = [
    t('outcome.csv.voting'),
    t('outcome.csv.person'),
    t('outcome.csv.reason'),
    t('outcome.csv.refused'),
  ];
  const rows = outcome.votings.flatMap((voting) =>
    voting.refused.map((line) => [
      votingTitle(voting),
      line.name,
      refusalReason(t, line),
      line.count,
    ]),
  );
  return { key: 'refusedDots', header, rows };
}

function matrixTable({ t, outcome }: ViewContext): CsvTable {
  const { matrix } = outcome;
  const header = [
    t('outcome.csv.quadrant'),
    t('outcome.csv.number'),
    'id',
    t('fields.idea'),
    t('fields.impact'),
    t('fields.feasibility'),
  ];
  if (matrix.rated === 0) return { key: 'matrix', header, rows: [] };
  const rated = MATRIX_QUADRANTS.flatMap((quadrant) =>
    matrix.quadrants[quadrant].map((idea) => [
      quadrantName(t, quadrant),
      matrix.numbers.get(idea.id),
      idea.id,
      idea.title,
      idea.impact,
      idea.feasibility,
    ]),
  );
  const unrated = matrix.placement.unrated.map((idea) => [
    t('facilitation:matrix.tray'),
    '',
    idea.id,
    idea.title,
    idea.impact,
    idea.feasibility,
  ]);
  return { key: 'matrix', header, rows: [...rated, ...unrated] };
}

function wallTable({ t, outcome }: ViewContext): CsvTable {
  const header = [
    t('outcome.csv.group'),
    t('outcome.csv.order'),
    t('outcome.csv.notes'),
    'id',
    t('outcome.csv.note'),
  ];
  const rows = outcome.wall.flatMap((cluster, index) => {
    const group = [groupName(t, cluster), index + 1, cluster.ideas.length];
    if (cluster.ideas.length === 0) return [[...group, '', '']];
    return cluster.ideas.map((idea) => [...group, idea.id, idea.title]);
  });
  return { key: 'wallGroups', header, rows };
}
