import type { Idea } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import {
  ideasByQuadrant,
  type MatrixPlacement,
  QUADRANT_COLORS,
  QUADRANT_GRID,
} from '../../../project-data/room/matrix-layout';
import { MatrixAxes } from './MatrixAxes';
import { RatedIdeaChip } from './MatrixChip';
import classes from './matrix.module.css';
import { Tray } from './Tray';

/**
 * The matrix on a phone, where 25 cells cannot fit a title: the four quadrants, two by two as
 * on the board (high impact on top, easy on the right), each listing its ideas best first with
 * their ratings. A tap on an idea opens the picker, which places it; nothing is dragged.
 */
export function MatrixQuadrants(props: {
  placement: MatrixPlacement;
  hidden: readonly Idea[];
  onOpen(idea: Idea): void;
}) {
  const { t } = useTranslation('facilitation');
  const quadrants = ideasByQuadrant(props.placement);
  const chip = (idea: Idea, inTray = false) => (
    <RatedIdeaChip key={idea.id} idea={idea} inTray={inTray} onOpen={() => props.onOpen(idea)} />
  );
  return (
    <>
      <Tray
        unrated={props.placement.unrated}
        hidden={props.hidden}
        chip={(idea) => chip(idea, true)}
        emptyText={t('matrix.trayEmptyTap')}
      />
      <div className={`${classes.grid} ${classes.quadrants}`} data-testid="matrix">
        <MatrixAxes rows={2}>
          {QUADRANT_GRID.map((quadrant) => {
            const color = QUADRANT_COLORS[quadrant];
            const name = t(`matrix.quadrants.${quadrant}.name`);
            return (
              <section
                key={quadrant}
                className={classes.quadrant}
                aria-label={name}
                data-testid={`matrix-quadrant-${quadrant}`}
                style={{ background: `var(--mantine-color-${color}-light)` }}
              >
                <span
                  className={classes.corner}
                  style={{ color: `var(--mantine-color-${color}-9)` }}
                  aria-hidden
                >
                  {name}
                </span>
                {quadrants[quadrant].map((idea) => chip(idea))}
              </section>
            );
          })}
        </MatrixAxes>
      </div>
    </>
  );
}
