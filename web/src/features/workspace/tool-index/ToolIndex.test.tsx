import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../../../../test/render';
import { ToolIndex } from './ToolIndex';

const cards = () => screen.queryAllByRole('article');
const cardNames = () =>
  cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const card = (name: string) => screen.getByRole('article', { name });
const button = (name: string) => screen.getByRole('button', { name });

beforeAll(() => setupI18n('pt-BR'));

describe('ToolIndex (pt-BR)', () => {
  it('lists the eight tools with phase, difficulty, time, category and tags', async () => {
    renderPage(<ToolIndex mode="full" />);
    expect(await screen.findByRole('heading', { name: 'Índice de Ferramentas' })).toBeVisible();
    expect(cards()).toHaveLength(8);
    expect(screen.getByText('8 ferramentas')).toBeVisible();

    const map = card('Mapa de Empatia');
    expect(within(map).getByText('Fase 1 · Empatizar')).toBeVisible();
    expect(within(map).getByText('Fácil')).toBeVisible();
    expect(within(map).getByText('20-30 min')).toBeVisible();
    expect(within(map).getByText('Pesquisa')).toBeVisible();
    expect(within(map).getByText(/o que o usuário diz, pensa, faz e sente/)).toBeVisible();
    expect(within(card('Teste de Usabilidade')).getByText('Avançado')).toBeVisible();
    expect(within(card('Teste de Usabilidade')).getByText('2-4 horas')).toBeVisible();
    expect(within(card('Persona')).getByText('Médio')).toBeVisible();
  });

  it('shows the first 3 tags then +N for the rest', async () => {
    renderPage(<ToolIndex mode="full" />);
    const map = await screen.findByRole('article', { name: 'Mapa de Empatia' });
    const tags = within(within(map).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['empatia', 'usuário', 'pesquisa', '+2']);
    expect(within(map).getByLabelText('Mais 2 tags')).toBeVisible();
    expect(within(map).queryByText('síntese')).toBeNull();

    const interview = card('Entrevista de Empatia');
    const interviewTags = within(interview).getAllByRole('listitem');
    expect(interviewTags.map((tag) => tag.textContent)).toEqual([
      'entrevista',
      'pesquisa qualitativa',
      'usuário',
    ]);
  });

  it('searches name, description and tags, ignoring case', async () => {
    const user = userEvent.setup();
    renderPage(<ToolIndex mode="full" />);
    const search = await screen.findByRole('textbox', { name: 'Buscar ferramentas' });

    await user.type(search, 'PERSONA');
    expect(cardNames()).toEqual(['Persona']);

    await user.clear(search);
    await user.type(search, 'pensam em voz alta');
    expect(cardNames()).toEqual(['Teste de Usabilidade']);

    // A tag hidden behind '+2' still matches.
    await user.clear(search);
    await user.type(search, 'Workshop');
    expect(cardNames()).toEqual(['Brainstorming com Votação']);

    await user.click(button('Limpar busca'));
    expect(cards()).toHaveLength(8);
  });

  it('combines phase, category and search filters', async () => {
    const user = userEvent.setup();
    renderPage(<ToolIndex mode="full" />);
    await user.click(await screen.findByRole('button', { name: 'Fase 1' }));
    expect(cardNames()).toEqual([
      'Mapa de Empatia',
      'Persona',
      'Entrevista de Empatia',
      'Observação de Campo',
    ]);
    await user.click(button('Pesquisa'));
    expect(cards()).toHaveLength(3);
    await user.click(button('Definição'));
    expect(cardNames()).toEqual(['Persona']);
    await user.click(button('Todas Categorias'));
    await user.type(screen.getByRole('textbox', { name: 'Buscar ferramentas' }), 'etnografia');
    expect(cardNames()).toEqual(['Observação de Campo']);
    expect(screen.getByText('1 ferramenta')).toBeVisible();
  });

  it('clears the phase filter when the active phase is clicked again', async () => {
    const user = userEvent.setup();
    renderPage(<ToolIndex mode="full" />);
    const phase2 = await screen.findByRole('button', { name: 'Fase 2' });
    expect(button('Todas Fases')).toHaveAttribute('aria-pressed', 'true');

    await user.click(phase2);
    expect(phase2).toHaveAttribute('aria-pressed', 'true');
    expect(button('Todas Fases')).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toEqual(['Ponto de Vista e Como Poderíamos']);

    await user.click(phase2);
    expect(phase2).toHaveAttribute('aria-pressed', 'false');
    expect(button('Todas Fases')).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(8);
  });

  it('shows the empty state and clears every filter with Limpar Filtros', async () => {
    const user = userEvent.setup();
    renderPage(<ToolIndex mode="full" />);
    const search = await screen.findByRole('textbox', { name: 'Buscar ferramentas' });
    await user.type(search, 'ideia');
    await user.click(button('Fase 5'));
    await user.click(button('Ideação'));
    expect(cards()).toHaveLength(0);
    expect(
      screen.getByText('Nenhuma ferramenta encontrada com os filtros selecionados.'),
    ).toBeVisible();

    await user.click(button('Limpar Filtros'));
    expect(cards()).toHaveLength(8);
    expect(search).toHaveValue('');
    expect(button('Todas Fases')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Todas Categorias')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Limpar Filtros' })).toBeNull();
  });

  it('in compact mode leaves out the heading and descriptions and hands back the chosen tool', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderPage(<ToolIndex mode="compact" onSelect={onSelect} />);
    const persona = await screen.findByRole('button', { name: 'Persona' });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByText(/perfil fictício/)).toBeNull();
    expect(within(card('Persona')).getByText('Fase 1')).toBeVisible();

    await user.click(persona);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'persona', phase: 1 }));
  });
});

describe('ToolIndex (en)', () => {
  beforeAll(() => setupI18n('en'));
  afterAll(() => setupI18n('pt-BR'));

  it('shows and searches the translated catalogue', async () => {
    const user = userEvent.setup();
    renderPage(<ToolIndex mode="full" />);
    expect(await screen.findByRole('heading', { name: 'Tool Index' })).toBeVisible();
    const map = card('Empathy Map');
    expect(within(map).getByText('Phase 1 · Empathize')).toBeVisible();
    expect(within(map).getByText('Easy')).toBeVisible();
    expect(within(map).getByText('Research')).toBeVisible();
    expect(within(card('Usability Test')).getByText('2-4 hours')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Search tools' }), 'ethnography');
    expect(cardNames()).toEqual(['Field Observation']);
    await user.click(button('Phase 3'));
    expect(screen.getByText('No tools found with the selected filters.')).toBeVisible();
    await user.click(button('Clear Filters'));
    expect(cards()).toHaveLength(8);
  });
});
