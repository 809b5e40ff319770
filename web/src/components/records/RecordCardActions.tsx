import { ActionIcon, Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useCanChangeRecord } from '../../project-data/project-access';

/**
 * The edit and delete icons of a record's card, each named for the record it acts on; none for
 * a viewer of the project, and for a room's guest only on what they wrote (see ProjectAccess).
 */
export function RecordCardActions(props: {
  editLabel: string;
  deleteLabel: string;
  onEdit(): void;
  onDelete(): void;
  /** Who wrote the record (absent for kinds that have no author). */
  authorId?: string | null;
}) {
  if (!useCanChangeRecord(props.authorId)) return null;
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
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
    </Group>
  );
}
