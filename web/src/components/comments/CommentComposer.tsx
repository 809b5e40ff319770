import { Button, Group, Textarea } from '@mantine/core';
import { COMMENT_TEXT_MAX, type MentionablePerson, mentionedIds } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The '@name' being typed at the end of the text, if any. */
const MENTION_BEING_TYPED = /(^|\s)@([^\s@]*)$/u;

/** The people whose name starts with what follows the '@' being typed (a few). */
function suggestionsFor(text: string, people: readonly MentionablePerson[]) {
  const typed = MENTION_BEING_TYPED.exec(text)?.[2];
  if (typed === undefined) return [];
  const start = typed.toLowerCase();
  return people.filter((person) => person.name.toLowerCase().startsWith(start)).slice(0, 5);
}

/**
 * Writes a comment or a reply, or edits one. '@' followed by a name mentions one of the
 * project's people: the names that fit are offered under the box, and the mentions are read
 * from the text when it is sent.
 */
export function CommentComposer(props: {
  people: readonly MentionablePerson[];
  label: string;
  submitLabel: string;
  initialText?: string;
  onSubmit(text: string, mentions: string[]): Promise<boolean>;
  onCancel?(): void;
}) {
  const { t } = useTranslation('comments');
  const [text, setText] = useState(props.initialText ?? '');
  const [sending, setSending] = useState(false);
  const suggestions = suggestionsFor(text, props.people);

  const complete = (person: MentionablePerson) =>
    setText((current) => current.replace(MENTION_BEING_TYPED, `$1@${person.name} `));

  const submit = async () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setSending(true);
    const saved = await props.onSubmit(trimmed, mentionedIds(trimmed, props.people));
    setSending(false);
    if (saved && props.initialText === undefined) setText('');
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Textarea
        label={props.label}
        description={t('mentionHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={COMMENT_TEXT_MAX}
      />
      {suggestions.length > 0 && (
        <Group gap={4} mt={4} aria-label={t('mentionSuggestions')} role="group">
          {suggestions.map((person) => (
            <Button
              key={person.id}
              size="compact-xs"
              variant="light"
              onClick={() => complete(person)}
            >
              @{person.name}
            </Button>
          ))}
        </Group>
      )}
      <Group justify="flex-end" gap="xs" mt="xs">
        {props.onCancel && (
          <Button variant="default" size="xs" onClick={props.onCancel}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" size="xs" loading={sending} disabled={!text.trim()}>
          {props.submitLabel}
        </Button>
      </Group>
    </form>
  );
}
