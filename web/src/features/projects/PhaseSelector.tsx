import { Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { PHASES, type PhaseNumber } from '@trilha/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PhaseSelector.module.css';

/**
 * The five phases as a compact stepper: one row of five steps at every width, so the current
 * phase's tools start right below it. Choosing a step makes it the current phase; the phases
 * before it read 'Concluída', the current one 'Atual'. On phones a step shows its number and
 * name; from tablets up 'Fase N: Nome', and on wide screens the phase's tools.
 */
export function PhaseSelector(props: {
  currentPhase: number;
  disabled?: boolean;
  onChoose(phase: PhaseNumber): void;
}) {
  const { t } = useTranslation('projects');
  return (
    <div className={classes.stepper}>
      {PHASES.map((phase) => {
        const current = phase.number === props.currentPhase;
        const done = phase.number < props.currentPhase;
        const name = t(`phases.${phase.key}`);
        const label = t('phaseLabel', { number: phase.number, name });
        const state = current ? t('detail.current') : done ? t('detail.done') : null;
        return (
          <button
            key={phase.key}
            type="button"
            className={classes.step}
            style={{ '--phase-color': phase.color } as CSSProperties}
            aria-pressed={current}
            data-done={done || undefined}
            disabled={props.disabled}
            onClick={() => {
              if (!current) props.onChoose(phase.number);
            }}
            data-testid={`phase-card-${phase.number}`}
          >
            <span className={classes.marker} aria-hidden>
              {done ? <IconCheck size={16} stroke={3} /> : phase.number}
            </span>
            <span className={classes.text}>
              {/* Screen readers always hear 'Fase 3: Idear'; the eye reads the name alone on phones. */}
              <VisuallyHidden>{label}</VisuallyHidden>
              <span className={classes.fullName} aria-hidden>
                {label}
              </span>
              <span className={classes.shortName} aria-hidden>
                {name}
              </span>
              {state &&
                (current ? (
                  <span className={classes.state}>{state}</span>
                ) : (
                  <VisuallyHidden>{state}</VisuallyHidden>
                ))}
              <Text component="span" size="xs" c="dimmed" className={classes.tools}>
                {t(`phaseTools.${phase.key}`)}
              </Text>
            </span>
          </button>
        );
      })}
    </div>
  );
}
