import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { type Idea, RATING_MAX, RATING_MIN } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../../components/lazy-dialogs';
import { quadrantOf } from '../../../project-data/room/matrix-layout';

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

export interface Ratings {
  impact: number | null;
  feasibility: number | null;
}

/**
 * Rates an idea without dragging: impact and feasibility from 1 to 5, the quadrant it lands in,
 * and a way back to the tray (both ratings cleared).
 */
export function RatingPicker(props: {
  idea: Idea;
  onSave(ratings: Ratings): void;
  onClose(): void;
}) {
  const { t } = useTranslation(['facilitation', 'defineIdeate']);
  const [impact, setImpact] = useState(props.idea.impact);
  const [feasibility, setFeasibility] = useState(props.idea.feasibility);
  const [error, setError] = useState<string | null>(null);
  const rated = props.idea.impact !== null || props.idea.feasibility !== null;

  const save = () => {
    if (impact === null || feasibility === null) return setError(t('matrix.errors.rateBoth'));
    props.onSave({ impact, feasibility });
  };

  const scale = (
    axis: 'impact' | 'feasibility',
    value: number | null,
    set: (n: number) => void,
  ) => (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={`picker-${axis}`}>
        {t(`matrix.${axis}`)}
      </Text>
      <SegmentedControl
        aria-labelledby={`picker-${axis}`}
        fullWidth
        size="lg"
        data={SCALE}
        value={value === null ? '' : String(value)}
        onChange={(next) => {
          set(Number(next));
          setError(null);
        }}
      />
      <Text size="xs" c="dimmed" mih={18}>
        {value === null ? t('defineIdeate:notRated') : t(`defineIdeate:${axis}.${value}`)}
      </Text>
    </Stack>
  );

  return (
    <LazyModal opened onClose={props.onClose} title={props.idea.title} centered>
      <Stack>
        {scale('impact', impact, setImpact)}
        {scale('feasibility', feasibility, setFeasibility)}
        <Text size="sm" aria-live="polite">
          {impact !== null && feasibility !== null
            ? t('matrix.landsIn', {
                quadrant: t(`matrix.quadrants.${quadrantOf(impact, feasibility)}.name`),
              })
            : ''}
        </Text>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group justify="space-between">
          {rated ? (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => props.onSave({ impact: null, feasibility: null })}
            >
              {t('matrix.unrate')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={props.onClose}>
              {t('matrix.cancel')}
            </Button>
            <Button onClick={save}>{t('matrix.save')}</Button>
          </Group>
        </Group>
      </Stack>
    </LazyModal>
  );
}
