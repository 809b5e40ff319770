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
  Title,
} from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import {
  deferred,
  IDEA_STATUSES,
  type Idea,
  ideaCreateSchema,
  RATING_MAX,
  RATING_MIN,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  TITLE_MAX,
} from '@trilha/shared';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/records/ConfirmDeleteDialog';
import { numberOrNull, useFieldMessage } from '../../../components/records/field-message';
import { HiddenNoteCard } from '../../../components/records/HiddenNoteCard';
import { RecordCardActions } from '../../../components/records/RecordCardActions';
import { RecordFormDialog } from '../../../components/records/RecordFormDialog';
import { RecordList } from '../../../components/records/RecordList';
import { useRecordDialog } from '../../../components/records/record-dialog';
import { VoteButton } from '../../../components/records/VoteButton';
import { useVotedList } from '../../../components/records/voted-list';
import { ideaDetail } from '../../../project-data/note-to-idea';
import { saveToastsOf, useChange, useRecords, useSaveRecord } from '../../../project-data/records';
import {
  type NoteInRound,
  newNoteInRound,
  useSilentRound,
} from '../../../project-data/silent-round/useSilentRound';
import { RoundNoteCapture } from '../quick-capture/RoundNoteCapture';
import { SilentRoundBar } from '../silent-round/SilentRoundBar';

const NS = 'defineIdeate';

const formSchema = deferred(() =>
  ideaCreateSchema.pick({
    title: true,
    description: true,
    category: true,
    feasibility: true,
    impact: true,
    status: true,
  }),
);

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

/** The brainstorming tab: ideas to vote on, create, edit and delete (with confirmation). */
export function Ideas({ projectId }: { projectId: string }) {
  const { t } = useTranslation(NS);
  const ideas = useRecords('ideas', projectId);
  const { rows, vote } = useVotedList(ideas.rows, 'idea');
  const change = useChange();
  const dialog = useRecordDialog<Idea>();
  const [deleting, setDeleting] = useState<Idea | null>(null);
  const round = useSilentRound(projectId, 'ideas');

  const renderCard = useCallback(
    (idea: Idea) =>
      round.isHidden(idea) ? (
        <HiddenNoteCard />
      ) : (
        <IdeaCard
          idea={idea}
          onVote={() => vote(idea)}
          onEdit={() => dialog.openEdit(idea)}
          onDelete={() => setDeleting(idea)}
        />
      ),
    [dialog.openEdit, vote, round.isHidden],
  );

  const saveRecord = useSaveRecord<Idea, IdeaValues & Partial<NoteInRound>>(
    'idea',
    { projectId },
    saveToastsOf(t, 'ideas'),
  );
  // A new idea belongs to the open silent round, if any (face down on the other devices).
  const save = (values: IdeaValues) =>
    saveRecord(dialog.record, dialog.record ? values : { ...values, ...newNoteInRound(round) });

  const remove = async () => {
    if (!deleting) return;
    const done = await change(
      'idea.delete',
      { id: deleting.id },
      { success: t('ideas.deleted'), error: t('ideas.deleteError') },
    );
    if (done) setDeleting(null);
  };

  return (
    <>
      <SilentRoundBar
        projectId={projectId}
        target="ideas"
        round={round}
        hiddenCount={rows?.filter(round.isHidden).length ?? 0}
      />
      <RoundNoteCapture projectId={projectId} target="ideas" round={round} />
      <RecordList
        records={ideas}
        rows={rows}
        title={t('ideas.title')}
        subtitle={t('ideas.subtitle')}
        create={{ label: t('ideas.new'), onClick: () => dialog.openNew() }}
        loadingLabel={t('ideas.loading')}
        empty={{
          icon: <IconBulb size={24} />,
          title: t('ideas.emptyTitle'),
          text: t('ideas.emptyText'),
          action: { label: t('ideas.createFirst'), onClick: () => dialog.openNew() },
        }}
        loadError={{ title: t('ideas.loadErrorTitle'), text: t('ideas.loadErrorText') }}
        columns={2}
        renderCard={renderCard}
      />
      {dialog.opened && (
        <IdeaDialog
          title={!dialog.record ? t('ideas.createTitle') : t('ideas.editTitle')}
          submitLabel={!dialog.record ? t('ideas.create') : t('form.save')}
          initial={dialog.record ?? EMPTY}
          onClose={dialog.close}
          onSave={save}
        />
      )}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t('ideas.deleteTitle')}
        message={t('ideas.deleteConfirm', { name: deleting?.title ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}

function IdeaCard(props: {
  idea: Idea;
  onVote(): Promise<unknown>;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation(NS);
  const { idea } = props;
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="idea-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {idea.title}
          </Title>
          <Badge color={STATUS_COLORS[idea.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`status.${idea.status}`)}
          </Badge>
        </Group>
        {/* A one-line note captured in the room is both the title and the description (both
            are required): it is not said twice. */}
        <Text size="sm" style={{ overflowWrap: 'anywhere', flexGrow: 1 }}>
          {ideaDetail(idea)}
        </Text>
        <Group gap="xs">
          {idea.category && <Badge variant="dot">{idea.category}</Badge>}
          <Badge variant="outline" color="blue">
            {t('ideas.feasibilityBadge', {
              value: idea.feasibility ? t(`feasibility.${idea.feasibility}`) : t('notRated'),
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
            label={(count) => t('voteLabel', { count })}
            onVote={props.onVote}
          />
          <RecordCardActions
            editLabel={t('ideas.editLabel', { name: idea.title })}
            deleteLabel={t('ideas.deleteLabel', { name: idea.title })}
            onEdit={props.onEdit}
            onDelete={props.onDelete}
          />
        </Group>
      </Stack>
    </Card>
  );
}

/** An empty rating select means 'Não avaliado': null, never 0 (numberOrNull). */
function IdeaDialog(props: {
  title: string;
  submitLabel: string;
  initial: IdeaValues;
  onClose(): void;
  onSave(values: IdeaValues): Promise<boolean>;
}) {
  const { t } = useTranslation(NS);
  const fieldMessage = useFieldMessage();
  const initial: IdeaValues = {
    title: props.initial.title,
    description: props.initial.description,
    category: props.initial.category,
    feasibility: props.initial.feasibility,
    impact: props.initial.impact,
    status: props.initial.status,
  };
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: initial });
  const { register } = form;
  const { errors } = form.formState;

  const ratingOptions = (scale: 'feasibility' | 'impact') => [
    { value: '', label: t('notRated') },
    ...RATINGS.map((n) => ({ value: String(n), label: `${n} – ${t(`${scale}.${n}`)}` })),
  ];

  return (
    <RecordFormDialog
      opened
      title={props.title}
      submitLabel={props.submitLabel}
      form={form}
      onSave={props.onSave}
      onClose={props.onClose}
    >
      <TextInput
        label={t('ideas.titleField')}
        placeholder={t('ideas.titlePlaceholder')}
        withAsterisk
        maxLength={TITLE_MAX}
        data-autofocus
        error={fieldMessage(errors.title)}
        {...register('title')}
      />
      <Textarea
        label={t('ideas.description')}
        placeholder={t('ideas.descriptionPlaceholder')}
        withAsterisk
        autosize
        minRows={3}
        maxLength={TEXT_MAX}
        error={fieldMessage(errors.description)}
        {...register('description')}
      />
      <TextInput
        label={t('form.category')}
        placeholder={t('ideas.categoryPlaceholder')}
        maxLength={SHORT_TEXT_MAX}
        error={fieldMessage(errors.category)}
        {...register('category')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label={t('ideas.feasibility')}
          data={ratingOptions('feasibility')}
          error={fieldMessage(errors.feasibility)}
          {...register('feasibility', { setValueAs: numberOrNull })}
        />
        <NativeSelect
          label={t('ideas.impact')}
          data={ratingOptions('impact')}
          error={fieldMessage(errors.impact)}
          {...register('impact', { setValueAs: numberOrNull })}
        />
      </SimpleGrid>
      <NativeSelect
        label={t('ideas.status')}
        data={IDEA_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        {...register('status')}
      />
    </RecordFormDialog>
  );
}
