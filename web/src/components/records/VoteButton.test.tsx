import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { VoteButton } from './VoteButton';

const label = (votes: number) => `Votar (+1). ${votes} votos até agora`;

/** A button over a stored figure that the test moves, as the local database would. */
function renderVote(onVote: () => Promise<unknown>) {
  let store: (votes: number) => void = () => {};
  function Stored() {
    const [votes, setVotes] = useState(2);
    store = setVotes;
    return <VoteButton votes={votes} label={label} onVote={onVote} />;
  }
  renderPage(<Stored />);
  return { store: (votes: number) => act(() => store(votes)) };
}

/** A vote whose write the test finishes when it wants. */
function pendingVote() {
  let finish: (done: boolean) => void = () => {};
  const written = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  return { onVote: () => written, finish: (done: boolean) => act(async () => finish(done)) };
}

describe('VoteButton', () => {
  beforeAll(() => setupI18n());

  it('shows the new figure at the press, before the stored record comes back', async () => {
    const vote = pendingVote();
    const { store } = renderVote(vote.onVote);
    fireEvent.click(screen.getByRole('button', { name: label(2) }));
    // Same frame: nothing written yet, the figure already counts the press.
    expect(screen.getByRole('button', { name: label(3) })).toHaveTextContent('+1 · 3');
    await vote.finish(true);
    store(3);
    expect(screen.getByRole('button', { name: label(3) })).toBeDisabled();
    // Another device's votes arrive: the stored figure rules, the press is not counted twice.
    store(5);
    expect(screen.getByRole('button', { name: label(5) })).toHaveTextContent('+1 · 5');
  });

  it('goes back to the stored figure when the vote is refused', async () => {
    const vote = pendingVote();
    renderVote(vote.onVote);
    fireEvent.click(screen.getByRole('button', { name: label(2) }));
    expect(screen.getByRole('button', { name: label(3) })).toBeInTheDocument();
    await vote.finish(false);
    expect(screen.getByRole('button', { name: label(2) })).toHaveTextContent('+1 · 2');
  });
});
