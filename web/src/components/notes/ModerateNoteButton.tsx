import { ActionIcon, Menu } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { FacilitationTarget } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { useChange } from '../../project-data/records';
import { useNoteRoom } from './note-room';

const MUTATION: Record<FacilitationTarget, string> = {
  ideas: 'idea.update',
  hmwQuestions: 'hmwQuestion.update',
};

/** The update that hides a note from the room (now) or shows it again (null). */
export function moderationChange(
  target: FacilitationTarget,
  note: { id: string; hiddenAt?: string | null },
  now: Date = new Date(),
) {
  return {
    name: MUTATION[target],
    args: { id: note.id, changes: { hiddenAt: note.hiddenAt ? null : now.toISOString() } },
  };
}

/**
 * 'Ocultar nota' / 'Mostrar nota' for the facilitator (moderation, decision 0029): nothing for
 * anyone else. The server refuses the change from others too ('room.facilitator_only').
 */
export function ModerateNoteButton(props: ModerateProps) {
  const moderation = useModeration(props);
  if (!moderation) return null;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={moderation.label}
      data-testid="moderate-note"
      onClick={moderation.toggle}
    >
      {moderation.icon}
    </ActionIcon>
  );
}

/** The same, as an entry of a note's menu (the wall's). */
export function ModerateNoteMenuItem(props: ModerateProps) {
  const moderation = useModeration(props);
  if (!moderation) return null;
  return (
    <Menu.Item leftSection={moderation.icon} onClick={moderation.toggle} mih={44}>
      {moderation.label}
    </Menu.Item>
  );
}

interface ModerateProps {
  target: FacilitationTarget;
  note: { id: string; hiddenAt?: string | null };
}

/** Hiding or showing the note, for a facilitator; null for anyone else. */
function useModeration(props: ModerateProps) {
  const { t } = useTranslation('notes');
  const room = useNoteRoom();
  const change = useChange();
  if (!room?.isFacilitator) return null;
  const hidden = !!props.note.hiddenAt;
  return {
    label: t(hidden ? 'moderation.show' : 'moderation.hide'),
    icon: hidden ? <IconEye size={18} aria-hidden /> : <IconEyeOff size={18} aria-hidden />,
    toggle: () => {
      const { name, args } = moderationChange(props.target, props.note);
      void change(name, args, {
        success: t(hidden ? 'moderation.shown' : 'moderation.hidden'),
        error: t('moderation.error'),
      });
    },
  };
}
