import { Badge, Group } from '@mantine/core';
import { visibleTags } from '@trilha/shared';
import { useTranslation } from 'react-i18next';

/**
 * An article's tags. On cards (`limit`) only the first three show, then '+N' for the rest;
 * the article page shows them all.
 */
export function TagList({ tags, limit = false }: { tags: readonly string[]; limit?: boolean }) {
  const { t } = useTranslation('library');
  if (tags.length === 0) return null;
  const { shown, hiddenCount } = limit ? visibleTags(tags) : { shown: [...tags], hiddenCount: 0 };
  return (
    <Group gap={6} aria-label={t('tags')} role="list">
      {shown.map((tag) => (
        <Badge key={tag} role="listitem" variant="light" color="gray" tt="none" fw={500}>
          {tag}
        </Badge>
      ))}
      {hiddenCount > 0 && (
        <Badge
          role="listitem"
          variant="outline"
          color="gray"
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
