import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import {
  deferred,
  HMW_SCOPES,
  type HmwQuestion,
  hmwQuestionCreateSchema,
  PRIORITIES,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from '@trilha/shared';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../components/records/field-message';
import { HiddenNoteCard } from '../../../components/records/HiddenNoteCard';
import { RecordCardActions } from '../../../components/records/RecordCardActions';
import { RecordFormDialog } from '../../../components/records/RecordFormDialog';
import { RecordList } from '../../../components/records/RecordList';
import { useRecordDialog } from '../../../components/records/record-dialog';
import { VoteButton } from '../../../components/records/VoteButton';
import { useVotedList } from '../../../components/records/voted-list';
import { saveToastsOf, useChange, useRecords, useSaveRecord } from '../../../project-data/records';
import {
  type NoteInRound,
  newNoteInRound,
  useSilentRound,
} from '../../../project-data/silent-round/useSilentRound';
import { RoundNoteCapture } from '../quick-capture/RoundNoteCapture';
import { SilentRoundBar } from '../silent-round/SilentRoundBar';
import { PRIORITY_COLORS } from './priority';

const NS = 'defineIdeate';

const formSchema = deferred(() =>
  hmwQuestionCreateSchema.pick({
    question: true,
    category: true,
    context: true,
    challenge: true,
    scope: true,
    priority: true,
  }),
);

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

/** The How Might We tab: questions to vote on, create, edit and delete. */
export function HmwQuestions({ projectId }: { projectId: string }) {
  const { t } = useTranslation(NS);
  const questions = useRecords('hmwQuestions', projectId);
  const { rows, vote } = useVotedList(questions.rows, 'hmwQuestion');
  const change = useChange();
  const dialog = useRecordDialog<HmwQuestion>();
  const round = useSilentRound(projectId, 'hmwQuestions');

  const renderCard = useCallback(
    (question: HmwQuestion) =>
      round.isHidden(question) ? (
        <HiddenNoteCard />
      ) : (
        <HmwCard
          question={question}
          onVote={() => vote(question)}
          onEdit={() => dialog.openEdit(question)}
          onDelete={() =>
            change(
              'hmwQuestion.delete',
              { id: question.id },
              { success: t('hmw.deleted'), error: t('hmw.deleteError') },
            )
          }
        />
      ),
    [change, dialog.openEdit, vote, t, round.isHidden],
  );

  const saveRecord = useSaveRecord<HmwQuestion, HmwValues & Partial<NoteInRound>>(
    'hmwQuestion',
    { projectId },
    saveToastsOf(t, 'hmw'),
  );
  // A new question belongs to the open silent round, if any (face down on the other devices).
  const save = (values: HmwValues) =>
    saveRecord(dialog.record, dialog.record ? values : { ...values, ...newNoteInRound(round) });

  return (
    <>
      <SilentRoundBar
        projectId={projectId}
        target="hmwQuestions"
        round={round}
        hiddenCount={rows?.filter(round.isHidden).length ?? 0}
      />
      <RoundNoteCapture projectId={projectId} target="hmwQuestions" round={round} />
      <RecordList
        records={questions}
        rows={rows}
        title={t('hmw.title')}
        subtitle={t('hmw.subtitle')}
        create={{ label: t('hmw.new'), onClick: () => dialog.openNew() }}
        loadingLabel={t('hmw.loading')}
        empty={{
          icon: <IconBulb size={24} />,
          title: t('hmw.emptyTitle'),
          text: t('hmw.emptyText'),
        }}
        loadError={{ title: t('hmw.loadError') }}
        renderCard={renderCard}
      />
      {dialog.opened && (
        <HmwDialog
          title={!dialog.record ? t('hmw.createTitle') : t('hmw.editTitle')}
          submitLabel={!dialog.record ? t('hmw.create') : t('form.save')}
          initial={dialog.record ?? EMPTY}
          onClose={dialog.close}
          onSave={save}
        />
      )}
    </>
  );
}

function HmwCard(props: {
  question: HmwQuestion;
  onVote(): Promise<unknown>;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation(NS);
  const { question } = props;
  return (
    <Card withBorder radius="md" padding="md" data-testid="hmw-card">
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
            label={(count) => t('voteLabel', { count })}
            onVote={props.onVote}
          />
          <RecordCardActions
            editLabel={t('hmw.editLabel')}
            deleteLabel={t('hmw.deleteLabel')}
            onEdit={props.onEdit}
            onDelete={props.onDelete}
          />
        </Stack>
      </Group>
    </Card>
  );
}

function HmwDialog(props: {
  title: string;
  submitLabel: string;
  initial: HmwValues;
  onClose(): void;
  onSave(values: HmwValues): Promise<boolean>;
}) {
  const { t } = useTranslation(NS);
  const fieldMessage = useFieldMessage();
  const initial: HmwValues = {
    question: props.initial.question,
    category: props.initial.category,
    context: props.initial.context,
    challenge: props.initial.challenge,
    scope: props.initial.scope,
    priority: props.initial.priority,
  };
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: initial });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <RecordFormDialog
      opened
      title={props.title}
      submitLabel={props.submitLabel}
      form={form}
      onSave={props.onSave}
      onClose={props.onClose}
    >
      <Textarea
        label={t('hmw.question')}
        placeholder={t('hmw.questionPlaceholder')}
        withAsterisk
        autosize
        minRows={2}
        maxLength={TEXT_MAX}
        data-autofocus
        error={fieldMessage(errors.question)}
        {...register('question')}
      />
      <TextInput
        label={t('form.category')}
        placeholder={t('hmw.categoryPlaceholder')}
        maxLength={SHORT_TEXT_MAX}
        error={fieldMessage(errors.category)}
        {...register('category')}
      />
      <Textarea
        label={t('hmw.context')}
        placeholder={t('hmw.contextPlaceholder')}
        autosize
        minRows={2}
        maxLength={TEXT_MAX}
        error={fieldMessage(errors.context)}
        {...register('context')}
      />
      <Textarea
        label={t('hmw.challenge')}
        placeholder={t('hmw.challengePlaceholder')}
        autosize
        minRows={2}
        maxLength={TEXT_MAX}
        error={fieldMessage(errors.challenge)}
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
    </RecordFormDialog>
  );
}
