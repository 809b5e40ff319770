import {
  Alert,
  Badge,
  Button,
  Center,
  CloseButton,
  Container,
  EmptyState,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconBooks, IconRefresh, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { type ListedArticle, phaseByKey } from '@trilha/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { ArticleCard } from './ArticleCard';
import { CacheNotice } from './CacheNotice';
import { CATEGORY_TABS, type CategoryTab, countByTab, inCategory, matchesSearch } from './filter';
import { useArticleList } from './useArticles';

const isCategoryTab = (value: string | null): value is CategoryTab =>
  value !== null && (CATEGORY_TABS as readonly string[]).includes(value);

/**
 * /library: search, one tab per phase with counts, and the article grid. The search and the tab
 * live in the address (?q=&category=), so coming back from an article keeps them.
 */
export function LibraryPage() {
  const { t } = useTranslation('library');
  const { state, reload } = useArticleList();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const categoryParam = params.get('category');
  const tab: CategoryTab = isCategoryTab(categoryParam) ? categoryParam : 'all';

  const update = (changes: { q?: string; category?: CategoryTab }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (!value || value === 'all') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <TextInput
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            query ? (
              <CloseButton
                size="sm"
                aria-label={t('search.clear')}
                onClick={() => update({ q: '' })}
              />
            ) : null
          }
          value={query}
          onChange={(event) => update({ q: event.currentTarget.value })}
          maw={560}
        />
        {state.status === 'loading' && (
          <Center py="xl">
            <Loader aria-label={t('loading')} />
          </Center>
        )}
        {state.status === 'error' && (
          <Alert color="red" title={t('error.title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('error.list')}</Text>
              <RetryButton onClick={reload} />
            </Stack>
          </Alert>
        )}
        {state.status === 'offline' && (
          <EmptyState
            icon={<IconWifiOff size={32} aria-hidden />}
            withIndicatorBackground
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            title={t('offline.title')}
            description={t('offline.listUnavailable')}
          >
            <EmptyState.Actions>
              <RetryButton onClick={reload} />
            </EmptyState.Actions>
          </EmptyState>
        )}
        {state.status === 'ready' && (
          <>
            {state.fromCache && <CacheNotice>{t('offline.list')}</CacheNotice>}
            <ArticleTabs
              articles={state.articles}
              query={query}
              tab={tab}
              onTabChange={(category) => update({ category })}
              onClearSearch={() => update({ q: '' })}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}

function RetryButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('library');
  return (
    <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onClick}>
      {t('retry')}
    </Button>
  );
}

/**
 * The six tabs. Counts are of the articles matching the search, so each tab says how many
 * results it holds right now.
 */
function ArticleTabs(props: {
  articles: readonly ListedArticle[];
  query: string;
  tab: CategoryTab;
  onTabChange: (tab: CategoryTab) => void;
  onClearSearch: () => void;
}) {
  const { t } = useTranslation('library');
  const matching = useMemo(
    () => props.articles.filter((article) => matchesSearch(article, props.query)),
    [props.articles, props.query],
  );
  const counts = countByTab(matching);
  const shown = matching.filter((article) => inCategory(article, props.tab));

  return (
    <Tabs
      value={props.tab}
      onChange={(value) => isCategoryTab(value) && props.onTabChange(value)}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('tabs.label')} mb="lg">
        {CATEGORY_TABS.map((tab) => {
          const color = tab === 'all' ? 'violet' : phaseByKey(tab).color;
          return (
            <Tabs.Tab
              key={tab}
              value={tab}
              color={color}
              rightSection={
                <Badge size="sm" variant="light" color={color} circle={counts[tab] < 10}>
                  {counts[tab]}
                </Badge>
              }
            >
              {tab === 'all' ? t('tabs.all') : t(`categories.${tab}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {CATEGORY_TABS.map((tab) => (
        <Tabs.Panel key={tab} value={tab}>
          {shown.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {shown.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </SimpleGrid>
          ) : (
            <NoArticles
              query={props.query}
              tab={props.tab}
              onClearSearch={props.onClearSearch}
              onShowAll={() => props.onTabChange('all')}
            />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Why the grid is empty, and the way out: clear the search, or look at every phase. */
function NoArticles(props: {
  query: string;
  tab: CategoryTab;
  onClearSearch: () => void;
  onShowAll: () => void;
}) {
  const { t } = useTranslation('library');
  const searching = props.query.trim().length > 0;
  const description = searching
    ? t('empty.search', { query: props.query.trim() })
    : props.tab === 'all'
      ? t('empty.library')
      : t('empty.category');
  return (
    <EmptyState
      py="xl"
      icon={<IconBooks size={32} aria-hidden />}
      withIndicatorBackground
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      title={t('empty.title')}
      description={description}
    >
      {(searching || props.tab !== 'all') && (
        <EmptyState.Actions>
          {searching ? (
            <Button variant="light" onClick={props.onClearSearch}>
              {t('empty.clear')}
            </Button>
          ) : (
            <Button variant="light" onClick={props.onShowAll}>
              {t('empty.showAll')}
            </Button>
          )}
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
