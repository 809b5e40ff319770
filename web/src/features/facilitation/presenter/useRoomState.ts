import {
  compareCodeUnits,
  type HmwQuestion,
  type Idea,
  type SilentRound,
  type VotingSession,
} from '@trilha/shared';
import { latestChanged } from '../../../project-data/latest-changed';
import { nothingDrawn, useLocalQuery } from '../../../project-data/useLocalQuery';

/** What the presenter shows besides the timer: the latest session and the open rounds. */
export interface RoomState {
  /** The most recently changed voting session that is not closed. */
  session: VotingSession | undefined;
  /** Every open silent round, with how many notes it holds face down. */
  openRounds: { round: SilentRound; notes: number }[];
}

/** The notes of one round among a tool's rows, the hidden ones left out. */
const notesIn = (round: SilentRound, rows: readonly (Idea | HmwQuestion)[]) =>
  // A note the facilitator hid is not counted on the projector (decision 0029).
  rows.filter((row) => row.roundId === round.id && !row.hiddenAt).length;

/**
 * "Follows the facilitator's device": the room's state is whatever was changed last on any
 * device, read live, so every change the facilitator makes (synced) shows on the projector.
 */
export function useRoomState(projectId: string): RoomState | undefined {
  return useLocalQuery(
    async (db) => {
      const [sessions, rounds] = await Promise.all([
        db.votingSessions.where('projectId').equals(projectId).toArray(),
        db.silentRounds.where('projectId').equals(projectId).toArray(),
      ]);
      const open = rounds.filter((round) => round.status === 'open');
      const notesOf = async (target: SilentRound['target']) =>
        open.some((round) => round.target === target)
          ? ((await db.entityTable(target).where('projectId').equals(projectId).toArray()) as (
              | Idea
              | HmwQuestion
            )[])
          : [];
      const [ideas, questions] = await Promise.all([notesOf('ideas'), notesOf('hmwQuestions')]);
      return {
        session: latestChanged(sessions.filter((session) => session.status !== 'closed')),
        openRounds: open
          .sort((a, b) => compareCodeUnits(b.updatedAt, a.updatedAt))
          .map((round) => ({
            round,
            notes: notesIn(round, round.target === 'ideas' ? ideas : questions),
          })),
      };
    },
    nothingDrawn,
    [projectId],
  );
}
