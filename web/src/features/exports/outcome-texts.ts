import type { FacilitationTarget } from '@trilha/shared';
import type { MatrixQuadrant } from '../../project-data/room/matrix-layout';
import type { RefusedLine } from '../../project-data/room/voting-results';
import type { WallCluster } from '../../project-data/room/wall-clusters';
import type { RankedItem } from './room-outcome';
import type { Translate } from './tool-views';

// The room's words in the reports, taken from its screens' texts (the 'facilitation'
// namespace) so the PDF and the CSV name things as the room saw them.

/** The namespace the exports load before writing the workshop's outcome. */
export const ROOM_NAMESPACE = 'facilitation';

/** 'Ganhos rápidos', as the matrix names it. */
export const quadrantName = (t: Translate, quadrant: MatrixQuadrant) =>
  t(`facilitation:matrix.quadrants.${quadrant}.name`);

/** A wall group's name; 'Sem categoria' for the notes in none. */
export const groupName = (t: Translate, cluster: WallCluster) =>
  cluster.name || t('facilitation:wall.uncategorized');

/** 'Ideias' or 'Perguntas HMW': what a vote was on. */
export const targetName = (t: Translate, target: FacilitationTarget) => t(`titles.${target}`);

/** 'Ana, Bruno ×2': who put the counted dots on an item. */
export const votersText = (t: Translate, voters: RankedItem['voters']) =>
  voters
    .map(({ name, dots }) =>
      dots > 1 ? t('facilitation:voting.results.voterMany', { name, count: dots }) : name,
    )
    .join(', ');

/** 'acima do orçamento'. */
export const refusalReason = (t: Translate, line: RefusedLine) =>
  t(`facilitation:voting.results.reason.${line.reason}`);

/** 'Ana — 1 ponto recusado: acima do orçamento', as the results screen says it. */
export const refusedText = (t: Translate, line: RefusedLine) =>
  t('facilitation:voting.results.refusedLine', {
    name: line.name,
    count: line.count,
    reason: refusalReason(t, line),
  });
