import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTarget, IconTrash } from '@tabler/icons-react';
import {
  buildPovStatement,
  type PovStatement,
  PRIORITIES,
  povStatementCreateSchema,
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
} from './common';

const formSchema = povStatementCreateSchema.pick({
  user: true,
  need: true,
  insight: true,
  statement: true,
  priority: true,
});
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
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PovStatement | null>(null);

  // No confirmation: the spec deletes POV statements at once.
  const remove = (pov: PovStatement) =>
    change(
      'povStatement.delete',
      { id: pov.id },
      { success: t('pov.deleted'), error: t('pov.deleteError') },
    );

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={3} size="h4">
            {t('pov.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pov.subtitle')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('pov.new')}
        </Button>
      </Group>

      {statements === undefined ? (
        <ListSkeleton label={t('pov.loading')} />
      ) : statements.length === 0 ? (
        <EmptyState
          icon={<IconTarget size={24} />}
          title={t('pov.emptyTitle')}
          text={t('pov.emptyText')}
        />
      ) : (
        <Stack gap="sm">
          {statements.map((pov) => (
            <PovCard key={pov.id} pov={pov} onEdit={() => setEditing(pov)} onDelete={remove} />
          ))}
        </Stack>
      )}

      <PovDialog
        opened={creating}
        title={t('pov.createTitle')}
        submitLabel={t('pov.create')}
        initial={EMPTY}
        onClose={() => setCreating(false)}
        onSave={(values) =>
          change(
            'povStatement.create',
            { id: crypto.randomUUID(), projectId, ...values },
            { success: t('pov.created'), error: t('pov.createError') },
          )
        }
      />
      {editing && (
        <PovDialog
          opened
          title={t('pov.editTitle')}
          submitLabel={t('form.save')}
          initial={editing}
          onClose={() => setEditing(null)}
          onSave={(values) =>
            change(
              'povStatement.update',
              { id: editing.id, changes: changedFields(editing, values) },
              { success: t('pov.updated'), error: t('pov.updateError') },
            )
          }
        />
      )}
    </Stack>
  );
}

function PovCard(props: {
  pov: PovStatement;
  onEdit(): void;
  onDelete(pov: PovStatement): unknown;
}) {
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
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            onClick={props.onEdit}
            aria-label={t('pov.editLabel', { name: pov.user })}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => props.onDelete(pov)}
            aria-label={t('pov.deleteLabel', { name: pov.user })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

/** Create and edit share one form; it closes and resets only after a successful save. */
function PovDialog(props: {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial: PovValues;
  onClose(): void;
  onSave(values: PovValues): Promise<boolean>;
}) {
  const { t } = useTranslation(NS);
  const fieldError = useFieldError();
  const initial: PovValues = {
    user: props.initial.user,
    need: props.initial.need,
    insight: props.initial.insight,
    statement: props.initial.statement,
    priority: props.initial.priority,
  };
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: povResolver, defaultValues: initial });

  const [user, need, insight, statement] = watch(['user', 'need', 'insight', 'statement']);
  const preview = buildPovStatement(user ?? '', need ?? '', insight ?? '');

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
          <Text size="sm" c="dimmed">
            {t('pov.formIntro')}
          </Text>
          <TextInput
            label={t('pov.user')}
            placeholder={t('pov.userPlaceholder')}
            withAsterisk
            maxLength={SHORT_TEXT_MAX}
            data-autofocus
            error={fieldError(errors.user, SHORT_TEXT_MAX, t('pov.userRequired'))}
            {...register('user')}
          />
          <TextInput
            label={t('pov.need')}
            placeholder={t('pov.needPlaceholder')}
            withAsterisk
            maxLength={SHORT_TEXT_MAX}
            error={fieldError(errors.need, SHORT_TEXT_MAX, t('pov.needRequired'))}
            {...register('need')}
          />
          <Textarea
            label={t('pov.insight')}
            placeholder={t('pov.insightPlaceholder')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={TEXT_MAX}
            error={fieldError(errors.insight, TEXT_MAX, t('pov.insightRequired'))}
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
            error={fieldError(
              errors.statement,
              TEXT_MAX,
              statement?.trim() ? undefined : t('pov.statementRequired'),
            )}
            {...register('statement')}
          />
          <NativeSelect
            label={t('form.priority')}
            data={PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))}
            {...register('priority')}
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
