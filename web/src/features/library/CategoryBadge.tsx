import { Badge, type BadgeProps } from '@mantine/core';
import { type PhaseKey, phaseByKey } from '@trilha/shared';
import { useTranslation } from 'react-i18next';

/** An article's phase, in that phase's own colour (text colour picked for contrast). */
export function CategoryBadge({ category, ...props }: { category: PhaseKey } & BadgeProps) {
  const { t } = useTranslation('library');
  return (
    <Badge color={phaseByKey(category).color} variant="filled" autoContrast {...props}>
      {t(`categories.${category}`)}
    </Badge>
  );
}
