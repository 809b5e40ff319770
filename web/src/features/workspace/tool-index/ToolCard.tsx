import {
  Badge,
  Card,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconCategory, IconClock } from '@tabler/icons-react';
import { phaseByNumber, type ToolCatalogueEntry } from '@trilha/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DifficultyBadge } from './DifficultyBadge';
import { CATEGORY_KEYS } from './difficulty';
import type { LocalizedTool } from './localize';
import { ToolTags } from './ToolTags';
import classes from './tool-index.module.css';

/**
 * One catalogue tool. With `onSelect` the whole card chooses the tool; compact cards leave
 * out the description.
 */
export function ToolCard(props: {
  tool: LocalizedTool;
  compact: boolean;
  onSelect?(tool: ToolCatalogueEntry): void;
}) {
  const { t } = useTranslation('toolIndex');
  const { tool, compact, onSelect } = props;
  const titleId = useId();
  const phase = phaseByNumber(tool.phase);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      padding={compact ? 'sm' : 'lg'}
      radius="md"
      className={onSelect ? `${classes.card} ${classes.selectable}` : classes.card}
    >
      <Stack gap={compact ? 'xs' : 'sm'} h="100%">
        <Group justify="space-between" gap="xs">
          <Badge color={phase.color} autoContrast title={tool.phaseName}>
            {compact
              ? t('phase', { number: tool.phase })
              : t('phaseWithName', { number: tool.phase, name: tool.phaseName })}
          </Badge>
          <DifficultyBadge difficulty={tool.difficulty} />
        </Group>
        <Title order={3} size={compact ? 'h5' : 'h4'} lh={1.3} id={titleId}>
          {onSelect ? (
            <UnstyledButton className={classes.nameButton} onClick={() => onSelect(tool.source)}>
              {tool.name}
            </UnstyledButton>
          ) : (
            tool.name
          )}
        </Title>
        {!compact && (
          <Text size="sm" c="gray.7">
            {tool.description}
          </Text>
        )}
        <Stack gap="xs" mt="auto">
          <Group gap="md" c="gray.7">
            <Group gap={4} wrap="nowrap">
              <IconClock size={14} aria-hidden />
              <Text size="xs" c="gray.7">
                <VisuallyHidden component="span">{t('timeLabel')} </VisuallyHidden>
                {tool.timeEstimate}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconCategory size={14} aria-hidden />
              <Text size="xs" c="gray.7">
                <VisuallyHidden component="span">{t('categoryLabel')} </VisuallyHidden>
                {t(`categories.${CATEGORY_KEYS[tool.category]}`)}
              </Text>
            </Group>
          </Group>
          <ToolTags tags={tool.tags} />
        </Stack>
      </Stack>
    </Card>
  );
}
