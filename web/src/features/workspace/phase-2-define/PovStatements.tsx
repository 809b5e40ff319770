import { Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import {
  buildPovStatement,
  type PovStatement,
  povStatementCreateSchema,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from '@trilha/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordCard } from '../../../components/records/RecordCard';
import type { CustomFieldProps } from '../../../components/records/record-fields';
import type { RecordCardProps, RecordToolDescriptor } from '../record-tool/descriptor';
import { RecordTool } from '../record-tool/RecordTool';
import { toolTexts } from '../record-tool/texts';
import { PRIORITY_FIELD, PriorityBadge } from './define-ideate';

const sentenceOf = (values: { user?: string; need?: string; insight?: string }) =>
  buildPovStatement(values.user ?? '', values.need ?? '', values.insight ?? '');

/**
 * POV statements: user, need and insight, and the sentence they make (the named extension
 * `sentencePreview`: shown as they are typed, and taken when the statement is left empty, so
 * filling the three parts is enough to save). The spec deletes them without asking.
 */
export const povTool: RecordToolDescriptor<'povStatements'> = {
  entity: 'povStatements',
  mutation: 'povStatement',
  texts: toolTexts('defineIdeate', 'pov'),
  named: (pov) => ({ name: pov.user }),
  list: { icon: <IconTarget size={24} />, subtitle: true },
  form: {
    schema: povStatementCreateSchema,
    intro: 'pov.formIntro',
    prepare: (values) => ({
      ...values,
      statement: (values.statement as string | undefined)?.trim()
        ? values.statement
        : sentenceOf(values),
    }),
    fields: [
      { kind: 'text', name: 'user', placeholder: true, required: true, max: SHORT_TEXT_MAX },
      { kind: 'text', name: 'need', placeholder: true, required: true, max: SHORT_TEXT_MAX },
      {
        kind: 'textarea',
        name: 'insight',
        placeholder: true,
        required: true,
        minRows: 2,
        max: TEXT_MAX,
      },
      { kind: 'custom', name: 'statement', initial: '', render: StatementWithPreview },
      PRIORITY_FIELD,
    ],
  },
  Card: PovCard,
};

/** The POV statements tab: the list, and the dialogs to create and edit. */
export function PovStatements({ projectId }: { projectId: string }) {
  return <RecordTool tool={povTool} projectId={projectId} />;
}

/** The sentence the three parts make, then the statement, which the sentence stands in for. */
function StatementWithPreview({ form, name, t, error }: CustomFieldProps<undefined>) {
  const [user, need, insight] = useWatch({
    control: form.control,
    name: ['user', 'need', 'insight'],
  });
  const preview = sentenceOf({ user, need, insight });
  return (
    <>
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
        error={error}
        {...form.register(name)}
      />
    </>
  );
}

function PovCard({ record: pov, actions }: RecordCardProps<PovStatement>) {
  const { t } = useTranslation('defineIdeate');
  return (
    <RecordCard
      testId="pov-card"
      padding="md"
      heading={
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {pov.statement}
          </Text>
          <Group gap="xs">
            <PriorityBadge priority={pov.priority} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <strong>{t('pov.user')}:</strong> {pov.user} · <strong>{t('pov.need')}:</strong>{' '}
            {pov.need} · <strong>{t('pov.insight')}:</strong> {pov.insight}
          </Text>
        </Stack>
      }
      actions={actions}
    />
  );
}
