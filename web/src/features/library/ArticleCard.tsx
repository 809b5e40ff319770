import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconLock, IconUser } from '@tabler/icons-react';
import type { ListedArticle } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryBadge } from './CategoryBadge';
import classes from './library.module.css';
import { TagList } from './TagList';

/**
 * One article in the library grid; the whole card opens the article (a locked one opens on
 * the plan's notice, which says how to read it).
 */
export function ArticleCard({ article }: { article: ListedArticle }) {
  const { t } = useTranslation('library');
  return (
    <Card component="article" withBorder padding="lg" radius="md" className={classes.card}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <CategoryBadge category={article.category} />
          <Group gap={4} wrap="nowrap">
            <IconClock size={14} aria-hidden />
            <Text size="xs" c="gray.7">
              {t('readingTime', { count: article.readingMinutes })}
            </Text>
          </Group>
        </Group>
        <Title order={2} size="h4" lh={1.3}>
          <Link to={`/library/article/${article.id}`} className={classes.cardLink}>
            {article.title}
          </Link>
        </Title>
        {article.description && (
          <Text size="sm" c="gray.7" lineClamp={3}>
            {article.description}
          </Text>
        )}
        <Stack gap="sm" mt="auto">
          <TagList tags={article.tags} limit />
          {/* The plan's badge goes under the author where both do not fit (320 px phones). */}
          <Group justify="space-between" gap="xs">
            <Group gap={6} wrap="nowrap" miw={0}>
              <IconUser size={14} aria-hidden />
              <Text size="sm" fw={500} lineClamp={1}>
                {article.author}
              </Text>
            </Group>
            {article.locked && (
              <Badge
                color="gray"
                variant="light"
                tt="none"
                leftSection={<IconLock size={12} aria-hidden />}
              >
                {t('locked')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
