import type { ReactNode } from 'react';
import { FollowBar } from './FollowBar';
import { LockNotice } from './LockNotice';
import { RunBar } from './RunBar';

/**
 * What the run of show puts at the top of a project's screens: the facilitator's run bar, a
 * participant's way back to the facilitator (and the following itself), and the locks' notice.
 * Each draws nothing when it has nothing to say; they sit in the page's own stack.
 */
export function RoomBars(props: { projectId: string; timer?: ReactNode }) {
  return (
    <>
      <RunBar projectId={props.projectId} timer={props.timer} />
      {/* Keyed: another project's page starts from that project's memory of the room. */}
      <FollowBar key={props.projectId} projectId={props.projectId} />
      <LockNotice />
    </>
  );
}
