import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconEdit, IconRefresh, IconTrash } from '@tabler/icons-react';
import { brazilianDateTime, type Comment, type MentionablePerson, newId } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChange } from '../../project-data/records';
import { CommentComposer } from './CommentComposer';
import { CommentText } from './CommentText';
import type { CommentThread } from './threads';
import { useCommentRights } from './useComments';

/** One comment: who and when, its text, and the author's edit and delete. */
function CommentItem(props: {
  comment: Comment;
  people: readonly MentionablePerson[];
  readOnly: boolean;
}) {
  const { t } = useTranslation('comments');
  const rights = useCommentRights();
  const change = useChange();
  const [editing, setEditing] = useState(false);
  const { comment } = props;
  const toasts = { error: t('saveError') };

  if (editing)
    return (
      <CommentComposer
        people={props.people}
        label={t('editLabel')}
        submitLabel={t('save')}
        initialText={comment.text}
        onCancel={() => setEditing(false)}
        onSubmit={async (text, mentions) => {
          const saved = await change(
            'comment.update',
            { id: comment.id, changes: { text, mentions } },
            toasts,
          );
          if (saved) setEditing(false);
          return saved;
        }}
      />
    );

  return (
    <div data-testid="comment">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} c="var(--mantine-color-text)">
            {comment.authorName || t('someone')}
          </Text>{' '}
          · {brazilianDateTime(new Date(comment.createdAt))}
        </Text>
        <Group gap={2} wrap="nowrap">
          {!props.readOnly && rights.edit(comment) && (
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('edit')}
              onClick={() => setEditing(true)}
            >
              <IconEdit size={14} aria-hidden />
            </ActionIcon>
          )}
          {rights.remove(comment) && (
            <ActionIcon
              variant="subtle"
              size="sm"
              color="red"
              aria-label={t('delete')}
              onClick={() => void change('comment.delete', { id: comment.id }, toasts)}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <CommentText text={comment.text} people={props.people} />
    </div>
  );
}

/**
 * A thread: its first comment and its replies, resolve or reopen, and a reply box. Read-only
 * (the owner's plan does not sell comments any more) shows it all and changes nothing but
 * deleting one's own words.
 */
export function CommentThreadView(props: {
  thread: CommentThread;
  people: readonly MentionablePerson[];
  readOnly: boolean;
  /** A line over the thread naming what it is about (the project's list of threads). */
  heading?: React.ReactNode;
}) {
  const { t } = useTranslation('comments');
  const rights = useCommentRights();
  const change = useChange();
  const [replying, setReplying] = useState(false);
  const { first, replies } = props.thread;
  const toasts = { error: t('saveError') };
  const canWrite = !props.readOnly && rights.comments;

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="comment-thread"
      opacity={first.resolved ? 0.75 : 1}
    >
      <Stack gap="xs">
        {props.heading}
        {first.resolved && (
          <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
            {t('resolved')}
          </Badge>
        )}
        <CommentItem comment={first} people={props.people} readOnly={props.readOnly} />
        {replies.length > 0 && (
          <Stack
            gap="xs"
            pl="sm"
            style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
          >
            {replies.map((reply) => (
              <CommentItem
                key={reply.id}
                comment={reply}
                people={props.people}
                readOnly={props.readOnly}
              />
            ))}
          </Stack>
        )}
        {replying && (
          <CommentComposer
            people={props.people}
            label={t('replyLabel')}
            submitLabel={t('send')}
            onCancel={() => setReplying(false)}
            onSubmit={async (text, mentions) => {
              const saved = await change(
                'comment.create',
                {
                  id: newId(),
                  projectId: first.projectId,
                  targetType: first.targetType,
                  targetId: first.targetId,
                  targetTitle: first.targetTitle,
                  parentId: first.id,
                  text,
                  mentions,
                },
                toasts,
              );
              if (saved) setReplying(false);
              return saved;
            }}
          />
        )}
        {canWrite && !replying && (
          <Group gap="xs" justify="flex-end">
            <Button variant="subtle" size="compact-sm" onClick={() => setReplying(true)}>
              {t('reply')}
            </Button>
            {rights.resolve(first) && (
              <Button
                variant="light"
                size="compact-sm"
                color={first.resolved ? 'gray' : 'green'}
                leftSection={
                  first.resolved ? (
                    <IconRefresh size={14} aria-hidden />
                  ) : (
                    <IconCheck size={14} aria-hidden />
                  )
                }
                onClick={() =>
                  void change(
                    'comment.update',
                    { id: first.id, changes: { resolved: !first.resolved } },
                    toasts,
                  )
                }
              >
                {first.resolved ? t('reopen') : t('resolve')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
