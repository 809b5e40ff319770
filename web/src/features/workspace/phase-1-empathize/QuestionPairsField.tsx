import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { LONG_TEXT_MAX, TEXT_MAX } from '@trilha/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRowFocus } from '../../../components/records/ListField';
import type { CustomFieldProps } from '../../../components/records/record-fields';

export interface QuestionPair {
  question: string;
  answer: string;
}

const blank = (): QuestionPair => ({ question: '', answer: '' });

/** A new interview's questions start with one blank pair. */
export const firstPairs = (): QuestionPair[] => [blank()];

/**
 * The questions as a field of the interview's form (the named extension `questionPairs`): its
 * value is the pairs; what is saved is `questionsAndResponses` of them.
 */
export function QuestionPairsInput({ form, name }: CustomFieldProps<undefined>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <QuestionPairsField pairs={field.value} onChange={field.onChange} />}
    />
  );
}

/**
 * An interview's questions, each with its answer. Enter in a question or an answer opens a new
 * pair below and moves to its question (Shift+Enter: a new line in the answer); the last pair
 * cannot be removed.
 */
export function QuestionPairsField(props: {
  pairs: QuestionPair[];
  onChange(pairs: QuestionPair[]): void;
}) {
  const { t } = useTranslation('empathize');
  const { pairs, onChange } = props;
  const focus = useRowFocus();
  const setPair = (index: number, patch: Partial<QuestionPair>) =>
    onChange(pairs.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)));
  const addAfter = (index: number) =>
    onChange([...pairs.slice(0, index + 1), blank(), ...pairs.slice(index + 1)]);

  return (
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
                ref={focus.ref(index)}
                onKeyDown={focus.onEnter(index, addAfter)}
                aria-label={t('interviews.question', { number: index + 1 })}
                placeholder={t('interviews.questionPlaceholder', { number: index + 1 })}
                maxLength={TEXT_MAX}
                value={pair.question}
                onChange={(event) => setPair(index, { question: event.currentTarget.value })}
              />
              <Textarea
                onKeyDown={focus.onEnter(index, addAfter)}
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
                onClick={() => onChange(pairs.filter((_, i) => i !== index))}
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
          onClick={() => onChange([...pairs, blank()])}
        >
          {t('interviews.addQuestion')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The pairs to save: a blank question goes with its answer; a blank answer stays as ''. */
export function questionsAndResponses(pairs: QuestionPair[]) {
  const kept = pairs
    .map((pair) => ({ question: pair.question.trim(), answer: pair.answer.trim() }))
    .filter((pair) => pair.question.length > 0);
  return {
    questions: kept.map((pair) => pair.question),
    responses: kept.map((pair) => pair.answer),
  };
}
