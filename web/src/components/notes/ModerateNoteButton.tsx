import { ActionIcon } from '@mantine/core';
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
export function ModerateNoteButton(props: {
  target: FacilitationTarget;
  note: { id: string; hiddenAt?: string | null };
}) {
  const { t } = useTranslation('notes');
  const room = useNoteRoom();
  const change = useChange();
  if (!room?.isFacilitator) return null;
  const hidden = !!props.note.hiddenAt;
  const { name, args } = moderationChange(props.target, props.note);
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t(hidden ? 'moderation.show' : 'moderation.hide')}
      data-testid="moderate-note"
      onClick={() =>
        void change(name, args, {
          success: t(hidden ? 'moderation.shown' : 'moderation.hidden'),
          error: t('moderation.error'),
        })
      }
    >
      {hidden ? <IconEye size={18} aria-hidden /> : <IconEyeOff size={18} aria-hidden />}
    </ActionIcon>
  );
}
