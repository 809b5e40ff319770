import { useDraggable } from '@dnd-kit/core';
import { Group, Menu, Text } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import type { Idea } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { HiddenBadge } from '../../../components/notes/HiddenBadge';
import { ModerateNoteMenuItem } from '../../../components/notes/ModerateNoteButton';
import { NoteByline } from '../../../components/notes/NoteByline';
import { useNoteLook } from '../../../components/notes/note-look';
import { ideaDetail } from '../../../project-data/note-to-idea';
import { useCanEdit } from '../../../project-data/project-access';
import { WallMenu } from './WallMenu';
import classes from './wall.module.css';

/** The words on a note: its title, and the start of its description when that says more. */
export function NoteText({ idea }: { idea: Idea }) {
  const detail = ideaDetail(idea);
  return (
    <>
      <Text size="sm" fw={600}>
        {idea.title}
      </Text>
      {detail && (
        <Text size="xs" c="dark.4" lineClamp={2}>
          {detail}
        </Text>
      )}
      <NoteByline note={idea} />
    </>
  );
}

/**
 * One idea on the wall. The note itself is the drag handle (mouse, long press, or Space on the
 * focused note); the 'Mover para…' menu beside it does the same without dragging.
 */
export function WallNote(props: {
  idea: Idea;
  /** Every group of the wall ('' is 'Sem categoria'). */
  groups: string[];
  onMove(group: string): void;
}) {
  const { t } = useTranslation('facilitation');
  const canEdit = useCanEdit('wall');
  const { idea } = props;
  const current = idea.category.trim();
  // A viewer reads the wall and moves nothing (see ProjectAccess).
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: idea.id,
    attributes: { roleDescription: t('wall.noteRole') },
    disabled: !canEdit,
  });
  const groupLabel = (group: string) => group || t('wall.uncategorized');
  const look = useNoteLook(idea);

  return (
    <Group
      ref={setNodeRef}
      className={classes.note}
      gap={0}
      wrap="nowrap"
      align="flex-start"
      data-dragging={isDragging || undefined}
      data-testid="wall-note"
      data-color={idea.color ?? 'yellow'}
      style={look.style}
    >
      <div ref={setActivatorNodeRef} className={classes.body} {...attributes} {...listeners}>
        {look.hiddenBadge && <HiddenBadge />}
        <NoteText idea={idea} />
      </div>
      {canEdit && (
        <WallMenu label={t('wall.moveLabel', { title: idea.title })}>
          <Menu.Label>{t('wall.moveTo')}</Menu.Label>
          {props.groups
            .filter((group) => group !== current)
            .map((group) => (
              <Menu.Item
                key={group}
                leftSection={<IconCategory size={16} aria-hidden />}
                onClick={() => props.onMove(group)}
                mih={44}
              >
                {groupLabel(group)}
              </Menu.Item>
            ))}
          <ModerateNoteMenuItem target="ideas" note={idea} />
        </WallMenu>
      )}
    </Group>
  );
}
