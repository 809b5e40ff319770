import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { HMW_SCOPES, type HmwQuestion, hmwQuestionCreateSchema, TEXT_MAX } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { HiddenBadge } from '../../../components/notes/HiddenBadge';
import { NoteByline } from '../../../components/notes/NoteByline';
import { noteColorField } from '../../../components/notes/NoteColorField';
import { useNoteLook } from '../../../components/notes/note-look';
import { RecordCard } from '../../../components/records/RecordCard';
import type { RecordCardProps, RecordToolDescriptor } from '../record-tool/descriptor';
import { RecordTool } from '../record-tool/RecordTool';
import { toolTexts } from '../record-tool/texts';
import { CATEGORY_FIELD, PRIORITY_FIELD, PriorityBadge } from './define-ideate';

/**
 * How Might We questions: voted on (the `vote` extension) and written in silent rounds (the
 * `silentRound` extension). The spec deletes them without asking.
 */
export const hmwTool: RecordToolDescriptor<'hmwQuestions'> = {
  entity: 'hmwQuestions',
  mutation: 'hmwQuestion',
  texts: toolTexts('defineIdeate', 'hmw'),
  list: { icon: <IconBulb size={24} />, subtitle: true },
  vote: true,
  silentRound: true,
  form: {
    schema: hmwQuestionCreateSchema,
    fields: [
      {
        kind: 'textarea',
        name: 'question',
        placeholder: true,
        required: true,
        minRows: 2,
        max: TEXT_MAX,
      },
      CATEGORY_FIELD,
      { kind: 'textarea', name: 'context', placeholder: true, minRows: 2, max: TEXT_MAX },
      { kind: 'textarea', name: 'challenge', placeholder: true, minRows: 2, max: TEXT_MAX },
      {
        kind: 'row',
        from: 'xs',
        fields: [
          {
            kind: 'choice',
            name: 'scope',
            values: HMW_SCOPES,
            optionKey: 'scope',
            initial: 'product',
          },
          PRIORITY_FIELD,
        ],
      },
      noteColorField(),
    ],
  },
  Card: HmwCard,
};

/** The How Might We tab: questions to vote on, create, edit and delete. */
export function HmwQuestions({ projectId }: { projectId: string }) {
  return <RecordTool tool={hmwTool} projectId={projectId} />;
}

function HmwCard({ record: question, actions, vote }: RecordCardProps<HmwQuestion>) {
  const { t } = useTranslation('defineIdeate');
  const look = useNoteLook(question);
  return (
    <RecordCard
      testId="hmw-card"
      padding="md"
      style={look.style}
      heading={
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {question.question}
          </Text>
          <Group gap="xs">
            {look.hiddenBadge && <HiddenBadge />}
            <PriorityBadge priority={question.priority} />
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
          <NoteByline note={question} />
        </Stack>
      }
      actions={
        <Stack gap={6} align="flex-end">
          {vote}
          {actions}
        </Stack>
      }
    />
  );
}
