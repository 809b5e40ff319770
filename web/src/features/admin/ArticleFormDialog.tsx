import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { type Article, PHASE_KEYS } from '@trilha/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../components/form/field-error';
import { formResolver } from '../../components/form/form-resolver';
import { PhoneFullScreenModal } from '../../components/lazy-dialogs';
// The one import across features: the preview must render exactly what readers will see.
import { Markdown } from '../../components/Markdown';
import { apiPost, apiPut } from '../../lib/api';
import {
  type ArticleFormInput,
  type ArticleFormOutput,
  articleFormSchema,
  articleFormValues,
} from './article-form';
import { runAction } from './run-action';

/** Create (article null) or edit an article, with a preview of its rendered content. */
export function ArticleFormDialog(props: {
  opened: boolean;
  article: Article | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const editing = props.article !== null;
  const form = useForm<ArticleFormInput, unknown, ArticleFormOutput>({
    resolver: formResolver(articleFormSchema),
    defaultValues: articleFormValues(props.article),
  });
  const { errors, isSubmitting } = form.formState;
  const error = useFieldErrorText();

  const submit = form.handleSubmit(async (values) => {
    const saved = await runAction(
      t,
      () =>
        props.article
          ? apiPut(`/api/articles/${props.article.id}`, values)
          : apiPost('/api/articles', values),
      editing
        ? { success: t('articles.updated'), failure: t('articles.updateError') }
        : { success: t('articles.created'), failure: t('articles.createError') },
    );
    if (saved) {
      props.onClose();
      props.onSaved();
    }
  });

  return (
    <PhoneFullScreenModal
      opened={props.opened}
      onClose={props.onClose}
      title={editing ? t('articles.editTitle') : t('articles.createTitle')}
      size="xl"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('articles.fields.title')}
            withAsterisk
            data-autofocus
            {...form.register('title')}
            error={error(errors.title)}
          />
          <Textarea
            label={t('articles.fields.description')}
            autosize
            minRows={2}
            maxRows={4}
            {...form.register('description')}
            error={error(errors.description)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <Select
                  label={t('articles.fields.category')}
                  withAsterisk
                  allowDeselect={false}
                  data={PHASE_KEYS.map((key) => ({ value: key, label: t(`categories.${key}`) }))}
                  value={field.value ?? null}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  error={error(errors.category)}
                />
              )}
            />
            <TextInput
              label={t('articles.fields.author')}
              withAsterisk
              {...form.register('author')}
              error={error(errors.author)}
            />
          </SimpleGrid>
          <TextInput
            label={t('articles.fields.tags')}
            description={t('articles.fields.tagsHint')}
            {...form.register('tags')}
            error={error(errors.tags?.message ? errors.tags : errors.tags?.root)}
          />
          <Tabs defaultValue="write" keepMounted keepMountedMode="display-none">
            <Tabs.List aria-label={t('articles.contentMode')}>
              <Tabs.Tab value="write" leftSection={<IconPencil size={16} aria-hidden />}>
                {t('articles.write')}
              </Tabs.Tab>
              <Tabs.Tab value="preview" leftSection={<IconEye size={16} aria-hidden />}>
                {t('articles.preview')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="write" pt="sm">
              <Textarea
                label={t('articles.fields.content')}
                description={t('articles.fields.contentHint')}
                withAsterisk
                autosize
                minRows={10}
                maxRows={24}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                {...form.register('content')}
                error={error(errors.content)}
              />
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="sm">
              <Preview title={form.watch('title') ?? ''} content={form.watch('content') ?? ''} />
            </Tabs.Panel>
          </Tabs>
          <Controller
            control={form.control}
            name="published"
            render={({ field }) => (
              <Switch
                label={t('articles.fields.published')}
                description={t('articles.fields.publishedHint')}
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={isSubmitting}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {editing ? t('save') : t('articles.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PhoneFullScreenModal>
  );
}

function Preview({ title, content }: { title: string; content: string }) {
  const { t } = useTranslation('admin');
  if (!title.trim() && !content.trim()) {
    return (
      <Text c="gray.7" py="lg" ta="center">
        {t('articles.previewEmpty')}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg" mih={200}>
      {title.trim() && (
        <Title order={2} mb="md">
          {title}
        </Title>
      )}
      <Markdown content={content} />
    </Paper>
  );
}
