import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBulb, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  IDEA_STATUSES,
  type Idea,
  ideaCreateSchema,
  RATING_MAX,
  RATING_MIN,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  TITLE_MAX,
} from '@trilha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChange, useRecords } from '../records';
import {
  ConfirmDeleteModal,
  changedFields,
  EmptyState,
  ListSkeleton,
  NS,
  useFieldError,
  VoteButton,
} from './common';

const formSchema = ideaCreateSchema.pick({
  title: true,
  description: true,
  category: true,
  feasibility: true,
  impact: true,
  status: true,
});

type IdeaValues = Pick<
  Idea,
  'title' | 'description' | 'category' | 'feasibility' | 'impact' | 'status'
>;

const EMPTY: IdeaValues = {
  title: '',
  description: '',
  category: '',
  feasibility: null,
  impact: null,
  status: 'idea',
};

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
const STATUS_COLORS = { idea: 'gray', selected: 'violet', prototype: 'teal', tested: 'green' };

/** Most voted first; among equal votes, the newest first. */
const byVotes = (a: Idea, b: Idea) => b.votes - a.votes || b.createdAt.localeCompare(a.createdAt);

/** The brainstorming tab: ideas to vote on, create, edit and delete (with confirmation). */
export function Ideas({ projectId }: { projectId: string }) {
  const { t } = useTranslation(NS);
  const ideas = useRecords('ideas', projectId, byVotes);
  const change = useChange();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Idea | null>(null);
  const [deleting, setDeleting] = useState<Idea | null>(null);

  const vote = (idea: Idea) =>
    change('idea.vote', { id: idea.id, delta: 1 }, { success: t('voted'), error: t('voteError') });

  const create = () => setCreating(true);

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={3} size="h4">
            {t('ideas.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('ideas.subtitle')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
          {t('ideas.new')}
        </Button>
      </Group>

      {ideas === undefined ? (
        <ListSkeleton label={t('ideas.loading')} />
      ) : ideas.length === 0 ? (
        <EmptyState
          icon={<IconBulb size={24} />}
          title={t('ideas.emptyTitle')}
          text={t('ideas.emptyText')}
          action={
            <Button variant="light" onClick={create}>
              {t('ideas.createFirst')}
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {ideas.map((idea) => (
            <Card key={idea.id} withBorder radius="md" padding="md" data-testid="idea-card">
              <Stack gap="xs" h="100%">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
                    {idea.title}
                  </Title>
                  <Badge
                    color={STATUS_COLORS[idea.status]}
                    variant="light"
                    style={{ flexShrink: 0 }}
                  >
                    {t(`status.${idea.status}`)}
                  </Badge>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere', flexGrow: 1 }}>
                  {idea.description}
                </Text>
                <Group gap="xs">
                  {idea.category && <Badge variant="dot">{idea.category}</Badge>}
                  <Badge variant="outline" color="blue">
                    {t('ideas.feasibilityBadge', {
                      value: idea.feasibility
                        ? t(`feasibility.${idea.feasibility}`)
                        : t('notRated'),
                    })}
                  </Badge>
                  <Badge variant="outline" color="orange">
                    {t('ideas.impactBadge', {
                      value: idea.impact ? t(`impact.${idea.impact}`) : t('notRated'),
                    })}
                  </Badge>
                </Group>
                <Group justify="space-between">
                  <VoteButton
                    votes={idea.votes}
                    label={t('voteLabel', { count: idea.votes })}
                    onVote={() => vote(idea)}
                  />
                  <Group gap={4}>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => setEditing(idea)}
                      aria-label={t('ideas.editLabel', { name: idea.title })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(idea)}
                      aria-label={t('ideas.deleteLabel', { name: idea.title })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <IdeaDialog
        opened={creating}
        title={t('ideas.createTitle')}
        submitLabel={t('ideas.create')}
        initial={EMPTY}
        onClose={() => setCreating(false)}
        onSave={(values) =>
          change(
            'idea.create',
            { id: crypto.randomUUID(), projectId, ...values },
            { success: t('ideas.created'), error: t('ideas.createError') },
          )
        }
      />
      {editing && (
        <IdeaDialog
          opened
          title={t('ideas.editTitle')}
          submitLabel={t('form.save')}
          initial={editing}
          onClose={() => setEditing(null)}
          onSave={(values) =>
            change(
              'idea.update',
              { id: editing.id, changes: changedFields(editing, values) },
              { success: t('ideas.updated'), error: t('ideas.updateError') },
            )
          }
        />
      )}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('ideas.deleteTitle')}
        message={t('ideas.deleteConfirm', { name: deleting?.title ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await change(
            'idea.delete',
            { id: deleting.id },
            { success: t('ideas.deleted'), error: t('ideas.deleteError') },
          );
          if (done) setDeleting(null);
        }}
      />
    </Stack>
  );
}

/** An empty select means 'Não avaliado' (null); otherwise the 1–5 rating as a number. */
// RHF also passes the default value (null) through setValueAs: unrated must stay null, not 0.
const ratingValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

function IdeaDialog(props: {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial: IdeaValues;
  onClose(): void;
  onSave(values: IdeaValues): Promise<boolean>;
}) {
  const { t } = useTranslation(NS);
  const fieldError = useFieldError();
  const initial: IdeaValues = {
    title: props.initial.title,
    description: props.initial.description,
    category: props.initial.category,
    feasibility: props.initial.feasibility,
    impact: props.initial.impact,
    status: props.initial.status,
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: initial });

  const close = () => {
    reset(initial);
    props.onClose();
  };
  const submit = handleSubmit(async (values) => {
    if (await props.onSave(values)) close();
  });

  const ratingOptions = (scale: 'feasibility' | 'impact') => [
    { value: '', label: t('notRated') },
    ...RATINGS.map((n) => ({ value: String(n), label: `${n} – ${t(`${scale}.${n}`)}` })),
  ];

  return (
    <Modal opened={props.opened} onClose={close} title={props.title} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('ideas.titleField')}
            placeholder={t('ideas.titlePlaceholder')}
            withAsterisk
            maxLength={TITLE_MAX}
            data-autofocus
            error={fieldError(errors.title, TITLE_MAX, t('ideas.titleRequired'))}
            {...register('title')}
          />
          <Textarea
            label={t('ideas.description')}
            placeholder={t('ideas.descriptionPlaceholder')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={TEXT_MAX}
            error={fieldError(errors.description, TEXT_MAX, t('ideas.descriptionRequired'))}
            {...register('description')}
          />
          <TextInput
            label={t('form.category')}
            placeholder={t('ideas.categoryPlaceholder')}
            maxLength={SHORT_TEXT_MAX}
            error={fieldError(errors.category, SHORT_TEXT_MAX)}
            {...register('category')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect
              label={t('ideas.feasibility')}
              data={ratingOptions('feasibility')}
              error={errors.feasibility && t('form.invalid')}
              {...register('feasibility', { setValueAs: ratingValue })}
            />
            <NativeSelect
              label={t('ideas.impact')}
              data={ratingOptions('impact')}
              error={errors.impact && t('form.invalid')}
              {...register('impact', { setValueAs: ratingValue })}
            />
          </SimpleGrid>
          <NativeSelect
            label={t('ideas.status')}
            data={IDEA_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            {...register('status')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
