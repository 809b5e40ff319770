import {
  Anchor,
  Badge,
  Button,
  Center,
  Container,
  Divider,
  EmptyState,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendar,
  IconClock,
  IconFileOff,
  IconRefresh,
  IconUser,
  IconWifiOff,
} from '@tabler/icons-react';
import { type Article, readingTimeMinutes } from '@trilha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Markdown } from '../../components/Markdown';
import { PlanLimitNotice } from '../../components/PlanLimitNotice';
import { CacheNotice } from './CacheNotice';
import { CategoryBadge } from './CategoryBadge';
import { formatArticleDate } from './format';
import { ShareButton } from './ShareButton';
import { TagList } from './TagList';
import { useArticle } from './useArticles';

/** /library/article/{id}: one article, readable offline once it has been listed or opened. */
export function ArticlePage() {
  const { t } = useTranslation('library');
  const { id } = useParams();
  const { state, reload } = useArticle(id);

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Anchor component={Link} to="/library" size="sm" fw={500} w="fit-content">
          <Group gap={6} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('article.back')}
          </Group>
        </Anchor>
        {state.status === 'loading' && (
          <Center py="xl">
            <Loader aria-label={t('loading')} />
          </Center>
        )}
        {state.status === 'notFound' && (
          <Unavailable
            icon={<IconFileOff size={32} aria-hidden />}
            title={t('article.notFoundTitle')}
            description={t('article.notFoundText')}
            action={
              <Button component={Link} to="/library" variant="light">
                {t('article.browse')}
              </Button>
            }
          />
        )}
        {state.status === 'planLimit' && (
          <PlanLimitNotice refusal={state.refusal} serverMessage={state.message} />
        )}
        {state.status === 'offline' && (
          <Unavailable
            icon={<IconWifiOff size={32} aria-hidden />}
            title={t('offline.title')}
            description={t('offline.articleUnavailable')}
            action={
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={reload}
              >
                {t('retry')}
              </Button>
            }
          />
        )}
        {state.status === 'ready' && (
          <>
            {state.fromCache && <CacheNotice>{t('offline.article')}</CacheNotice>}
            <ArticleView article={state.article} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function Unavailable(props: {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <EmptyState
      py="xl"
      icon={props.icon}
      withIndicatorBackground
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
    >
      <EmptyState.Title order={1}>{props.title}</EmptyState.Title>
      <EmptyState.Description>{props.description}</EmptyState.Description>
      <EmptyState.Actions>{props.action}</EmptyState.Actions>
    </EmptyState>
  );
}

function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation('library');
  return (
    <Stack gap="lg" component="article">
      <Stack gap="sm">
        <Group gap="xs">
          <CategoryBadge category={article.category} size="lg" />
          {!article.published && (
            <Badge size="lg" color="yellow" variant="light">
              {t('article.draft')}
            </Badge>
          )}
        </Group>
        <Title order={1}>{article.title}</Title>
        {article.description && (
          <Text size="lg" c="gray.7">
            {article.description}
          </Text>
        )}
      </Stack>
      <Group justify="space-between" gap="sm">
        <Group gap="lg" c="gray.7">
          <Meta icon={<IconUser size={16} aria-hidden />}>{article.author}</Meta>
          <Meta icon={<IconCalendar size={16} aria-hidden />}>
            <time dateTime={article.createdAt}>{formatArticleDate(article.createdAt)}</time>
          </Meta>
          <Meta icon={<IconClock size={16} aria-hidden />}>
            {t('readingTime', { count: readingTimeMinutes(article.content) })}
          </Meta>
        </Group>
        <ShareButton />
      </Group>
      <TagList tags={article.tags} />
      <Divider />
      <Markdown content={article.content} />
      <ArticleFooter article={article} />
    </Stack>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** Who wrote it, when it last changed, and the way on to more reading. */
function ArticleFooter({ article }: { article: Article }) {
  const { t } = useTranslation('library');
  const edited = article.updatedAt.slice(0, 10) !== article.createdAt.slice(0, 10);
  return (
    <Paper component="footer" withBorder radius="md" p="lg" bg="gray.0" mt="md">
      <Group justify="space-between" gap="md">
        <Stack gap={2}>
          <Text fw={600}>{t('article.writtenBy', { author: article.author })}</Text>
          <Text size="sm" c="gray.7">
            {edited
              ? t('article.updatedOn', { date: formatArticleDate(article.updatedAt) })
              : t('article.publishedOn', { date: formatArticleDate(article.createdAt) })}
          </Text>
        </Stack>
        <Button component={Link} to="/library" variant="light">
          {t('article.browse')}
        </Button>
      </Group>
    </Paper>
  );
}
