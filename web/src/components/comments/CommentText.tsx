import { Text } from '@mantine/core';
import { type MentionablePerson, mentionParts } from '@trilha/shared';

/** A comment's text with the people it mentions highlighted. */
export function CommentText(props: { text: string; people: readonly MentionablePerson[] }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {mentionParts(props.text, props.people).map((part, index) =>
        'person' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <Text key={index} span fw={600} c="blue" data-testid="comment-mention">
            {part.text}
          </Text>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
