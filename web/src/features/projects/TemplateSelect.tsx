import { Select, Stack, Text } from '@mantine/core';
import { TEMPLATE_ENTITIES, type TemplateSource } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import type { TemplateChoice } from '../../project-data/templates';

const BLANK = '';
const SOURCES: readonly TemplateSource[] = ['builtin', 'own', 'team'];

/**
 * The new-project dialog's 'Modelo': a blank project, the built-in templates, the account's and
 * its team's; under it, what the chosen one is and what it seeds.
 */
export function TemplateSelect(props: {
  templates: readonly TemplateChoice[];
  value: string | null;
  onChange(id: string | null): void;
}) {
  const { t } = useTranslation('templates');
  const chosen = props.templates.find(({ id }) => id === props.value);
  const data = [
    { value: BLANK, label: t('field.blank') },
    ...SOURCES.map((source) => ({
      group: t(`group.${source}`),
      items: props.templates
        .filter((template) => template.source === source)
        .map(({ id, name }) => ({ value: id, label: name })),
    })).filter(({ items }) => items.length > 0),
  ];
  const contains = chosen
    ? TEMPLATE_ENTITIES.filter((entity) => chosen.contains[entity])
        .map((entity) => t(`entity.${entity}`, { count: chosen.contains[entity] }))
        .join(', ')
    : '';
  return (
    <Stack gap={4}>
      <Select
        label={t('field.label')}
        description={t('field.hint')}
        data={data}
        value={props.value ?? BLANK}
        onChange={(value) => props.onChange(value ? value : null)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="template-select"
      />
      {chosen && (
        <Text size="sm" c="dimmed" data-testid="template-summary">
          {chosen.description}
          {chosen.ownerName && ` · ${t('sharedBy', { name: chosen.ownerName })}`}
          <br />
          {t('contains', { list: contains })}
        </Text>
      )}
    </Stack>
  );
}
