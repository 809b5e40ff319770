import type { Idea } from '@trilha/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { noteSurfaceStyle } from '../../../components/notes/note-colors';
import {
  cellKey,
  FEASIBILITY_COLUMNS,
  IMPACT_ROWS,
  type MatrixPlacement,
  quadrantOf,
} from '../../../project-data/room/matrix-layout';
import { IdeaBoard } from '../wall/IdeaBoard';
import { MatrixAxes } from './MatrixAxes';
import { MatrixCell, ratingsOfDropId } from './MatrixCell';
import { MatrixChip, NoteTitle } from './MatrixChip';
import classes from './matrix.module.css';
import type { Ratings } from './RatingPicker';
import { DroppableTray, TRAY_ID } from './Tray';

/**
 * The 5×5 board (tablets and wider): rated ideas in their cell, unrated ones in the tray above.
 * Dropping an idea on a cell sets both ratings, dropping it on the tray clears them; tapping
 * an idea opens the picker.
 */
export function MatrixBoard(props: {
  placement: MatrixPlacement;
  /** The ideas that can be dragged, by id. */
  ideas: ReadonlyMap<string, Idea>;
  hidden: readonly Idea[];
  onRate(idea: Idea, ratings: Ratings): void;
  onOpen(idea: Idea): void;
}) {
  const { t } = useTranslation('facilitation');
  const { placement, onRate } = props;

  const targetName = (id: string) => {
    const cell = ratingsOfDropId(id);
    if (!cell) return t('matrix.tray');
    const quadrant = t(`matrix.quadrants.${quadrantOf(cell.impact, cell.feasibility)}.name`);
    return t('matrix.cellLabel', { ...cell, quadrant });
  };

  const onDrop = (idea: Idea, target: string) => {
    if (target === TRAY_ID) onRate(idea, { impact: null, feasibility: null });
    else {
      const cell = ratingsOfDropId(target);
      if (cell) onRate(idea, cell);
    }
  };

  const chip = (idea: Idea, inTray = false) => (
    <MatrixChip key={idea.id} idea={idea} inTray={inTray} onOpen={() => props.onOpen(idea)} />
  );

  return (
    <IdeaBoard
      ideas={props.ideas}
      targetName={targetName}
      onDrop={onDrop}
      lifted={(idea) => (
        <div className={`${classes.chip} ${classes.lifted}`} style={noteSurfaceStyle(idea.color)}>
          <NoteTitle title={idea.title} />
        </div>
      )}
    >
      <DroppableTray
        unrated={placement.unrated}
        hidden={props.hidden}
        chip={(idea) => chip(idea, true)}
        emptyText={t('matrix.trayEmpty')}
      />
      <div className={classes.scroller}>
        <div className={`${classes.grid} ${classes.board}`} data-testid="matrix">
          <MatrixAxes rows={IMPACT_ROWS.length}>
            {IMPACT_ROWS.map((impact) => (
              <Fragment key={impact}>
                {FEASIBILITY_COLUMNS.map((feasibility) => (
                  <MatrixCell key={feasibility} impact={impact} feasibility={feasibility}>
                    {(placement.cells.get(cellKey(impact, feasibility)) ?? []).map((idea) =>
                      chip(idea),
                    )}
                  </MatrixCell>
                ))}
              </Fragment>
            ))}
            <span />
            {FEASIBILITY_COLUMNS.map((feasibility) => (
              <span key={feasibility} className={classes.axisLabel}>
                {feasibility}
              </span>
            ))}
          </MatrixAxes>
        </div>
      </div>
    </IdeaBoard>
  );
}
