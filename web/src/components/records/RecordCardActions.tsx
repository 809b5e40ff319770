import { ActionIcon, Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useCanChangeRecord } from '../../project-data/project-access';
import { CommentsButton } from '../comments/CommentsButton';
import type { CommentTarget } from '../comments/useComments';

/**
 * The comments of a record's card (docs/decisions/0023: everyone in the project but a room's
 * guest comments, a viewer too), then its edit and delete icons, each named for the record it
 * acts on; none for a viewer of the project, and for a room's guest only on what they wrote
 * (see ProjectAccess).
 */
export function RecordCardActions(props: {
  /** What the card's comments are about: the record. */
  comments?: CommentTarget;
  editLabel: string;
  deleteLabel: string;
  onEdit(): void;
  onDelete(): void;
  /** Who wrote the record (absent for kinds that have no author). */
  authorId?: string | null;
}) {
  // The comments' target names the record's kind: a locked tool closes its cards (issue 33).
  const canChange = useCanChangeRecord(props.authorId, props.comments?.type);
  if (!canChange && !props.comments) return null;
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      {props.comments && <CommentsButton target={props.comments} />}
      {canChange && <EditAndDelete {...props} />}
    </Group>
  );
}

function EditAndDelete(props: {
  editLabel: string;
  deleteLabel: string;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <>
      <ActionIcon variant="subtle" aria-label={props.editLabel} onClick={props.onEdit}>
        <IconEdit size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={props.deleteLabel}
        onClick={props.onDelete}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
