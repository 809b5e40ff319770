import { Badge, VisuallyHidden } from '@mantine/core';
import type { ToolDifficulty } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { DIFFICULTY_KEYS, DIFFICULTY_STYLES } from './difficulty';

/** Fácil green, Médio yellow, Avançado red, with dark text that keeps 4.5:1 contrast. */
export function DifficultyBadge({ difficulty }: { difficulty: ToolDifficulty }) {
  const { t } = useTranslation('toolIndex');
  const style = DIFFICULTY_STYLES[difficulty];
  return (
    <Badge
      variant="light"
      color={style.color}
      tt="none"
      styles={{ root: { backgroundColor: style.background, color: style.text } }}
      data-difficulty={difficulty}
    >
      <VisuallyHidden>{t('difficultyLabel')} </VisuallyHidden>
      {t(`difficulty.${DIFFICULTY_KEYS[difficulty]}`)}
    </Badge>
  );
}
