import { Button, CloseButton, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PHASES, TOOL_CATEGORIES } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { CATEGORY_KEYS } from './difficulty';
import { type ToolFilterState, toggled } from './filter';

/**
 * Search box, phase buttons and category buttons. Buttons toggle: pressing the active phase
 * (or category) again goes back to all of them.
 */
export function ToolFilters(props: {
  filters: ToolFilterState;
  compact: boolean;
  onChange(filters: ToolFilterState): void;
}) {
  const { t } = useTranslation('toolIndex');
  const { filters, compact, onChange } = props;
  const size = compact ? 'xs' : 'sm';
  return (
    <Stack gap="sm">
      <TextInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        size={size}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.query}
        onChange={(event) => onChange({ ...filters, query: event.currentTarget.value })}
        rightSection={
          filters.query ? (
            <CloseButton
              size="sm"
              aria-label={t('search.clear')}
              onClick={() => onChange({ ...filters, query: '' })}
            />
          ) : null
        }
      />
      <Group gap="xs" role="group" aria-label={t('filters.phaseGroup')}>
        <Button
          size={size}
          variant={filters.phase === null ? 'filled' : 'default'}
          aria-pressed={filters.phase === null}
          onClick={() => onChange({ ...filters, phase: null })}
        >
          {t('filters.allPhases')}
        </Button>
        {PHASES.map((phase) => {
          const active = filters.phase === phase.number;
          return (
            <Button
              key={phase.number}
              size={size}
              variant={active ? 'filled' : 'default'}
              color={active ? phase.color : undefined}
              autoContrast
              aria-pressed={active}
              title={t(`phases.${phase.key}`)}
              onClick={() => onChange({ ...filters, phase: toggled(filters.phase, phase.number) })}
            >
              {t('phase', { number: phase.number })}
            </Button>
          );
        })}
      </Group>
      <Group gap="xs" role="group" aria-label={t('filters.categoryGroup')}>
        <Button
          size={size}
          variant={filters.category === null ? 'filled' : 'default'}
          aria-pressed={filters.category === null}
          onClick={() => onChange({ ...filters, category: null })}
        >
          {t('filters.allCategories')}
        </Button>
        {TOOL_CATEGORIES.map((category) => {
          const active = filters.category === category;
          return (
            <Button
              key={category}
              size={size}
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              onClick={() =>
                onChange({ ...filters, category: toggled(filters.category, category) })
              }
            >
              {t(`categories.${CATEGORY_KEYS[category]}`)}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
