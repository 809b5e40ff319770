import { ActionIcon, Badge, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type Article, phaseByKey } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AdminTable, TitleCell } from './AdminTable';
import { ArticleFormDialog } from './ArticleFormDialog';
import { DeleteAction } from './DeleteAction';
import { formatDate, matches } from './format';
import { ListToolbar } from './ListToolbar';
import { QueryView } from './QueryView';
import { useAdminQuery } from './useAdminQuery';
import { useConfirmedDelete } from './useConfirmedDelete';

/** The Articles tab: drafts included; search by title and author; create, edit, delete. */
export function ArticlesTab() {
  const { t } = useTranslation('admin');
  const { state, reload } = useAdminQuery<Article[]>('/api/articles');
  const [query, setQuery] = useState('');
  // The form is remounted for every opening, so it always starts from the right article.
  const [form, setForm] = useState<{ article: Article | null; opened: boolean; key: number }>({
    article: null,
    opened: false,
    key: 0,
  });
  const remove = useConfirmedDelete<Article>({
    path: (article) => `/api/articles/${article.id}`,
    success: t('articles.deleted'),
    failure: t('articles.deleteError'),
    onDeleted: reload,
  });

  const openForm = (article: Article | null) =>
    setForm((current) => ({ article, opened: true, key: current.key + 1 }));

  return (
    <Stack gap="md">
      <ListToolbar
        searchLabel={t('articles.search')}
        query={query}
        onQueryChange={setQuery}
        create={{ label: t('articles.new'), onClick: () => openForm(null) }}
      />
      <QueryView state={state} reload={reload} errorMessage={t('articles.loadError')}>
        {(articles) => (
          <ArticlesTable
            articles={articles.filter((article) => matches(query, article.title, article.author))}
            onEdit={openForm}
            onDelete={remove.ask}
          />
        )}
      </QueryView>
      <ArticleFormDialog
        key={form.key}
        opened={form.opened}
        article={form.article}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
        onSaved={reload}
      />
      <ConfirmDialog
        {...remove.dialog}
        title={t('articles.deleteTitle')}
        message={t('articles.deleteConfirm', { title: remove.deleting?.title ?? '' })}
      />
    </Stack>
  );
}

function ArticlesTable(props: {
  articles: Article[];
  onEdit: (article: Article) => void;
  onDelete: (article: Article) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <AdminTable
      items={props.articles}
      empty={t('articles.none')}
      minWidth={760}
      columns={[
        t('articles.fields.title'),
        t('articles.fields.category'),
        t('articles.fields.author'),
        t('articles.status'),
        t('articles.updatedAt'),
      ]}
      cells={(article) => (
        <>
          <TitleCell
            title={article.title}
            description={article.description}
            maxWidth={360}
            descriptionLines={1}
          />
          <Table.Td>
            <Badge color={phaseByKey(article.category).color} variant="filled" autoContrast>
              {t(`categories.${article.category}`)}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{article.author}</Text>
          </Table.Td>
          <Table.Td>
            <Badge color={article.published ? 'teal' : 'yellow'} variant="light">
              {article.published ? t('articles.published') : t('articles.draft')}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{formatDate(article.updatedAt)}</Text>
          </Table.Td>
        </>
      )}
      actions={(article) => (
        <>
          <Tooltip label={t('edit')}>
            <ActionIcon
              variant="subtle"
              onClick={() => props.onEdit(article)}
              aria-label={t('articles.editLabel', { title: article.title })}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <DeleteAction
            label={t('articles.deleteLabel', { title: article.title })}
            onClick={() => props.onDelete(article)}
          />
        </>
      )}
    />
  );
}
