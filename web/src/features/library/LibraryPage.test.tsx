import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listedArticles } from '@trilha/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/http';
import { renderPage, setupI18n } from '../../../test/render';
import { setPageData } from '../../prerender/page-data';
import { libraryDb } from './article-cache';
import { LibraryPage } from './LibraryPage';
import { makeArticle } from './test-fixtures';

const library = [
  makeArticle({
    title: 'Entrevistas de empatia',
    description: 'Como ouvir histórias reais',
    author: 'Marina Costa',
    category: 'empathize',
    tags: ['entrevista', 'pesquisa', 'empatia', 'roteiro', '5 porquês'],
  }),
  makeArticle({
    title: 'Mapas de empatia',
    author: 'João Lima',
    category: 'empathize',
    tags: ['mapa', 'persona', 'síntese'],
  }),
  makeArticle({
    title: 'Brainstorming sem julgamento',
    description: 'Gerar muitas ideias',
    author: 'Ana Souza',
    category: 'ideate',
  }),
  makeArticle({ title: 'Testes de usabilidade', author: 'Carlos EMPATIA', category: 'test' }),
];
// As GET /api/articles lists them to a reader whose plan opens every one.
const articles = listedArticles(library, null);

const tab = (name: RegExp) => screen.getByRole('tab', { name });

beforeAll(() => setupI18n('pt-BR'));
beforeEach(async () => {
  await libraryDb.articles.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  setPageData({});
});

describe('LibraryPage', () => {
  it('lists the articles with counts per phase, and searches title, description and author', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(articles));
    const user = userEvent.setup();
    renderPage(<LibraryPage />, '/library');

    expect(await screen.findByRole('heading', { level: 1, name: 'Biblioteca' })).toBeVisible();
    await screen.findByRole('link', { name: 'Entrevistas de empatia' });
    expect(tab(/Todos/)).toHaveTextContent('4');
    expect(tab(/Empatizar/)).toHaveTextContent('2');
    expect(tab(/Definir/)).toHaveTextContent('0');
    expect(tab(/Idear/)).toHaveTextContent('1');
    expect(tab(/Testar/)).toHaveTextContent('1');

    // Case-insensitive, over title ('Empatia' in two titles) and author ('EMPATIA').
    await user.type(screen.getByRole('searchbox', { name: 'Buscar artigos' }), 'empatia');
    await waitFor(() => expect(tab(/Todos/)).toHaveTextContent('3'));
    expect(tab(/Empatizar/)).toHaveTextContent('2');
    expect(tab(/Testar/)).toHaveTextContent('1');
    expect(tab(/Idear/)).toHaveTextContent('0');
    expect(screen.queryByRole('link', { name: 'Brainstorming sem julgamento' })).toBeNull();

    // Description matches too.
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar artigos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar artigos' }), 'MUITAS IDEIAS');
    await waitFor(() => expect(tab(/Todos/)).toHaveTextContent('1'));
    expect(screen.getByRole('link', { name: 'Brainstorming sem julgamento' })).toBeVisible();

    // A tab shows only its phase.
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar artigos' }));
    await user.click(tab(/Empatizar/));
    expect(await screen.findByRole('link', { name: 'Mapas de empatia' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Testes de usabilidade' })).toBeNull();
  });

  it('shows at most three tags on a card, then +N', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(articles));
    renderPage(<LibraryPage />, '/library');

    const link = await screen.findByRole('link', { name: 'Entrevistas de empatia' });
    const card = link.closest('article') as HTMLElement;
    const tags = within(card).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['entrevista', 'pesquisa', 'empatia', '+2']);
    expect(within(card).queryByText('roteiro')).toBeNull();

    const exactlyThree = (await screen.findByRole('link', { name: 'Mapas de empatia' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(exactlyThree).getAllByRole('listitem')).toHaveLength(3);
    expect(within(exactlyThree).queryByText(/^\+/)).toBeNull();
  });

  it('shows an empty state whose button clears the search', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(articles));
    const user = userEvent.setup();
    renderPage(<LibraryPage />, '/library');
    await screen.findByRole('link', { name: 'Entrevistas de empatia' });

    const search = screen.getByRole('searchbox', { name: 'Buscar artigos' });
    await user.type(search, 'nada disso existe');
    expect(await screen.findByText('Nenhum artigo encontrado')).toBeVisible();
    expect(tab(/Todos/)).toHaveTextContent('0');

    // The empty state's own button (the search box has a small clear button too).
    const buttons = screen.getAllByRole('button', { name: 'Limpar busca' });
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    expect(search).toHaveValue('');
    expect(await screen.findByRole('link', { name: 'Entrevistas de empatia' })).toBeVisible();
    expect(screen.queryByText('Nenhum artigo encontrado')).toBeNull();
  });

  it('keeps the list readable offline from the saved copy', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(articles));
    const first = renderPage(<LibraryPage />, '/library');
    await screen.findByRole('link', { name: 'Entrevistas de empatia' });
    await waitFor(async () => expect(await libraryDb.articles.count()).toBe(articles.length));
    first.unmount();

    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<LibraryPage />, '/library');
    expect(await screen.findByRole('link', { name: 'Entrevistas de empatia' })).toBeVisible();
    expect(screen.getByText(/Mostrando os artigos salvos neste dispositivo/)).toBeVisible();
    expect(tab(/Todos/)).toHaveTextContent('4');
  });

  it('marks the articles the plan does not open, and keeps only the others for offline reading', async () => {
    // A Free reader's list: the plan opens the newest two here; the others come without text.
    const listed = listedArticles(
      articles.map((article) => ({ ...article, content: 'palavra '.repeat(450) })),
      2,
    );
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(listed));
    const first = renderPage(<LibraryPage />, '/library');
    const card = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('article') as HTMLElement;
    const open = await card('Entrevistas de empatia');
    const locked = await card('Brainstorming sem julgamento');
    expect(within(open).queryByText('Em planos pagos')).toBeNull();
    expect(within(locked).getByText('Em planos pagos')).toBeVisible();
    // The reading time of a locked card comes from the server, which has its text.
    expect(within(locked).getByText('3 min de leitura')).toBeVisible();
    expect(tab(/Todos/)).toHaveTextContent('4');
    await waitFor(async () =>
      expect((await libraryDb.articles.toArray()).map((article) => article.title).sort()).toEqual([
        'Entrevistas de empatia',
        'Mapas de empatia',
      ]),
    );
    first.unmount();

    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<LibraryPage />, '/library');
    expect(await screen.findByRole('link', { name: 'Mapas de empatia' })).toBeVisible();
    expect(tab(/Todos/)).toHaveTextContent('2');
    expect(screen.queryByText('Em planos pagos')).toBeNull();
  });

  it('never lists or keeps drafts, and says so when nothing is saved offline', async () => {
    // What an administrator receives: drafts too.
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse(
          listedArticles([makeArticle({ title: 'Rascunho secreto', published: false })], null),
        ),
      );
    const first = renderPage(<LibraryPage />, '/library');
    expect(await screen.findByText('Nenhum artigo encontrado')).toBeVisible();
    expect(screen.queryByText('Rascunho secreto')).toBeNull();
    first.unmount();
    expect(await libraryDb.articles.count()).toBe(0);

    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<LibraryPage />, '/library');
    expect(await screen.findByText('Sem conexão')).toBeVisible();
    expect(screen.queryByText('Rascunho secreto')).toBeNull();
  });

  it('starts from the articles a server-drawn page came with, keeps them, and asks the server next time', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(articles));
    setPageData({ articles });
    const first = renderPage(<LibraryPage />, '/library');
    // The first render already holds them: it must match the HTML it takes over.
    expect(screen.getByRole('link', { name: 'Entrevistas de empatia' })).toBeVisible();
    expect(tab(/Todos/)).toHaveTextContent('4');
    await waitFor(async () => expect(await libraryDb.articles.count()).toBe(articles.length));
    expect(fetch).not.toHaveBeenCalled();
    first.unmount();

    renderPage(<LibraryPage />, '/library');
    expect(screen.getByLabelText('Carregando...')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Entrevistas de empatia' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
