import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Card,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import {
  buildPovStatement,
  deferred,
  type PovStatement,
  PRIORITIES,
  povStatementCreateSchema,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from '@trilha/shared';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../components/records/field-message';
import { RecordCardActions } from '../../../components/records/RecordCardActions';
import { RecordFormDialog } from '../../../components/records/RecordFormDialog';
import { RecordList } from '../../../components/records/RecordList';
import { useRecordDialog } from '../../../components/records/record-dialog';
import { saveToastsOf, useChange, useRecords, useSaveRecord } from '../../../project-data/records';
import { PRIORITY_COLORS } from './priority';

const NS = 'defineIdeate';
const formSchema = deferred(() =>
  povStatementCreateSchema.pick({
    user: true,
    need: true,
    insight: true,
    statement: true,
    priority: true,
  }),
);
const baseResolver = zodResolver(formSchema);

/**
 * An empty statement takes the proposed sentence ('<user> precisa <need> porque <insight>'), so
 * filling the three parts is enough to save.
 */
const povResolver: typeof baseResolver = (values, context, options) =>
  baseResolver(
    {
      ...values,
      statement: values.statement?.trim()
        ? values.statement
        : buildPovStatement(values.user ?? '', values.need ?? '', values.insight ?? ''),
    },
    context,
    options,
  );

type PovValues = {
  user: string;
  need: string;
  insight: string;
  statement: string;
  priority: PovStatement['priority'];
};

const EMPTY: PovValues = { user: '', need: '', insight: '', statement: '', priority: 'medium' };

/** The POV statements tab: the list, and the dialogs to create and edit. */
export function PovStatements({ projectId }: { projectId: string }) {
  const { t } = useTranslation(NS);
  const statements = useRecords('povStatements', projectId);
  const change = useChange();
  const dialog = useRecordDialog<PovStatement>();

  const renderCard = useCallback(
    (pov: PovStatement) => (
      <PovCard
        pov={pov}
        onEdit={() => dialog.openEdit(pov)}
        // No confirmation: the spec deletes POV statements at once.
        onDelete={() =>
          change(
            'povStatement.delete',
            { id: pov.id },
            { success: t('pov.deleted'), error: t('pov.deleteError') },
          )
        }
      />
    ),
    [change, dialog.openEdit, t],
  );

  const saveRecord = useSaveRecord<PovStatement, PovValues>(
    'povStatement',
    { projectId },
    saveToastsOf(t, 'pov'),
  );
  const save = (values: PovValues) => saveRecord(dialog.record, values);

  return (
    <>
      <RecordList
        records={statements}
        title={t('pov.title')}
        subtitle={t('pov.subtitle')}
        create={{ label: t('pov.new'), onClick: () => dialog.openNew() }}
        loadingLabel={t('pov.loading')}
        empty={{
          icon: <IconTarget size={24} />,
          title: t('pov.emptyTitle'),
          text: t('pov.emptyText'),
        }}
        loadError={{ title: t('pov.loadError') }}
        renderCard={renderCard}
      />
      {dialog.opened && (
        <PovDialog
          title={!dialog.record ? t('pov.createTitle') : t('pov.editTitle')}
          submitLabel={!dialog.record ? t('pov.create') : t('form.save')}
          initial={dialog.record ?? EMPTY}
          onClose={dialog.close}
          onSave={save}
        />
      )}
    </>
  );
}

function PovCard(props: { pov: PovStatement; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation(NS);
  const { pov } = props;
  return (
    <Card withBorder radius="md" padding="md" data-testid="pov-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {pov.statement}
          </Text>
          <Group gap="xs">
            <Badge color={PRIORITY_COLORS[pov.priority]} variant="light">
              {t('priorityBadge', { priority: t(`priority.${pov.priority}`) })}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <strong>{t('pov.user')}:</strong> {pov.user} · <strong>{t('pov.need')}:</strong>{' '}
            {pov.need} · <strong>{t('pov.insight')}:</strong> {pov.insight}
          </Text>
        </Stack>
        <RecordCardActions
          editLabel={t('pov.editLabel', { name: pov.user })}
          deleteLabel={t('pov.deleteLabel', { name: pov.user })}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
        />
      </Group>
    </Card>
  );
}

/** Create and edit share one form; it closes and resets only after a successful save. */
function PovDialog(props: {
  title: string;
  submitLabel: string;
  initial: PovValues;
  onClose(): void;
  onSave(values: PovValues): Promise<boolean>;
}) {
  const { t } = useTranslation(NS);
  const fieldMessage = useFieldMessage();
  const initial: PovValues = {
    user: props.initial.user,
    need: props.initial.need,
    insight: props.initial.insight,
    statement: props.initial.statement,
    priority: props.initial.priority,
  };
  const form = useForm({ resolver: povResolver, defaultValues: initial });
  const { register, watch } = form;
  const { errors } = form.formState;

  const [user, need, insight] = watch(['user', 'need', 'insight']);
  const preview = buildPovStatement(user ?? '', need ?? '', insight ?? '');

  return (
    <RecordFormDialog
      opened
      title={props.title}
      submitLabel={props.submitLabel}
      form={form}
      onSave={props.onSave}
      onClose={props.onClose}
    >
      <Text size="sm" c="dimmed">
        {t('pov.formIntro')}
      </Text>
      <TextInput
        label={t('pov.user')}
        placeholder={t('pov.userPlaceholder')}
        withAsterisk
        maxLength={SHORT_TEXT_MAX}
        data-autofocus
        error={fieldMessage(errors.user)}
        {...register('user')}
      />
      <TextInput
        label={t('pov.need')}
        placeholder={t('pov.needPlaceholder')}
        withAsterisk
        maxLength={SHORT_TEXT_MAX}
        error={fieldMessage(errors.need)}
        {...register('need')}
      />
      <Textarea
        label={t('pov.insight')}
        placeholder={t('pov.insightPlaceholder')}
        withAsterisk
        autosize
        minRows={2}
        maxLength={TEXT_MAX}
        error={fieldMessage(errors.insight)}
        {...register('insight')}
      />
      {preview && (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-violet-light)">
          <Text size="xs" fw={700} c="violet.9">
            {t('pov.preview')}
          </Text>
          <Text size="sm" data-testid="pov-preview">
            {preview}
          </Text>
        </Paper>
      )}
      <Textarea
        label={t('pov.statement')}
        description={t('pov.statementHelp')}
        placeholder={preview || t('pov.statementPlaceholder')}
        autosize
        minRows={2}
        maxLength={TEXT_MAX}
        error={fieldMessage(errors.statement)}
        {...register('statement')}
      />
      <NativeSelect
        label={t('form.priority')}
        data={PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))}
        {...register('priority')}
      />
    </RecordFormDialog>
  );
}
