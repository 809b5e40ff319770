import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type Interview,
  interviewCreateSchema,
  LONG_TEXT_MAX,
  TEXT_MAX,
  TITLE_MAX,
} from '@trilha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChange } from '../records';
import {
  changedFields,
  EmptyState,
  formatDate,
  ListSkeleton,
  localToday,
  numberOrNull,
  useFieldError,
} from './common';

const formSchema = interviewCreateSchema.pick({
  participantName: true,
  date: true,
  duration: true,
  insights: true,
});
// The spec's edit sends only these three; the date and the questions stay as recorded.
const editSchema = interviewCreateSchema.pick({
  participantName: true,
  duration: true,
  insights: true,
});

interface QA {
  question: string;
  answer: string;
}

/** Interviews of a project: list, create (with questions and answers), edit and delete. */
export function Interviews({
  projectId,
  interviews,
}: {
  projectId: string;
  interviews?: Interview[];
}) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Interview | null>(null);

  const remove = (interview: Interview) =>
    change(
      'interview.delete',
      { id: interview.id },
      { success: t('interviews.deleted'), error: t('interviews.deleteError') },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('interviews.title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('interviews.new')}
        </Button>
      </Group>
      {interviews === undefined ? (
        <ListSkeleton label={t('interviews.loading')} />
      ) : interviews.length === 0 ? (
        <EmptyState title={t('interviews.empty')} text={t('interviews.emptyText')} />
      ) : (
        interviews.map((interview) => (
          <Card key={interview.id} withBorder radius="md" data-testid="interview">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Title order={4}>{interview.participantName}</Title>
                <Text size="sm" c="dimmed">
                  {formatDate(interview.date)}
                  {interview.duration !== null &&
                    ` · ${t('interviews.minutes', { count: interview.duration })}`}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('interviews.edit', { name: interview.participantName })}
                  onClick={() => setEditing(interview)}
                >
                  <IconEdit size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('interviews.delete', { name: interview.participantName })}
                  onClick={() => remove(interview)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
            {interview.questions.length > 0 && (
              <Stack gap={6} mt="sm">
                {interview.questions.map((question, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: answers pair with questions by position
                  <div key={index}>
                    <Text size="sm" fw={600}>
                      {question}
                    </Text>
                    <Text size="sm" c={interview.responses[index] ? undefined : 'dimmed'}>
                      {interview.responses[index] || t('interviews.noAnswer')}
                    </Text>
                  </div>
                ))}
              </Stack>
            )}
            {interview.insights && (
              <Text size="sm" mt="sm">
                <Text span fw={600}>
                  {t('interviews.insightsLabel')}
                </Text>{' '}
                {interview.insights}
              </Text>
            )}
          </Card>
        ))
      )}
      {creating && <NewInterviewDialog projectId={projectId} onClose={() => setCreating(false)} />}
      {editing && <EditInterviewDialog interview={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function NewInterviewDialog(props: { projectId: string; onClose(): void }) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const fieldError = useFieldError();
  const [pairs, setPairs] = useState<QA[]>([{ question: '', answer: '' }]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { participantName: '', date: localToday(), duration: null, insights: '' },
  });

  const setPair = (index: number, patch: Partial<QA>) =>
    setPairs((list) => list.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)));

  const submit = handleSubmit(async (fields) => {
    // A blank question goes with its answer; a blank answer keeps its place as ''.
    const kept = pairs
      .map((pair) => ({ question: pair.question.trim(), answer: pair.answer.trim() }))
      .filter((pair) => pair.question.length > 0);
    const ok = await change(
      'interview.create',
      {
        id: crypto.randomUUID(),
        projectId: props.projectId,
        ...fields,
        questions: kept.map((pair) => pair.question),
        responses: kept.map((pair) => pair.answer),
      },
      { success: t('interviews.created'), error: t('interviews.createError') },
    );
    if (ok) props.onClose();
  });

  return (
    <Modal opened onClose={props.onClose} title={t('interviews.newTitle')} size="xl" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('interviews.participant')}
              placeholder={t('interviews.participantPlaceholder')}
              withAsterisk
              maxLength={TITLE_MAX}
              data-autofocus
              error={fieldError(errors.participantName)}
              {...register('participantName')}
            />
            <TextInput
              label={t('interviews.date')}
              type="date"
              withAsterisk
              error={fieldError(errors.date)}
              {...register('date')}
            />
            <TextInput
              label={t('interviews.duration')}
              type="number"
              min={1}
              step={1}
              error={fieldError(errors.duration)}
              {...register('duration', { setValueAs: numberOrNull })}
            />
          </SimpleGrid>
          <Stack gap="xs" role="group" aria-label={t('interviews.questions')}>
            <Text size="sm" fw={500}>
              {t('interviews.questions')}
            </Text>
            {pairs.map((pair, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are their position
              <Card key={index} withBorder radius="sm" p="sm">
                <Group align="flex-start" wrap="nowrap">
                  <Stack gap={6} style={{ flex: 1 }}>
                    <TextInput
                      aria-label={t('interviews.question', { number: index + 1 })}
                      placeholder={t('interviews.questionPlaceholder', { number: index + 1 })}
                      maxLength={TEXT_MAX}
                      value={pair.question}
                      onChange={(event) => setPair(index, { question: event.currentTarget.value })}
                    />
                    <Textarea
                      aria-label={t('interviews.answer', { number: index + 1 })}
                      placeholder={t('interviews.answerPlaceholder')}
                      autosize
                      minRows={1}
                      maxLength={LONG_TEXT_MAX}
                      value={pair.answer}
                      onChange={(event) => setPair(index, { answer: event.currentTarget.value })}
                    />
                  </Stack>
                  {pairs.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('interviews.removeQuestion', { number: index + 1 })}
                      onClick={() => setPairs((list) => list.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </Card>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setPairs((list) => [...list, { question: '', answer: '' }])}
              >
                {t('interviews.addQuestion')}
              </Button>
            </Group>
          </Stack>
          <Textarea
            label={t('interviews.insights')}
            placeholder={t('interviews.insightsPlaceholder')}
            rows={3}
            maxLength={LONG_TEXT_MAX}
            error={fieldError(errors.insights)}
            {...register('insights')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('interviews.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function EditInterviewDialog(props: { interview: Interview; onClose(): void }) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const fieldError = useFieldError();
  const { interview } = props;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(editSchema),
    defaultValues: {
      participantName: interview.participantName,
      duration: interview.duration,
      insights: interview.insights,
    },
  });

  const submit = handleSubmit(async (values) => {
    const ok = await change(
      'interview.update',
      { id: interview.id, changes: changedFields(interview, values) },
      { success: t('interviews.updated'), error: t('interviews.updateError') },
    );
    if (ok) props.onClose();
  });

  return (
    <Modal opened onClose={props.onClose} title={t('interviews.editTitle')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('interviews.participant')}
            withAsterisk
            maxLength={TITLE_MAX}
            data-autofocus
            error={fieldError(errors.participantName)}
            {...register('participantName')}
          />
          <TextInput
            label={t('interviews.duration')}
            type="number"
            min={1}
            step={1}
            error={fieldError(errors.duration)}
            {...register('duration', { setValueAs: numberOrNull })}
          />
          <Textarea
            label={t('interviews.insights')}
            rows={4}
            maxLength={LONG_TEXT_MAX}
            error={fieldError(errors.insights)}
            {...register('insights')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
