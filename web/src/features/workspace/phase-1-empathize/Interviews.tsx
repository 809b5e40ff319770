import { Stack, Text } from '@mantine/core';
import { type Interview, interviewCreateSchema, LONG_TEXT_MAX, TITLE_MAX } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { LabelledText, RecordCard, TitleAndMeta } from '../../../components/records/RecordCard';
import type { RecordQuery } from '../../../project-data/records';
import type { RecordCardProps, RecordToolDescriptor } from '../record-tool/descriptor';
import { RecordTool } from '../record-tool/RecordTool';
import { toolTexts } from '../record-tool/texts';
import { DATE_FIELD, formatDate } from './dates';
import {
  firstPairs,
  type QuestionPair,
  QuestionPairsInput,
  questionsAndResponses,
} from './QuestionPairsField';

/**
 * Interviews. Creating one records its date and its questions with their answers (the named
 * extension `questionPairs`); the spec's edit changes only the participant, the duration and
 * the insights, so the date and the questions stay as recorded.
 */
export const interviewTool: RecordToolDescriptor<'interviews'> = {
  entity: 'interviews',
  mutation: 'interview',
  texts: toolTexts('empathize', 'interviews'),
  named: (interview) => ({ name: interview.participantName }),
  list: {},
  form: {
    schema: interviewCreateSchema,
    size: { create: 'xl', edit: 'lg' },
    fields: [
      {
        kind: 'row',
        from: 'sm',
        fields: [
          {
            kind: 'text',
            name: 'participantName',
            label: 'interviews.participant',
            placeholder: 'interviews.participantPlaceholder',
            required: true,
            max: TITLE_MAX,
          },
          DATE_FIELD,
          { kind: 'number', name: 'duration', min: 1 },
        ],
      },
      {
        kind: 'custom',
        name: 'questionPairs',
        only: 'create',
        initial: firstPairs,
        render: QuestionPairsInput,
        output: (pairs) => questionsAndResponses(pairs as QuestionPair[]),
      },
      { kind: 'textarea', name: 'insights', placeholder: true, rows: 3, max: LONG_TEXT_MAX },
    ],
  },
  Card: InterviewCard,
};

/** Interviews of a project: list, create (with questions and answers), edit and delete. */
export function Interviews(props: { projectId: string; interviews: RecordQuery<Interview> }) {
  return <RecordTool tool={interviewTool} projectId={props.projectId} records={props.interviews} />;
}

function InterviewCard({ record: interview, actions }: RecordCardProps<Interview>) {
  const { t } = useTranslation('empathize');
  const minutes =
    interview.duration !== null
      ? ` · ${t('interviews.minutes', { count: interview.duration })}`
      : '';
  return (
    <RecordCard
      testId="interview"
      heading={
        <TitleAndMeta
          title={interview.participantName}
          meta={`${formatDate(interview.date)}${minutes}`}
        />
      }
      actions={actions}
    >
      {interview.questions.length > 0 && (
        <Stack gap={6}>
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
        <LabelledText label={t('interviews.insightsLabel')}>{interview.insights}</LabelledText>
      )}
    </RecordCard>
  );
}
