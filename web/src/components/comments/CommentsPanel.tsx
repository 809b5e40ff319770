import { Stack, Text } from '@mantine/core';
import { newId } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { useUnsoldProjectFeature } from '../../project-data/project-access';
import { useChange } from '../../project-data/records';
import { PlanLimitNotice } from '../PlanLimitNotice';
import { CommentComposer } from './CommentComposer';
import { CommentThreadView } from './CommentThreadView';
import { threadsOf } from './threads';
import { type CommentTarget, useCommentRights, useProjectComments } from './useComments';
import { useProjectPeople } from './useProjectPeople';

/**
 * The threads about one target (the project or a record), open ones first, and the box to
 * start a new one. When the owner's plan does not sell comments, what was written stays here to
 * read, with the way to a plan that sells them (docs/decisions/0022).
 */
export function CommentsPanel({ target }: { target: CommentTarget }) {
  const { t } = useTranslation('comments');
  const comments = useProjectComments(target.projectId);
  const people = useProjectPeople(target.projectId, comments);
  const unsold = useUnsoldProjectFeature('comments');
  const rights = useCommentRights();
  const change = useChange();
  const threads = threadsOf((comments ?? []).filter((comment) => comment.targetId === target.id));
  // Open threads first, each group oldest first.
  const ordered = [
    ...threads.filter((thread) => !thread.first.resolved),
    ...threads.filter((thread) => thread.first.resolved),
  ];
  const readOnly = unsold !== null;

  return (
    <Stack gap="sm" data-testid="comments-panel">
      {unsold && <PlanLimitNotice unsold={unsold} />}
      {ordered.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      )}
      {ordered.map((thread) => (
        <CommentThreadView
          key={thread.first.id}
          thread={thread}
          people={people}
          readOnly={readOnly}
        />
      ))}
      {!readOnly && rights.comments && (
        <CommentComposer
          people={people}
          label={t('newLabel')}
          submitLabel={t('send')}
          onSubmit={(text, mentions) =>
            change(
              'comment.create',
              {
                id: newId(),
                projectId: target.projectId,
                targetType: target.type,
                targetId: target.id,
                targetTitle: target.title,
                text,
                mentions,
              },
              { error: t('saveError') },
            )
          }
        />
      )}
    </Stack>
  );
}
