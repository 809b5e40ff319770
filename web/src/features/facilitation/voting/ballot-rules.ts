import {
  compareDotArrival,
  type Dot,
  type DotTally,
  dotsLeft,
  type VotingSession,
} from '@trilha/shared';
import { dotsOf, type Person } from '../../../project-data/room/people';

/**
 * Why a dot cannot be placed: the vote has ended (a timed vote past its end), no dots left, or
 * a second dot on one item when not allowed.
 */
export type PlaceRefusal = 'ended' | 'no_dots_left' | 'one_per_item';

/**
 * One person's ballot on this device: how many dots they have left (from the shared tally, the
 * same rule that counts the results) and which dot a "take back" removes. Refusing here keeps
 * an honest voter from spending what the tally would refuse; dots placed on another tablet
 * offline can still overspend, and the results list those as refused.
 */
export interface Ballot {
  left: number;
  budget: number;
  /** This person's dots on the item, in arrival order. */
  dotsOn(itemId: string): Dot[];
  refusal(itemId: string): PlaceRefusal | null;
  /** The dot to take back from the item: the last one placed. */
  lastDotOn(itemId: string): Dot | undefined;
}

export function ballotOf(input: {
  session: Pick<VotingSession, 'budget' | 'allowStacking'>;
  tally: DotTally;
  person: Person;
  dots: readonly Dot[];
  /** Whether the session takes dots at this device's now (isVotingOpen); open when omitted. */
  open?: boolean;
}): Ballot {
  const { session, tally, person } = input;
  const own = dotsOf(person, input.dots).sort(compareDotArrival);
  const left = dotsLeft(tally, session, person.name);
  const dotsOn = (itemId: string) => own.filter((dot) => dot.itemId === itemId);
  return {
    left,
    budget: session.budget,
    dotsOn,
    refusal(itemId) {
      if (input.open === false) return 'ended';
      if (!session.allowStacking && dotsOn(itemId).length > 0) return 'one_per_item';
      if (left <= 0) return 'no_dots_left';
      return null;
    },
    lastDotOn: (itemId) => dotsOn(itemId).at(-1),
  };
}
