import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './matrix.module.css';

/**
 * The two axes around a matrix grid (the 5×5 board or the phone's four quadrants): impact up
 * the left side, spanning `rows` rows, and feasibility from hard to easy along the bottom.
 * `children` fill the grid's other columns.
 */
export function MatrixAxes(props: { rows: number; children: ReactNode }) {
  const { t } = useTranslation('facilitation');
  return (
    <>
      <div
        className={`${classes.axisLabel} ${classes.impactAxis}`}
        style={{ gridRow: `span ${props.rows}` }}
      >
        {t('matrix.impactAxis')}
      </div>
      {props.children}
      <div className={`${classes.axisLabel} ${classes.feasibilityAxis}`}>
        <span>{t('matrix.hard')}</span>
        <span>{t('matrix.feasibilityAxis')}</span>
        <span>{t('matrix.easy')}</span>
      </div>
    </>
  );
}
