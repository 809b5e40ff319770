import { Badge, Group } from '@mantine/core';
import { visibleTags } from '@trilha/shared';
import { useTranslation } from 'react-i18next';

/** A tool card's tags: the first three, then '+N' for the rest (the spec's card rule). */
export function ToolTags({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation('toolIndex');
  if (tags.length === 0) return null;
  const { shown, hiddenCount } = visibleTags(tags);
  return (
    <Group gap={6} role="list" aria-label={t('tags')}>
      {shown.map((tag) => (
        <Badge key={tag} role="listitem" variant="light" color="gray" c="gray.8" tt="none" fw={500}>
          {tag}
        </Badge>
      ))}
      {hiddenCount > 0 && (
        <Badge
          role="listitem"
          variant="outline"
          color="gray"
          c="gray.8"
          fw={500}
          title={t('moreTags', { count: hiddenCount })}
          aria-label={t('moreTags', { count: hiddenCount })}
        >
          +{hiddenCount}
        </Badge>
      )}
    </Group>
  );
}
