import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VotingResults } from './VotingResults';
import { sessionPath, votingTestProject } from './voting-test-setup';

const project = votingTestProject();

/**
 * Ana and Bruno vote with 2 dots each, one per item; "ana" on a second tablet places two more
 * dots: one on an item Ana already has (stacked) and one past her budget.
 */
async function votedSession(options: object = {}) {
  const [sms, fila, totem] = await project.items(['Senha por SMS', 'Fila virtual', 'Totem']);
  const sessionId = await project.session({ budget: 2, ...options });
  const ana = await project.participant(sessionId, 'Ana');
  const bruno = await project.participant(sessionId, 'Bruno');
  const anaOnOtherTablet = await project.participant(sessionId, ' ana');
  const ids = { sms: sms ?? '', fila: fila ?? '', totem: totem ?? '' };
  await project.dot(sessionId, ana, ids.sms);
  await project.dot(sessionId, ana, ids.fila);
  await project.dot(sessionId, bruno, ids.fila);
  await project.dot(sessionId, bruno, ids.totem);
  await project.dot(sessionId, anaOnOtherTablet, ids.sms);
  await project.dot(sessionId, anaOnOtherTablet, ids.totem);
  return { sessionId, ...ids };
}

const results = () =>
  screen.getAllByTestId('result-item').map((item) => ({
    text: item.getAttribute('data-item-text'),
    dots: Number(item.getAttribute('data-dots')),
    rank: Number(item.getAttribute('data-rank')),
  }));

async function reveal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Revelar resultados' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revelar resultados?' });
  expect(dialog).toHaveTextContent('2 pessoas votaram.');
  await user.click(within(dialog).getByRole('button', { name: 'Revelar resultados' }));
  await screen.findByTestId('voting-results');
}

describe('VotingResults', () => {
  it('shows only "votes hidden" until the reveal', async () => {
    const { sessionId } = await votedSession();
    project.render(<VotingResults sessionId={sessionId} />);
    expect(await screen.findByText('Votos escondidos até a revelação')).toBeVisible();
    expect(screen.queryByTestId('result-item')).not.toBeInTheDocument();
    expect(screen.queryByText('Senha por SMS')).not.toBeInTheDocument();
  });

  it('ranks the counted dots after the reveal, ties sharing a rank, and lists refused dots', async () => {
    const user = userEvent.setup({ delay: null });
    const { sessionId } = await votedSession({ anonymous: false });
    project.renderRoutes(sessionPath(sessionId));
    await reveal(user);

    expect(results()).toEqual([
      { text: 'Fila virtual', dots: 2, rank: 1 },
      { text: 'Senha por SMS', dots: 1, rank: 2 },
      { text: 'Totem', dots: 1, rank: 2 },
    ]);
    expect(screen.getByText('4 pontos · 2 pessoas')).toBeVisible();
    // Not anonymous: who voted on what.
    expect(screen.getAllByTestId('result-voters').map((voters) => voters.textContent)).toEqual([
      'Ana · Bruno',
      'Ana',
      'Bruno',
    ]);
    // The facilitator sees the dots that did not count, and why.
    const refused = screen.getByTestId('refused-dots');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Ana — 1 ponto recusado: ponto repetido no mesmo item',
      'Ana — 1 ponto recusado: acima do orçamento',
    ]);
    expect((await project.sync.db.votingSessions.get(sessionId))?.status).toBe('revealed');
  });

  it('hides who voted in an anonymous session, and the refused dots from the projector', async () => {
    const { sessionId } = await votedSession({ anonymous: true });
    await project.mutate('votingSession.update', {
      id: sessionId,
      changes: { status: 'revealed' },
    });
    project.render(<VotingResults sessionId={sessionId} />);
    await waitFor(() => expect(screen.getAllByTestId('result-item')).toHaveLength(3));
    expect(screen.queryByTestId('result-voters')).not.toBeInTheDocument();
    expect(screen.queryByTestId('refused-dots')).not.toBeInTheDocument();
    expect(screen.queryByTestId('apply-results')).not.toBeInTheDocument();
  });
});

describe('applying the result', () => {
  it('adds the dots to the votes once, however often it is applied', async () => {
    const user = userEvent.setup({ delay: null });
    const { sessionId, sms, fila, totem } = await votedSession();
    project.renderRoutes(sessionPath(sessionId));
    await reveal(user);

    await user.click(screen.getByRole('button', { name: 'Somar aos votos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Somar aos votos?' });
    expect(dialog).toHaveTextContent('Os 4 pontos contados vão para os votos de 3 ideias.');
    await user.click(within(dialog).getByRole('button', { name: 'Somar aos votos' }));
    expect(await screen.findByTestId('votes-applied')).toHaveTextContent(
      /Pontos somados aos votos em \d\d\/\d\d\/\d{4}/,
    );
    expect(screen.queryByRole('button', { name: 'Somar aos votos' })).not.toBeInTheDocument();
    const votes = async () =>
      (await project.sync.db.ideas.bulkGet([fila, sms, totem])).map((idea) => idea?.votes);
    expect(await votes()).toEqual([2, 1, 1]);

    // Another tablet presses it too (its screen had not caught up): nothing is added twice.
    await project.mutate('votingSession.apply', {
      id: sessionId,
      counts: [{ itemId: fila, dots: 2 }],
    });
    expect(await votes()).toEqual([2, 1, 1]);
  });

  it('marks the most voted ideas as selected, ties at the last place included', async () => {
    const user = userEvent.setup({ delay: null });
    const { sessionId, sms, fila, totem } = await votedSession();
    await project.mutate('idea.update', { id: totem, changes: { status: 'prototype' } });
    project.renderRoutes(sessionPath(sessionId));
    await reveal(user);

    const places = screen.getByLabelText('Posições');
    await user.clear(places);
    await user.type(places, '1');
    expect(screen.getByTestId('select-preview')).toHaveTextContent('1 ideia será marcada.');
    await user.click(screen.getByRole('button', { name: 'Marcar a mais votada como selecionada' }));
    await waitFor(async () =>
      expect((await project.sync.db.ideas.get(fila))?.status).toBe('selected'),
    );
    expect((await project.sync.db.ideas.get(sms))?.status).toBe('idea');

    // Two places: the tie for second (SMS, Totem) goes in, but Totem is already a prototype.
    await user.clear(places);
    await user.type(places, '2');
    expect(screen.getByTestId('select-preview')).toHaveTextContent('1 ideia será marcada.');
    await user.click(
      screen.getByRole('button', { name: 'Marcar as 2 mais votadas como selecionadas' }),
    );
    await waitFor(async () =>
      expect((await project.sync.db.ideas.get(sms))?.status).toBe('selected'),
    );
    expect((await project.sync.db.ideas.get(totem))?.status).toBe('prototype');
  });
});

describe('a timed vote (issue 33)', () => {
  it('lists the dots placed after the end among the refused, with their reason', async () => {
    const [sms, fila] = await project.items(['Senha por SMS', 'Fila virtual']);
    const sessionId = await project.session({ anonymous: false });
    const ana = await project.participant(sessionId, 'Ana');
    const bruno = await project.participant(sessionId, 'Bruno');
    const first = await project.dot(sessionId, ana, sms ?? '');
    await project.dot(sessionId, bruno, fila ?? '');
    // The vote ended just after Ana's dot (the test dots are placed a second apart).
    const { placedAt } = (await project.sync.db.dots.get(first)) ?? { placedAt: '' };
    await project.sync.client.mutate('votingSession.update', {
      id: sessionId,
      changes: { status: 'revealed', endsAt: new Date(Date.parse(placedAt) + 500).toISOString() },
    });
    project.render(<VotingResults sessionId={sessionId} facilitator />);
    const refused = await screen.findByTestId('refused-dots');
    expect(within(refused).getByRole('listitem')).toHaveTextContent(
      'Bruno — 1 ponto recusado: depois do fim da votação',
    );
    expect(results()).toEqual([{ text: 'Senha por SMS', dots: 1, rank: 1 }]);
  });
});
