import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  deferred,
  type Interview,
  interviewCreateSchema,
  LONG_TEXT_MAX,
  TITLE_MAX,
} from '@trilha/shared';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { numberOrNull, useFieldMessage } from '../../../components/records/field-message';
import { RecordCardActions } from '../../../components/records/RecordCardActions';
import { RecordFormDialog } from '../../../components/records/RecordFormDialog';
import { RecordList } from '../../../components/records/RecordList';
import { useRecordDialog } from '../../../components/records/record-dialog';
import { changedFields, type RecordQuery, useChange } from '../../../project-data/records';
import { formatDate, localToday } from './dates';
import { type QuestionPair, QuestionPairsField, questionsAndResponses } from './QuestionPairsField';

const formSchema = deferred(() =>
  interviewCreateSchema.pick({
    participantName: true,
    date: true,
    duration: true,
    insights: true,
  }),
);
type InterviewFields = Pick<Interview, 'participantName' | 'date' | 'duration' | 'insights'>;

/** Interviews of a project: list, create (with questions and answers), edit and delete. */
export function Interviews({
  projectId,
  interviews,
}: {
  projectId: string;
  interviews: RecordQuery<Interview>;
}) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const dialog = useRecordDialog<Interview>();

  const renderCard = useCallback(
    (interview: Interview) => (
      <InterviewCard
        interview={interview}
        onEdit={() => dialog.openEdit(interview)}
        onDelete={() =>
          change(
            'interview.delete',
            { id: interview.id },
            { success: t('interviews.deleted'), error: t('interviews.deleteError') },
          )
        }
      />
    ),
    [change, dialog.openEdit, t],
  );

  return (
    <>
      <RecordList
        records={interviews}
        title={t('interviews.title')}
        create={{ label: t('interviews.new'), onClick: () => dialog.openNew() }}
        loadingLabel={t('interviews.loading')}
        empty={{ title: t('interviews.empty'), text: t('interviews.emptyText') }}
        loadError={{ title: t('interviews.loadError') }}
        renderCard={renderCard}
      />
      {dialog.opened && (
        <InterviewDialog projectId={projectId} interview={dialog.record} onClose={dialog.close} />
      )}
    </>
  );
}

function InterviewCard(props: { interview: Interview; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('empathize');
  const { interview } = props;
  return (
    <Card withBorder radius="md" data-testid="interview">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Title order={4}>{interview.participantName}</Title>
          <Text size="sm" c="dimmed">
            {formatDate(interview.date)}
            {interview.duration !== null &&
              ` · ${t('interviews.minutes', { count: interview.duration })}`}
          </Text>
        </div>
        <RecordCardActions
          editLabel={t('interviews.edit', { name: interview.participantName })}
          deleteLabel={t('interviews.delete', { name: interview.participantName })}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
        />
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
  );
}

/**
 * Create or edit an interview. Creating records the date and the questions with their answers;
 * the spec's edit sends only the participant, the duration and the insights, so the date and the
 * questions stay as recorded.
 */
function InterviewDialog(props: { projectId: string; interview?: Interview; onClose(): void }) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const fieldMessage = useFieldMessage();
  const { interview } = props;
  const [pairs, setPairs] = useState<QuestionPair[]>([{ question: '', answer: '' }]);
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      participantName: interview?.participantName ?? '',
      date: interview?.date ?? localToday(),
      duration: interview?.duration ?? null,
      insights: interview?.insights ?? '',
    },
  });
  const { register } = form;
  const { errors } = form.formState;

  const save = ({ date, ...fields }: InterviewFields) =>
    interview
      ? change(
          'interview.update',
          { id: interview.id, changes: changedFields(interview, fields) },
          { success: t('interviews.updated'), error: t('interviews.updateError') },
        )
      : change(
          'interview.create',
          {
            id: crypto.randomUUID(),
            projectId: props.projectId,
            date,
            ...fields,
            ...questionsAndResponses(pairs),
          },
          { success: t('interviews.created'), error: t('interviews.createError') },
        );

  return (
    <RecordFormDialog
      opened
      title={interview ? t('interviews.editTitle') : t('interviews.newTitle')}
      submitLabel={interview ? t('save') : t('interviews.create')}
      size={interview ? 'lg' : 'xl'}
      form={form}
      onSave={save}
      onClose={props.onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: interview ? 2 : 3 }}>
        <TextInput
          label={t('interviews.participant')}
          placeholder={t('interviews.participantPlaceholder')}
          withAsterisk
          maxLength={TITLE_MAX}
          data-autofocus
          error={fieldMessage(errors.participantName)}
          {...register('participantName')}
        />
        {!interview && (
          <TextInput
            label={t('interviews.date')}
            type="date"
            withAsterisk
            error={fieldMessage(errors.date)}
            {...register('date')}
          />
        )}
        <TextInput
          label={t('interviews.duration')}
          type="number"
          min={1}
          step={1}
          error={fieldMessage(errors.duration)}
          {...register('duration', { setValueAs: numberOrNull })}
        />
      </SimpleGrid>
      {!interview && <QuestionPairsField pairs={pairs} onChange={setPairs} />}
      <Textarea
        label={t('interviews.insights')}
        placeholder={t('interviews.insightsPlaceholder')}
        rows={3}
        maxLength={LONG_TEXT_MAX}
        error={fieldMessage(errors.insights)}
        {...register('insights')}
      />
    </RecordFormDialog>
  );
}
