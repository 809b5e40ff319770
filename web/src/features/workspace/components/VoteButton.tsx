import { Button } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import { VOTE_LOCK_MS } from '@trilha/shared';
import { useEffect, useRef, useState } from 'react';

/**
 * +1 vote. Each press adds one vote (an increment, so presses on several devices add up); the
 * button stays disabled while the vote is written and for VOTE_LOCK_MS after, which stops
 * accidental double presses.
 */
export function VoteButton(props: { votes: number; label: string; onVote(): Promise<unknown> }) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const press = async () => {
    setLocked(true);
    const started = Date.now();
    try {
      await props.onVote();
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
      disabled={locked}
      aria-label={props.label}
    >
      +1 · {props.votes}
    </Button>
  );
}
