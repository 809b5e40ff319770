import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FEASIBILITY_LABELS,
  HMW_SCOPE_LABELS,
  IDEA_STATUS_LABELS,
  IMPACT_LABELS,
  NOT_RATED_LABEL,
  PRIORITY_LABELS,
} from '@trilha/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { createTestUserSync, signIn } from '../../../test/user-sync';
import { SETTLE_MS } from '../../components/records/settled-order';
import { i18n } from '../../i18n';
import ptBR from '../../i18n/locales/pt-BR/defineIdeate.json';
import { SyncContextProvider, type UserSync } from '../../project-data/SyncProvider';
import { DefineView } from './DefineView';
import { IdeateView } from './IdeateView';

let sync: UserSync;
let projectId: string;

beforeAll(async () => {
  await setupI18n('pt-BR');
  await i18n.loadNamespaces('defineIdeate');
});

beforeEach(async () => {
  sync = createTestUserSync();
  signIn();
  projectId = crypto.randomUUID();
  await sync.client.mutate('project.create', { id: projectId, name: 'App', description: '' });
});

afterEach(() => {
  sync.db.close();
});

const render = (element: React.ReactElement) =>
  renderPage(<SyncContextProvider value={sync}>{element}</SyncContextProvider>);

async function pendingNames() {
  return (await sync.client.pending()).map((entry) => entry.name);
}

describe('labels', () => {
  it('match the shared pt-BR labels', () => {
    expect(ptBR.priority).toEqual(PRIORITY_LABELS);
    expect(ptBR.scope).toEqual(HMW_SCOPE_LABELS);
    expect(ptBR.status).toEqual(IDEA_STATUS_LABELS);
    expect(ptBR.feasibility).toEqual(FEASIBILITY_LABELS);
    expect(ptBR.impact).toEqual(IMPACT_LABELS);
    expect(ptBR.notRated).toBe(NOT_RATED_LABEL);
  });
});

describe('DefineView', () => {
  it('creates, edits and deletes a POV statement', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DefineView projectId={projectId} />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Fase 2: Definir' })).toBeVisible(),
    );
    await waitFor(() => expect(screen.getByText('Nenhum POV Statement criado')).toBeVisible());

    await user.click(screen.getByRole('button', { name: 'Novo POV Statement' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Criar POV Statement' }));
    await waitFor(() => expect(within(dialog).getByText('Usuário é obrigatório')).toBeVisible());
    expect(within(dialog).getByText('Necessidade é obrigatória')).toBeVisible();

    await user.type(within(dialog).getByLabelText(/Usuário/), 'Uma mãe');
    await user.type(within(dialog).getByLabelText(/Necessidade/), 'marcar à noite');
    await user.type(within(dialog).getByLabelText(/Insight/), 'trabalha de dia');
    expect(within(dialog).getByTestId('pov-preview')).toHaveTextContent(
      'Uma mãe precisa marcar à noite porque trabalha de dia',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Criar POV Statement' }));

    await waitFor(() => expect(screen.getByText('POV Statement criado!')).toBeVisible());
    const card = await screen.findByTestId('pov-card');
    expect(
      within(card).getByText('Uma mãe precisa marcar à noite porque trabalha de dia'),
    ).toBeVisible();
    expect(within(card).getByText('Prioridade Média')).toBeVisible();

    // Edit: only the changed field is sent.
    await user.click(within(card).getByRole('button', { name: 'Editar POV Statement de Uma mãe' }));
    const edit = await screen.findByRole('dialog');
    await user.selectOptions(within(edit).getByLabelText('Prioridade'), 'high');
    await user.click(within(edit).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(screen.getByText('POV Statement atualizado!')).toBeVisible());
    await waitFor(() => expect(within(card).getByText('Prioridade Alta')).toBeVisible());
    const pending = await sync.client.pending();
    expect(pending.at(-1)?.args).toEqual({
      id: expect.any(String),
      changes: { priority: 'high' },
    });

    // Delete at once, no confirmation.
    await user.click(
      within(card).getByRole('button', { name: 'Excluir POV Statement de Uma mãe' }),
    );
    await waitFor(() => expect(screen.getByText('POV Statement excluído')).toBeVisible());
    await waitFor(() => expect(screen.getByText('Nenhum POV Statement criado')).toBeVisible());
    expect(await sync.db.povStatements.count()).toBe(0);
  });

  it('creates, votes on, edits and deletes HMW questions', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DefineView projectId={projectId} />);
    await user.click(await screen.findByRole('tab', { name: 'Perguntas HMW' }));
    await waitFor(() => expect(screen.getByText('Nenhuma pergunta HMW criada')).toBeVisible());

    const create = async (question: string) => {
      await user.click(screen.getByRole('button', { name: 'Nova Pergunta HMW' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText(/Pergunta/), question);
      await user.click(within(dialog).getByRole('button', { name: 'Criar Pergunta' }));
      await waitFor(() => expect(screen.getByText('Pergunta HMW criada!')).toBeVisible());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };

    // Required question.
    await user.click(screen.getByRole('button', { name: 'Nova Pergunta HMW' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Pergunta' }));
    await waitFor(() => expect(within(dialog).getByText('Pergunta é obrigatória')).toBeVisible());
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await create('Como poderíamos A?');
    await create('Como poderíamos B?');
    // Newest first at equal votes.
    let cards = await screen.findAllByTestId('hmw-card');
    expect(cards[0]).toHaveTextContent('Como poderíamos B?');
    expect(within(cards[0] as HTMLElement).getByText('Produto')).toBeVisible();

    // A vote locks the button for a moment; the order holds while people vote (a second tap in
    // the same place must not land on another card), then settles with A on top.
    const voteA = within(cards[1] as HTMLElement).getByRole('button', { name: /Votar/ });
    await user.click(voteA);
    await waitFor(() => expect(screen.getByText('Voto registrado!')).toBeVisible());
    expect(voteA).toHaveTextContent('1');
    expect(voteA).toBeDisabled();
    expect(screen.getAllByTestId('hmw-card')[0]).toHaveTextContent('B?');
    await waitFor(() => expect(screen.getAllByTestId('hmw-card')[0]).toHaveTextContent('A?'), {
      timeout: SETTLE_MS + 1000,
    });
    cards = screen.getAllByTestId('hmw-card');
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: /Votar/ })).toBe(voteA);
    await waitFor(() => expect(voteA).toBeEnabled(), { timeout: 2000 });
    expect(await pendingNames()).toContain('hmwQuestion.vote');

    // Edit.
    await user.click(
      within(cards[0] as HTMLElement).getByRole('button', { name: 'Editar pergunta HMW' }),
    );
    const edit = await screen.findByRole('dialog');
    await user.selectOptions(within(edit).getByLabelText('Escopo'), 'service');
    await user.click(within(edit).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(screen.getByText('How Might We atualizada!')).toBeVisible());
    expect(
      await within(screen.getAllByTestId('hmw-card')[0] as HTMLElement).findByText('Serviço'),
    ).toBeVisible();

    // Delete.
    await user.click(
      within(screen.getAllByTestId('hmw-card')[0] as HTMLElement).getByRole('button', {
        name: 'Excluir pergunta HMW',
      }),
    );
    await waitFor(() => expect(screen.getByText('Pergunta HMW excluída')).toBeVisible());
    await waitFor(() => expect(screen.getAllByTestId('hmw-card')).toHaveLength(1));
  });
});

describe('IdeateView', () => {
  it('creates, rates, votes on, edits and deletes an idea', async () => {
    const user = userEvent.setup({ delay: null });
    render(<IdeateView projectId={projectId} />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Fase 3: Idear' })).toBeVisible(),
    );
    await waitFor(() => expect(screen.getByText('Nenhuma ideia criada')).toBeVisible());

    await user.click(screen.getByRole('button', { name: 'Nova Ideia' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Ideia' }));
    await waitFor(() => expect(within(dialog).getByText('Título é obrigatório')).toBeVisible());
    expect(within(dialog).getByText('Descrição é obrigatória')).toBeVisible();

    await user.type(within(dialog).getByLabelText(/Título/), 'Agendar por voz');
    await user.type(within(dialog).getByLabelText(/Descrição/), 'Mensagem de voz marca a consulta');
    await user.selectOptions(within(dialog).getByLabelText('Viabilidade'), '5');
    await user.selectOptions(within(dialog).getByLabelText('Impacto'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Ideia' }));
    await waitFor(() => expect(screen.getByText('Ideia criada!')).toBeVisible());

    const card = await screen.findByTestId('idea-card');
    expect(within(card).getByText('Viabilidade: Muito fácil')).toBeVisible();
    expect(within(card).getByText('Impacto: Alto impacto')).toBeVisible();
    expect(within(card).getByText('Ideia')).toBeVisible();
    const [stored] = await sync.db.ideas.toArray();
    expect(stored).toMatchObject({ feasibility: 5, impact: 4, status: 'idea', votes: 0 });

    // Vote.
    await user.click(within(card).getByRole('button', { name: /Votar/ }));
    await waitFor(() => expect(screen.getByText('Voto registrado!')).toBeVisible());
    await waitFor(async () => expect((await sync.db.ideas.toArray())[0]?.votes).toBe(1));

    // Edit: clear the feasibility, select the idea.
    await user.click(within(card).getByRole('button', { name: 'Editar ideia Agendar por voz' }));
    const edit = await screen.findByRole('dialog');
    expect(within(edit).getByLabelText('Viabilidade')).toHaveValue('5');
    await user.selectOptions(within(edit).getByLabelText('Viabilidade'), 'Não avaliado');
    await user.selectOptions(within(edit).getByLabelText('Status'), 'selected');
    await user.click(within(edit).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(screen.getByText('Ideia atualizada!')).toBeVisible());
    await waitFor(() => expect(within(card).getByText('Viabilidade: Não avaliado')).toBeVisible());
    expect(within(card).getByText('Selecionada')).toBeVisible();
    expect((await sync.db.ideas.toArray())[0]).toMatchObject({
      feasibility: null,
      status: 'selected',
      votes: 1,
    });

    // Delete, after confirming.
    await user.click(within(card).getByRole('button', { name: 'Excluir ideia Agendar por voz' }));
    const confirm = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(
        within(confirm).getByText(
          'Tem certeza que deseja excluir a ideia “Agendar por voz”? Esta ação não pode ser desfeita.',
        ),
      ).toBeVisible(),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.getByText('Ideia excluída')).toBeVisible());
    await waitFor(() => expect(screen.getByText('Nenhuma ideia criada')).toBeVisible());
    expect(await pendingNames()).toEqual([
      'project.create',
      'idea.create',
      'idea.vote',
      'idea.update',
      'idea.delete',
    ]);
  });

  it('creates an idea left unrated (feasibility and impact stay null)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<IdeateView projectId={projectId} />);
    await waitFor(() => expect(screen.getByText('Nenhuma ideia criada')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Nova Ideia' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Título/), 'Sem avaliação');
    await user.type(within(dialog).getByLabelText(/Descrição/), 'Ainda não pontuada');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Ideia' }));
    await waitFor(() => expect(screen.getByText('Ideia criada!')).toBeVisible());
    const stored = await sync.db.ideas.toArray();
    expect(stored).toMatchObject([{ title: 'Sem avaliação', feasibility: null, impact: null }]);
  });

  it('shows the wall and the matrix, with their guides folded below as help', async () => {
    const user = userEvent.setup({ delay: null });
    render(<IdeateView projectId={projectId} />);
    await user.click(await screen.findByRole('tab', { name: 'Priorização' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Matriz impacto × viabilidade' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Como priorizar' }));
    await waitFor(() => expect(screen.getByText('Alto impacto · Alta viabilidade')).toBeVisible());
    await user.click(screen.getByRole('tab', { name: 'Categorização' }));
    expect(await screen.findByRole('heading', { name: 'Parede de ideias' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Como agrupar as ideias' }));
    await waitFor(() => expect(screen.getByText('Categorização de ideias')).toBeVisible());
  });
});

describe('in English', () => {
  afterEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });

  it('translates the views and the spec labels', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup({ delay: null });
    render(<IdeateView projectId={projectId} />);
    expect(await screen.findByRole('heading', { name: 'Phase 3: Ideate' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New Idea' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('option', { name: '5 – Transformative impact' })).toBeTruthy();
    expect(within(dialog).getAllByRole('option', { name: 'Not rated' })).toHaveLength(2);
  });
});
