import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CommentsDrawer } from './CommentsDrawer';
import { openCommentCount } from './threads';
import { type CommentTarget, useCommentRights, useTargetComments } from './useComments';

/**
 * A record card's comments (docs/decisions/0023): how many comments its open threads hold, and
 * the drawer to read and write them. Not for a room's guest, who does not comment.
 */
export function CommentsButton({ target }: { target: CommentTarget }) {
  const { comments } = useCommentRights();
  return comments ? <CommentsButtonFor target={target} /> : null;
}

function CommentsButtonFor({ target }: { target: CommentTarget }) {
  const { t } = useTranslation('comments');
  const [opened, drawer] = useDisclosure(false);
  const open = openCommentCount(useTargetComments(target.id) ?? []);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        px={6}
        leftSection={<IconMessageCircle size={16} aria-hidden />}
        aria-label={t('buttonLabel', { count: open })}
        onClick={drawer.open}
        data-testid="comments-button"
      >
        {open}
      </Button>
      <CommentsDrawer target={target} opened={opened} onClose={drawer.close} />
    </>
  );
}
