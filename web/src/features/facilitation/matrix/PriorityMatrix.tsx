import { useDroppable } from '@dnd-kit/core';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Idea } from '@trilha/shared';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../workspace/components/SectionHeading';
import { useChange, useRecords } from '../../workspace/records';
import { HiddenNoteCard } from '../silent-round/HiddenNoteCard';
import { useSilentRound } from '../silent-round/useSilentRound';
import { IdeaBoard } from '../wall/IdeaBoard';
import { IdeasGate } from '../wall/IdeasGate';
import { MatrixCell, ratingsOfDropId } from './MatrixCell';
import { MatrixChip } from './MatrixChip';
import classes from './matrix.module.css';
import {
  cellKey,
  FEASIBILITY_COLUMNS,
  IMPACT_ROWS,
  MATRIX_QUADRANTS,
  placeIdeas,
  QUADRANT_COLORS,
  quadrantOf,
} from './matrix-layout';
import { RatingPicker, type Ratings } from './RatingPicker';

const TRAY_ID = 'tray';

/**
 * The impact × feasibility matrix (Prioritization tab): rated ideas in their cell of a 5×5
 * board split into four named quadrants, unrated ones in a tray. Dropping an idea on a cell
 * sets both ratings (`idea.update`), dropping it on the tray clears them; tapping an idea opens
 * a picker that does the same without dragging.
 */
export function PriorityMatrix({ projectId }: { projectId: string }) {
  const { t } = useTranslation('facilitation');
  const ideas = useRecords('ideas', projectId);
  const round = useSilentRound(projectId, 'ideas');
  const change = useChange();
  const [picking, setPicking] = useState<Idea | null>(null);
  const visible = useMemo(
    () => (ideas.rows ?? []).filter((idea) => !round.isHidden(idea)),
    [ideas.rows, round],
  );
  const hidden = (ideas.rows ?? []).filter((idea) => round.isHidden(idea));
  const placement = useMemo(() => placeIdeas(visible), [visible]);
  const byId = useMemo(() => new Map(visible.map((idea) => [idea.id, idea])), [visible]);

  const targetName = (id: string) => {
    const cell = ratingsOfDropId(id);
    if (!cell) return t('matrix.tray');
    const quadrant = t(`matrix.quadrants.${quadrantOf(cell.impact, cell.feasibility)}.name`);
    return t('matrix.cellLabel', { ...cell, quadrant });
  };

  const rate = (idea: Idea, ratings: Ratings) => {
    if (idea.impact === ratings.impact && idea.feasibility === ratings.feasibility) return;
    void change('idea.update', { id: idea.id, changes: ratings }, { error: t('matrix.rateError') });
  };

  const onDrop = (idea: Idea, target: string) => {
    if (target === TRAY_ID) rate(idea, { impact: null, feasibility: null });
    else {
      const cell = ratingsOfDropId(target);
      if (cell) rate(idea, cell);
    }
  };

  const chip = (idea: Idea, inTray = false) => (
    <MatrixChip key={idea.id} idea={idea} inTray={inTray} onOpen={() => setPicking(idea)} />
  );

  return (
    <Stack>
      <SectionHeading title={t('matrix.title')} intro={t('matrix.intro')} />
      <IdeasGate ideas={ideas}>
        {() => (
          <IdeaBoard
            ideas={byId}
            targetName={targetName}
            onDrop={onDrop}
            lifted={(idea) => (
              <div className={`${classes.chip} ${classes.lifted}`}>{idea.title}</div>
            )}
          >
            <Tray count={placement.unrated.length + hidden.length}>
              {placement.unrated.map((idea) => chip(idea, true))}
              {hidden.map((idea) => (
                <HiddenNoteCard key={idea.id} />
              ))}
            </Tray>
            <div className={classes.scroller}>
              <div className={classes.board} data-testid="matrix">
                <div
                  className={`${classes.axisLabel} ${classes.impactAxis}`}
                  style={{ gridRow: 'span 5' }}
                >
                  {t('matrix.impactAxis')}
                </div>
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
                <span />
                <div className={`${classes.axisLabel} ${classes.feasibilityAxis}`}>
                  <span>{t('matrix.hard')}</span>
                  <span>{t('matrix.feasibilityAxis')}</span>
                  <span>{t('matrix.easy')}</span>
                </div>
              </div>
            </div>
          </IdeaBoard>
        )}
      </IdeasGate>
      <Group gap="xs" aria-label={t('matrix.legend')} role="list">
        {MATRIX_QUADRANTS.map((quadrant) => (
          <Badge
            key={quadrant}
            role="listitem"
            size="lg"
            variant="light"
            color={QUADRANT_COLORS[quadrant]}
          >
            {t(`matrix.quadrants.${quadrant}.name`)} · {placement.counts[quadrant]}
          </Badge>
        ))}
      </Group>
      {picking && (
        <RatingPicker
          idea={picking}
          onClose={() => setPicking(null)}
          onSave={(ratings) => {
            rate(picking, ratings);
            setPicking(null);
          }}
        />
      )}
    </Stack>
  );
}

/** The unrated ideas, also where a rated idea is dropped to clear its ratings. */
function Tray(props: { count: number; children: ReactNode }) {
  const { t } = useTranslation('facilitation');
  const { setNodeRef, isOver } = useDroppable({ id: TRAY_ID });
  return (
    <section
      ref={setNodeRef}
      className={classes.tray}
      data-over={isOver || undefined}
      aria-label={t('matrix.tray')}
    >
      <Text size="sm" fw={600} mb={6}>
        {t('matrix.trayTitle', { count: props.count })}
      </Text>
      {props.count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('matrix.trayEmpty')}
        </Text>
      ) : (
        <Group gap="xs">{props.children}</Group>
      )}
    </section>
  );
}
