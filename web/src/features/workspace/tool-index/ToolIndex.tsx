import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { ToolCatalogueEntry } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterTools, NO_FILTERS, type ToolFilterState } from './filter';
import { useLocalizedCatalogue } from './localize';
import { ToolCard } from './ToolCard';
import { ToolFilters } from './ToolFilters';

export interface ToolIndexProps {
  /** 'full': heading, descriptions, roomy grid. 'compact': for a panel inside a phase view. */
  mode: 'full' | 'compact';
  /** Makes each card a button that hands back the catalogue entry (pt-BR data, stable id). */
  onSelect?(tool: ToolCatalogueEntry): void;
}

/**
 * The searchable index of the eight catalogue tools (workspace spec, section 2 "Tool index").
 * Pure data: no database and no calls, so it works offline as it is.
 */
export function ToolIndex({ mode, onSelect }: ToolIndexProps) {
  const { t } = useTranslation('toolIndex');
  const [filters, setFilters] = useState<ToolFilterState>(NO_FILTERS);
  const tools = useLocalizedCatalogue();
  const shown = filterTools(tools, filters);
  const compact = mode === 'compact';

  return (
    <Stack gap={compact ? 'sm' : 'lg'} component="section" aria-label={t('title')}>
      {!compact && (
        <div>
          <Title order={2}>{t('title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('subtitle')}
          </Text>
        </div>
      )}
      <ToolFilters filters={filters} compact={compact} onChange={setFilters} />
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('count', { count: shown.length })}
      </Text>
      {shown.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm">
            <IconSearch size={32} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text ta="center">{t('empty')}</Text>
            <Button
              variant="light"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => setFilters(NO_FILTERS)}
            >
              {t('clearFilters')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid
          cols={compact ? { base: 1, sm: 2 } : { base: 1, sm: 2, lg: 3 }}
          spacing={compact ? 'sm' : 'md'}
        >
          {shown.map((tool) => (
            <ToolCard key={tool.id} tool={tool} compact={compact} onSelect={onSelect} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
