import { useDroppable } from '@dnd-kit/core';
import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cellKey,
  QUADRANT_COLORS,
  QUADRANT_CORNERS,
  quadrantOf,
} from '../../../project-data/room/matrix-layout';
import classes from './matrix.module.css';

export const CELL_PREFIX = 'cell:';
export const cellDropId = (impact: number, feasibility: number) =>
  `${CELL_PREFIX}${cellKey(impact, feasibility)}`;

/** 'cell:5:4' → { impact: 5, feasibility: 4 }; anything else → null. */
export function ratingsOfDropId(id: string): { impact: number; feasibility: number } | null {
  if (!id.startsWith(CELL_PREFIX)) return null;
  const [impact, feasibility] = id.slice(CELL_PREFIX.length).split(':').map(Number);
  return impact && feasibility ? { impact, feasibility } : null;
}

/** One of the 25 cells, tinted by its quadrant; a corner cell also names the quadrant. */
export function MatrixCell(props: { impact: number; feasibility: number; children: ReactNode }) {
  const { t } = useTranslation('facilitation');
  const { impact, feasibility } = props;
  const { setNodeRef, isOver } = useDroppable({ id: cellDropId(impact, feasibility) });
  const quadrant = quadrantOf(impact, feasibility);
  const color = QUADRANT_COLORS[quadrant];
  const corner = QUADRANT_CORNERS[cellKey(impact, feasibility)];
  return (
    <div
      ref={setNodeRef}
      className={classes.cell}
      data-over={isOver || undefined}
      data-testid={`matrix-cell-${impact}-${feasibility}`}
      style={{ background: `var(--mantine-color-${color}-light)` }}
    >
      {/* Read before the ideas it holds, so a screen reader knows where they sit. */}
      <VisuallyHidden>
        {t('matrix.cellLabel', {
          impact,
          feasibility,
          quadrant: t(`matrix.quadrants.${quadrant}.name`),
        })}
      </VisuallyHidden>
      {corner && (
        <span
          className={classes.corner}
          style={{ color: `var(--mantine-color-${color}-9)` }}
          aria-hidden
        >
          {t(`matrix.quadrants.${corner}.name`)}
        </span>
      )}
      {props.children}
    </div>
  );
}
