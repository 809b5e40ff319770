import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, testUser } from '../../../../test/user-sync';
import { PROJECT, sessionPath, votingTestProject } from './voting-test-setup';

const project = votingTestProject();

const ballotTexts = () =>
  screen.getAllByTestId('ballot-item').map((card) => card.getAttribute('data-item-text'));
const place = (item: string) => screen.getByRole('button', { name: `Colocar um ponto em ${item}` });
const takeBack = (item: string) =>
  screen.getByRole('button', { name: `Retirar um ponto de ${item}` });
const card = (item: string) =>
  screen.getAllByTestId('ballot-item').find((el) => el.getAttribute('data-item-text') === item) ??
  (() => {
    throw new Error(`no card ${item}`);
  })();

describe('VotingSessionsPanel', () => {
  it('creates a session with the default budget and opens its page', async () => {
    const user = userEvent.setup({ delay: null });
    project.renderRoutes(`/projects/${PROJECT}`);
    await screen.findByText('Nenhuma votação ainda.');
    await user.click(screen.getByRole('button', { name: 'Nova votação' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Pontos por pessoa')).toHaveValue('3');
    await user.type(within(dialog).getByLabelText('Título'), 'Quais ideias?');
    await user.click(within(dialog).getByRole('switch', { name: /Votação anônima/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar votação' }));

    expect(await screen.findByRole('heading', { name: 'Quais ideias?' })).toBeVisible();
    expect(screen.getByText('Votando')).toBeVisible();
    expect(screen.getByText('3 pontos por pessoa · um ponto por item · com nomes')).toBeVisible();
    const [session] = await project.sync.db.votingSessions.toArray();
    expect(session).toMatchObject({
      projectId: PROJECT,
      target: 'ideas',
      title: 'Quais ideias?',
      budget: 3,
      allowStacking: false,
      anonymous: false,
      status: 'voting',
      appliedAt: null,
    });
  });
});

describe('the ballot', () => {
  it('says a captured note once: no description that repeats its title', async () => {
    // Two ideas as quick capture stored them before it split a note into title and rest.
    const [oneLine, twoLines] = [crypto.randomUUID(), crypto.randomUUID()];
    await project.mutate('idea.create', {
      id: oneLine,
      projectId: PROJECT,
      title: 'Senha por SMS',
      description: 'Senha por SMS',
    });
    await project.mutate('idea.create', {
      id: twoLines,
      projectId: PROJECT,
      title: 'Fila virtual',
      description: 'Fila virtual\navisar quando faltarem 3',
    });
    const sessionId = await project.session();
    project.renderRoutes(sessionPath(sessionId));
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Nome'), 'Ana{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Votar como Ana' }));

    const sms = await waitFor(() => card('Senha por SMS'));
    expect(within(sms).getAllByText('Senha por SMS')).toHaveLength(1);
    const queue = card('Fila virtual');
    expect(within(queue).getAllByText(/Fila virtual/)).toHaveLength(1);
    expect(within(queue).getByText('avisar quando faltarem 3')).toBeVisible();
  });

  it('spends the budget, one dot per item, and hides everyone else’s dots', async () => {
    const user = userEvent.setup({ delay: null });
    const [a, b] = await project.items(['Senha por SMS', 'Fila virtual', 'Totem']);
    const sessionId = await project.session({ budget: 2 });
    project.renderRoutes(sessionPath(sessionId));

    // People: added by name; the same name again (other case, spaces) is the same person.
    const name = await screen.findByLabelText('Nome');
    await user.type(name, 'Ana{Enter}');
    await screen.findByRole('button', { name: 'Votar como Ana' });
    await user.type(name, 'Bruno{Enter}');
    await screen.findByRole('button', { name: 'Votar como Bruno' });
    await user.type(name, '  ana {Enter}');
    expect(await screen.findByText('Ana já está na lista')).toBeVisible();
    expect(await project.sync.db.participants.count()).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Votar como Ana' }));
    expect(await screen.findByRole('heading', { name: 'Vez de Ana' })).toBeVisible();
    expect(screen.getByTestId('dots-left')).toHaveTextContent('Restam 2 de 2 pontos');

    await user.click(place('Senha por SMS'));
    await waitFor(() =>
      expect(screen.getByTestId('dots-left')).toHaveTextContent('Resta 1 de 2 pontos'),
    );
    // No stacking in this session: the item with Ana's dot takes no second one.
    await waitFor(() => expect(place('Senha por SMS')).toBeDisabled());
    expect(within(card('Senha por SMS')).getByRole('img')).toHaveAccessibleName('1 ponto seu');

    await user.click(place('Fila virtual'));
    await waitFor(() =>
      expect(screen.getByTestId('dots-left')).toHaveTextContent('Restam 0 de 2 pontos'),
    );
    // The budget is spent: no item takes another dot until one is taken back.
    await waitFor(() => expect(place('Totem')).toBeDisabled());
    await user.click(takeBack('Fila virtual'));
    await waitFor(() => expect(place('Totem')).toBeEnabled());
    expect(screen.getByTestId('dots-left')).toHaveTextContent('Resta 1 de 2 pontos');

    const dots = await project.sync.db.dots.toArray();
    expect(dots.map((dot) => dot.itemId)).toEqual([a]);
    expect(dots.map((dot) => dot.itemId)).not.toContain(b);

    // Pass the tablet: Bruno sees his own empty ballot, nothing of Ana's.
    await user.click(screen.getByRole('button', { name: 'Concluir minha vez' }));
    await user.click(await screen.findByRole('button', { name: 'Votar como Ana (já votou)' }));
    await user.click(screen.getByRole('button', { name: 'Concluir minha vez' }));
    await user.click(await screen.findByRole('button', { name: 'Votar como Bruno' }));
    expect(await screen.findByRole('heading', { name: 'Vez de Bruno' })).toBeVisible();
    expect(screen.getByTestId('dots-left')).toHaveTextContent('Restam 2 de 2 pontos');
    for (const item of ['Senha por SMS', 'Fila virtual', 'Totem']) {
      expect(within(card(item)).getByRole('img')).toHaveAccessibleName('0 pontos seus');
      expect(place(item)).toBeEnabled();
    }
    expect(screen.getByTestId('ballot')).not.toHaveTextContent(/\d+ pontos? seus?/);
  });

  it('lets a person stack dots on one item when the session allows it', async () => {
    const user = userEvent.setup({ delay: null });
    await project.items(['Senha por SMS', 'Fila virtual']);
    const sessionId = await project.session({ budget: 3, allowStacking: true });
    await project.participant(sessionId, 'Ana');
    project.renderRoutes(sessionPath(sessionId));

    await user.click(await screen.findByRole('button', { name: 'Votar como Ana' }));
    for (const left of ['Restam 2', 'Resta 1', 'Restam 0']) {
      await waitFor(() => expect(place('Fila virtual')).toBeEnabled());
      await user.click(place('Fila virtual'));
      await waitFor(() => expect(screen.getByTestId('dots-left')).toHaveTextContent(left));
    }
    expect(within(card('Fila virtual')).getByRole('img')).toHaveAccessibleName('3 pontos seus');
    await waitFor(() => expect(place('Senha por SMS')).toBeDisabled());
    expect(await project.sync.db.dots.count()).toBe(3);
  });

  it('keeps the items in a fixed order while a person votes', async () => {
    const user = userEvent.setup({ delay: null });
    const [first] = await project.items(['Senha por SMS', 'Fila virtual', 'Totem']);
    const sessionId = await project.session();
    await project.participant(sessionId, 'Ana');
    project.renderRoutes(sessionPath(sessionId));
    await user.click(await screen.findByRole('button', { name: 'Votar como Ana' }));
    await screen.findByRole('heading', { name: 'Vez de Ana' });
    expect(ballotTexts()).toEqual(['Senha por SMS', 'Fila virtual', 'Totem']);

    // A sync re-stamps the first item later, and a new idea arrives: nothing moves under the
    // voter's finger; the new one goes at the end.
    await project.sync.db.ideas.update(first ?? '', { createdAt: '2099-01-01T00:00:00.000Z' });
    await project.items(['Cartão fidelidade']);
    await user.click(place('Totem'));
    await waitFor(() => expect(screen.getByTestId('dots-left')).toHaveTextContent('Restam 2'));
    await waitFor(() =>
      expect(ballotTexts()).toEqual([
        'Senha por SMS',
        'Fila virtual',
        'Totem',
        'Cartão fidelidade',
      ]),
    );
  });

  it('shows notes of an open silent round face down, with no way to vote on them', async () => {
    const user = userEvent.setup({ delay: null });
    await project.items(['Senha por SMS']);
    const roundId = crypto.randomUUID();
    await project.mutate('silentRound.create', { id: roundId, projectId: PROJECT });
    await project.mutate('idea.create', {
      id: crypto.randomUUID(),
      projectId: PROJECT,
      title: 'Ideia secreta',
      description: 'de outro tablet',
      roundId,
    });
    const sessionId = await project.session();
    await project.participant(sessionId, 'Ana');
    project.renderRoutes(sessionPath(sessionId));
    await user.click(await screen.findByRole('button', { name: 'Votar como Ana' }));

    expect(await screen.findByTestId('hidden-note-card')).toBeVisible();
    expect(screen.queryByText('Ideia secreta')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ideia secreta/ })).not.toBeInTheDocument();
    expect(ballotTexts()).toEqual(['Senha por SMS']);
  });
});

describe('a voting session for a room’s guest', () => {
  it('offers only their own name, adds it in one tap, and no reveal', async () => {
    const user = userEvent.setup({ delay: null });
    await project.items(['Senha por SMS']);
    const sessionId = await project.session({ budget: 2 });
    await project.participant(sessionId, 'Carla');
    signIn(testUser({ role: 'guest', name: 'Bia' }));
    project.renderRoutes(sessionPath(sessionId));

    await user.click(await screen.findByRole('button', { name: 'Entrar na votação como Bia' }));
    await user.click(await screen.findByRole('button', { name: 'Votar como Bia' }));
    expect(await screen.findByRole('heading', { name: 'Vez de Bia' })).toBeVisible();
    // Carla is someone else: a guest cannot vote as her, or add names, or reveal.
    await user.click(screen.getByRole('button', { name: 'Concluir minha vez' }));
    await screen.findByRole('button', { name: /Bia/ }); // her own name, again
    expect(screen.queryByRole('button', { name: /Carla/ })).toBeNull();
    expect(screen.queryByLabelText('Nome')).toBeNull();
    expect(screen.queryByRole('button', { name: /Revelar/ })).toBeNull();
  });
});

describe('a timed vote (issue 33)', () => {
  // The tests move the device's clock (Date.now) past a vote's end.
  afterEach(() => vi.restoreAllMocks());

  it("'Encerrar automaticamente' sets the end from the duration", async () => {
    const user = userEvent.setup({ delay: null });
    project.renderRoutes(`/projects/${PROJECT}`);
    await screen.findByText('Nenhuma votação ainda.');
    await user.click(screen.getByRole('button', { name: 'Nova votação' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: /Encerrar automaticamente/ }));
    const minutes = within(dialog).getByLabelText('Duração (minutos)');
    await user.clear(minutes);
    await user.type(minutes, '2');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Criar votação' }));
    await screen.findByText(/Termina em (2:00|1:5\d)/);
    const [session] = await project.sync.db.votingSessions.toArray();
    const endsAt = Date.parse(session?.endsAt ?? '');
    expect(endsAt - before).toBeGreaterThanOrEqual(120_000);
    expect(endsAt - Date.now()).toBeLessThanOrEqual(120_000);
  });

  it('counts down on the ballot, then says the vote ended and takes no more dots', {
    timeout: 15_000,
  }, async () => {
    const user = userEvent.setup({ delay: null });
    await project.items(['Senha por SMS']);
    // A minute to go, then the device's clock moved past the end: a busy machine taking seconds
    // to draw the ballot can no longer make the vote end before it is looked at.
    const sessionId = await project.session({
      endsAt: new Date(Date.now() + 60_000).toISOString(),
    });
    project.renderRoutes(sessionPath(sessionId));
    await user.type(await screen.findByLabelText('Nome'), 'Ana{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Votar como Ana' }));
    // The session's header and the ballot both count down.
    for (const countdown of await screen.findAllByText(/Termina em (0:[0-5]\d|1:00)/))
      expect(countdown).toBeVisible();
    expect(place('Senha por SMS')).toBeEnabled();

    const realNow = Date.now;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    expect(await screen.findByText('Votação encerrada', {}, { timeout: 7000 })).toBeVisible();
    // The header's and the ballot's clocks tick apart by a fraction of a second.
    await waitFor(() => expect(place('Senha por SMS')).toBeDisabled());
    expect(screen.getByText('A votação foi encerrada: não aceita mais pontos')).toBeVisible();
    expect(await project.sync.db.dots.where('sessionId').equals(sessionId).count()).toBe(0);

    // Handing the tablet on: nobody else gets a ballot.
    await user.click(screen.getByRole('button', { name: 'Concluir minha vez' }));
    expect(await screen.findByTestId('voting-ended')).toHaveTextContent('Votação encerrada');
    // Ended by its time, the session no longer says it is voting.
    expect(screen.queryByText('Votando')).toBeNull();
  });

  it('re-checks the end at the tap, with the device clock', async () => {
    const user = userEvent.setup({ delay: null });
    await project.items(['Senha por SMS']);
    const endsAt = Date.now() + 60_000;
    const sessionId = await project.session({ endsAt: new Date(endsAt).toISOString() });
    project.renderRoutes(sessionPath(sessionId));
    await user.type(await screen.findByLabelText('Nome'), 'Ana{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Votar como Ana' }));
    const button = await waitFor(() => place('Senha por SMS'));
    // The clock passes the end between two redraws: the tap itself is refused.
    const realNow = Date.now;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    await user.click(button);
    expect(await project.sync.db.dots.where('sessionId').equals(sessionId).count()).toBe(0);
  });
});
