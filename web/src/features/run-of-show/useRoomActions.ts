import type { AgendaStep, RoomControl, RoomTool } from '@trilha/shared';
import { type RoomControlChanges, roomControlChange } from '@trilha/sync';
import { useTranslation } from 'react-i18next';
import { useChanges } from '../../project-data/records';

/**
 * The facilitator's writes to the room, each one local mutation (queued, so offline on one
 * tablet it simply happens here): advance the agenda, summon, lock, move the focus, name the
 * facilitators. The server runs the same mutators and refuses a participant's.
 */
export function useRoomActions(projectId: string, control: RoomControl | null | undefined) {
  const { t } = useTranslation('runOfShow');
  const changes = useChanges();
  const error = { error: t('saveError') };

  const advance = (from: AgendaStep | null, to: AgendaStep | null) =>
    changes(
      [
        {
          name: 'agenda.advance',
          args: {
            projectId,
            fromStepId: from?.id ?? null,
            toStepId: to?.id ?? null,
            at: new Date().toISOString(),
          },
        },
      ],
      error,
    );

  const controlChange = (changesOf: RoomControlChanges) =>
    changes(roomControlChange(projectId, control, changesOf), error);

  return {
    advance,
    /**
     * 'Trazer todos para cá': every device goes to the focus once — to `here`, the tool this
     * device shows, when it shows one (the focus moves there in the same write).
     */
    summon: (here: RoomTool | null) => {
      const now = new Date().toISOString();
      return controlChange(
        here ? { focusTool: here, focusAt: now, summonedAt: now } : { summonedAt: now },
      );
    },
    /** The room follows the facilitator to this tool. */
    moveFocus: (tool: RoomTool) =>
      controlChange({ focusTool: tool, focusAt: new Date().toISOString() }),
    setFacilitators: (facilitatorIds: string[]) => controlChange({ facilitatorIds }),
    /** The project (tool null) or one tool, read-only to participants or open again. */
    lock: (tool: RoomTool | null, locked: boolean) =>
      changes([{ name: 'roomControl.lock', args: { projectId, tool, locked } }], error),
  };
}
