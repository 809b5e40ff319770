import { ActionIcon, Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useCanEdit } from '../../project-data/project-access';

/**
 * The edit and delete icons of a record's card, each named for the record it acts on; none for
 * a viewer of the project (see ProjectAccess).
 */
export function RecordCardActions(props: {
  editLabel: string;
  deleteLabel: string;
  onEdit(): void;
  onDelete(): void;
}) {
  if (!useCanEdit()) return null;
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
