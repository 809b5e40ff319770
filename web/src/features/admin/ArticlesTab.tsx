import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type Article, phaseByKey } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDelete } from '../../lib/api';
import { ArticleFormDialog } from './ArticleFormDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { formatDate, matches } from './format';
import { QueryView } from './QueryView';
import { runAction } from './run-action';
import { SearchField } from './SearchField';
import { useAdminQuery } from './useAdminQuery';

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
  const [deleting, setDeleting] = useState<Article | null>(null);

  const openForm = (article: Article | null) =>
    setForm((current) => ({ article, opened: true, key: current.key + 1 }));

  const remove = async (article: Article) => {
    const done = await runAction(t, () => apiDelete(`/api/articles/${article.id}`), {
      success: t('articles.deleted'),
      failure: t('articles.deleteError'),
    });
    if (done) reload();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SearchField label={t('articles.search')} value={query} onChange={setQuery} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
          {t('articles.new')}
        </Button>
      </Group>
      <QueryView state={state} reload={reload} errorMessage={t('articles.loadError')}>
        {(articles) => (
          <ArticlesTable
            articles={articles.filter((article) => matches(query, article.title, article.author))}
            onEdit={openForm}
            onDelete={setDeleting}
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
        opened={deleting !== null}
        title={t('articles.deleteTitle')}
        message={t('articles.deleteConfirm', { title: deleting?.title ?? '' })}
        confirmLabel={t('delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
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
  if (props.articles.length === 0) {
    return (
      <Text c="gray.7" py="lg" ta="center">
        {t('articles.none')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('articles.fields.title')}</Table.Th>
            <Table.Th>{t('articles.fields.category')}</Table.Th>
            <Table.Th>{t('articles.fields.author')}</Table.Th>
            <Table.Th>{t('articles.status')}</Table.Th>
            <Table.Th>{t('articles.updatedAt')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.articles.map((article) => (
            <Table.Tr key={article.id}>
              <Table.Td maw={360}>
                <Text fw={600} size="sm" lineClamp={1}>
                  {article.title}
                </Text>
                {article.description && (
                  <Text size="xs" c="gray.7" lineClamp={1}>
                    {article.description}
                  </Text>
                )}
              </Table.Td>
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
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('edit')}>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => props.onEdit(article)}
                      aria-label={t('articles.editLabel', { title: article.title })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => props.onDelete(article)}
                      aria-label={t('articles.deleteLabel', { title: article.title })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
