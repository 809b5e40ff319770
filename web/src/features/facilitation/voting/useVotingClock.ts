import { isVotingOpen, type VotingSession } from '@trilha/shared';
import { useNow } from '../timer/useNow';

export interface VotingClock {
  /** The session takes dots now (voting, and its end, if any, not reached). */
  open: boolean;
  /** A timed session still voting: the time left (0 once ended); null when it has no end. */
  leftMs: number | null;
  /** Closed by its time running out (still 'voting' in the data: the rule closes it). */
  endedByTime: boolean;
}

/**
 * A session's clock on this device (decision 0029): it ticks until the end, then says the vote
 * is over with the same rule the tally and the server use (`isVotingOpen`).
 */
export function useVotingClock(
  session: Pick<VotingSession, 'status'> & { endsAt?: string | null },
): VotingClock {
  const endsAtMs = session.endsAt ? Date.parse(session.endsAt) : null;
  const now = useNow(session.status === 'voting' ? endsAtMs : null);
  const open = isVotingOpen(session, now);
  const timed = session.status === 'voting' && endsAtMs !== null;
  return {
    open,
    leftMs: timed ? Math.max(0, endsAtMs - now) : null,
    endedByTime: timed && !open,
  };
}
