import { Badge } from '@mantine/core';
import { PRIORITIES, type Priority, SHORT_TEXT_MAX } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import type { ChoiceFieldSpec, TextFieldSpec } from '../../../components/records/record-fields';

// What the Define and Ideate tools share (all in the defineIdeate namespace).

/** Badge colours of a POV statement's or an HMW question's priority. */
export const PRIORITY_COLORS = { low: 'gray', medium: 'yellow', high: 'red' } as const;

/** 'Prioridade Alta', in the priority's colour. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  const { t } = useTranslation('defineIdeate');
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="light">
      {t('priorityBadge', { priority: t(`priority.${priority}`) })}
    </Badge>
  );
}

/** The priority of a POV statement or an HMW question, 'Média' for a new one. */
export const PRIORITY_FIELD: ChoiceFieldSpec<undefined> = {
  kind: 'choice',
  name: 'priority',
  label: 'form.priority',
  values: PRIORITIES,
  optionKey: 'priority',
  initial: 'medium',
};

/** The category of an HMW question or an idea, with the tool's own example. */
export const CATEGORY_FIELD: TextFieldSpec<undefined> = {
  kind: 'text',
  name: 'category',
  label: 'form.category',
  placeholder: true,
  max: SHORT_TEXT_MAX,
};
