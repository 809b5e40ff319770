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
  HMW_SCOPES,
  type HmwQuestion,
  hmwQuestionCreateSchema,
  PRIORITIES,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from '@trilha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChange, useRecords } from '../records';
import {
  changedFields,
  EmptyState,
  ListSkeleton,
  NS,
  PRIORITY_COLORS,
  useFieldError,
  VoteButton,
} from './common';

const formSchema = hmwQuestionCreateSchema.pick({
  question: true,
  category: true,
  context: true,
  challenge: true,
  scope: true,
  priority: true,
});

type HmwValues = Pick<
  HmwQuestion,
  'question' | 'category' | 'context' | 'challenge' | 'scope' | 'priority'
>;

const EMPTY: HmwValues = {
  question: '',
  category: '',
  context: '',
  challenge: '',
  scope: 'product',
  priority: 'medium',
};

/** Most voted first; among equal votes, the newest first (spec section 4). */
const byVotesThenNewest = (a: HmwQuestion, b: HmwQuestion) =>
  b.votes - a.votes || b.createdAt.localeCompare(a.createdAt);

/** The How Might We tab: questions to vote on, create, edit and delete. */
export function HmwQuestions({ projectId }: { projectId: string }) {
  const { t } = useTranslation(NS);
  const questions = useRecords('hmwQuestions', projectId, byVotesThenNewest);
  const change = useChange();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<HmwQuestion | null>(null);

  const vote = (question: HmwQuestion) =>
    change(
      'hmwQuestion.vote',
      { id: question.id, delta: 1 },
      { success: t('voted'), error: t('voteError') },
    );
  const remove = (question: HmwQuestion) =>
    change(
      'hmwQuestion.delete',
      { id: question.id },
      { success: t('hmw.deleted'), error: t('hmw.deleteError') },
    );

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={3} size="h4">
            {t('hmw.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('hmw.subtitle')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('hmw.new')}
        </Button>
      </Group>

      {questions === undefined ? (
        <ListSkeleton label={t('hmw.loading')} />
      ) : questions.length === 0 ? (
        <EmptyState
          icon={<IconBulb size={24} />}
          title={t('hmw.emptyTitle')}
          text={t('hmw.emptyText')}
        />
      ) : (
        <Stack gap="sm">
          {questions.map((question) => (
            <Card key={question.id} withBorder radius="md" padding="md" data-testid="hmw-card">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {question.question}
                  </Text>
                  <Group gap="xs">
                    <Badge color={PRIORITY_COLORS[question.priority]} variant="light">
                      {t('priorityBadge', { priority: t(`priority.${question.priority}`) })}
                    </Badge>
                    <Badge variant="outline">{t(`scope.${question.scope}`)}</Badge>
                    {question.category && <Badge variant="dot">{question.category}</Badge>}
                  </Group>
                  {question.context && (
                    <Text size="sm" c="dimmed">
                      <strong>{t('hmw.context')}:</strong> {question.context}
                    </Text>
                  )}
                  {question.challenge && (
                    <Text size="sm" c="dimmed">
                      <strong>{t('hmw.challenge')}:</strong> {question.challenge}
                    </Text>
                  )}
                </Stack>
                <Stack gap={6} align="flex-end">
                  <VoteButton
                    votes={question.votes}
                    label={t('voteLabel', { count: question.votes })}
                    onVote={() => vote(question)}
                  />
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      onClick={() => setEditing(question)}
                      aria-label={t('hmw.editLabel')}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => remove(question)}
                      aria-label={t('hmw.deleteLabel')}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      <HmwDialog
        opened={creating}
        title={t('hmw.createTitle')}
        submitLabel={t('hmw.create')}
        initial={EMPTY}
        onClose={() => setCreating(false)}
        onSave={(values) =>
          change(
            'hmwQuestion.create',
            { id: crypto.randomUUID(), projectId, ...values },
            { success: t('hmw.created'), error: t('hmw.createError') },
          )
        }
      />
      {editing && (
        <HmwDialog
          opened
          title={t('hmw.editTitle')}
          submitLabel={t('form.save')}
          initial={editing}
          onClose={() => setEditing(null)}
          onSave={(values) =>
            change(
              'hmwQuestion.update',
              { id: editing.id, changes: changedFields(editing, values) },
              { success: t('hmw.updated'), error: t('hmw.updateError') },
            )
          }
        />
      )}
    </Stack>
  );
}

function HmwDialog(props: {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial: HmwValues;
  onClose(): void;
  onSave(values: HmwValues): Promise<boolean>;
}) {
  const { t } = useTranslation(NS);
  const fieldError = useFieldError();
  const initial: HmwValues = {
    question: props.initial.question,
    category: props.initial.category,
    context: props.initial.context,
    challenge: props.initial.challenge,
    scope: props.initial.scope,
    priority: props.initial.priority,
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

  return (
    <Modal opened={props.opened} onClose={close} title={props.title} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={t('hmw.question')}
            placeholder={t('hmw.questionPlaceholder')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={TEXT_MAX}
            data-autofocus
            error={fieldError(errors.question, TEXT_MAX, t('hmw.questionRequired'))}
            {...register('question')}
          />
          <TextInput
            label={t('form.category')}
            placeholder={t('hmw.categoryPlaceholder')}
            maxLength={SHORT_TEXT_MAX}
            error={fieldError(errors.category, SHORT_TEXT_MAX)}
            {...register('category')}
          />
          <Textarea
            label={t('hmw.context')}
            placeholder={t('hmw.contextPlaceholder')}
            autosize
            minRows={2}
            maxLength={TEXT_MAX}
            error={fieldError(errors.context, TEXT_MAX)}
            {...register('context')}
          />
          <Textarea
            label={t('hmw.challenge')}
            placeholder={t('hmw.challengePlaceholder')}
            autosize
            minRows={2}
            maxLength={TEXT_MAX}
            error={fieldError(errors.challenge, TEXT_MAX)}
            {...register('challenge')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect
              label={t('hmw.scope')}
              data={HMW_SCOPES.map((value) => ({ value, label: t(`scope.${value}`) }))}
              {...register('scope')}
            />
            <NativeSelect
              label={t('form.priority')}
              data={PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))}
              {...register('priority')}
            />
          </SimpleGrid>
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
