import { Button } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import type { RoomTool } from '@trilha/shared';
import { VOTE_LOCK_MS } from '@trilha/shared';
import { useEffect, useRef, useState } from 'react';
import { useCanContribute } from '../../project-data/project-access';

/**
 * +1 vote. Each press adds one vote (an increment, so presses on several devices add up); the
 * button stays disabled while the vote is written and for VOTE_LOCK_MS after, which stops
 * accidental double presses.
 *
 * The new figure shows in the frame of the press: the record only comes back once the local
 * database has been written and the list read again, which takes longer the longer the list.
 * Until then the button counts its own press on top of the figure it was pressed at.
 */
export function VoteButton(props: {
  votes: number;
  /** The button's accessible name for a number of votes ('Votar (+1). 3 votos até agora'). */
  label(votes: number): string;
  onVote(): Promise<unknown>;
  /** The voted record's tool: a facilitator's lock on it closes the button (decision 0029). */
  tool?: RoomTool;
}) {
  const canEdit = useCanContribute(props.tool);
  const [locked, setLocked] = useState(false);
  /** The figure the button was pressed at, while that press has not come back in `votes`. */
  const [pressedAt, setPressedAt] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The press came back (or another device's votes arrived first): the stored figure rules.
  if (pressedAt !== null && props.votes !== pressedAt) setPressedAt(null);
  const votes = pressedAt === props.votes ? props.votes + 1 : props.votes;

  const press = async () => {
    setLocked(true);
    setPressedAt(props.votes);
    const started = Date.now();
    try {
      const done = await props.onVote();
      // A refused vote never comes back: show the stored figure again.
      if (done === false) setPressedAt(null);
    } catch {
      setPressedAt(null);
    } finally {
      const left = Math.max(0, VOTE_LOCK_MS - (Date.now() - started));
      timer.current = setTimeout(() => setLocked(false), left);
    }
  };

  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconThumbUp size={16} aria-hidden />}
      onClick={press}
      // A viewer sees the votes but cannot add one (see ProjectAccess).
      disabled={locked || !canEdit}
      aria-label={props.label(votes)}
    >
      +1 · {votes}
    </Button>
  );
}
