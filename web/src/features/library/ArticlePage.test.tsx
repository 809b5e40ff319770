import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/http';
import { renderRoute, setupI18n } from '../../../test/render';
import { ArticlePage } from './ArticlePage';
import { libraryDb } from './article-cache';
import { makeArticle } from './test-fixtures';

const routes = [{ path: '/library/article/:id', element: <ArticlePage /> }];
const open = (id: string) => renderRoute(routes, `/library/article/${id}`);

beforeAll(() => setupI18n('pt-BR'));
beforeEach(async () => {
  await libraryDb.articles.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('ArticlePage', () => {
  it('shows the article with its details and markdown content', async () => {
    const article = makeArticle({
      title: 'Como conduzir entrevistas',
      description: 'Um guia prático',
      author: 'Marina Costa',
      category: 'define',
      tags: ['entrevista', 'pesquisa', 'empatia', 'roteiro'],
      createdAt: '2025-03-05T12:00:00.000Z',
      updatedAt: '2025-03-05T12:00:00.000Z',
      content: '# Seção\n\nTexto com **negrito** e *itálico*.\n\n- um\n- dois',
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(article));
    open(article.id);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Como conduzir entrevistas' }),
    ).toBeVisible();
    expect(screen.getByText('Definir')).toBeVisible();
    expect(screen.getByText('5 de março de 2025')).toBeVisible();
    expect(screen.getByText('1 min de leitura')).toBeVisible();
    // All tags on the article page, no '+N'.
    expect(screen.getByText('roteiro')).toBeVisible();
    // Markdown headings move one level down below the page title.
    expect(screen.getByRole('heading', { level: 2, name: 'Seção' })).toBeVisible();
    expect(screen.getByText('negrito').tagName).toBe('STRONG');
    expect(screen.getByText('itálico').tagName).toBe('EM');
    expect(screen.getByText('dois').tagName).toBe('LI');
  });

  it('never renders raw HTML from the content', async () => {
    const article = makeArticle({
      content:
        'Antes\n\n<script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\nTexto <b>em tag</b> e <a href="https://evil.example">link</a> **seguro**',
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(article));
    const { container } = open(article.id);

    expect(await screen.findByText('seguro')).toBeVisible();
    const body = container.querySelector('article') as HTMLElement;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('b')).toBeNull();
    expect(body.querySelector('a[href="https://evil.example"]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("says 'Artigo não encontrado' when the server has no such article", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ error: 'Artigo não encontrado', code: 'not_found' }, 404),
    );
    open('0193a5c0-0000-7000-8000-00000000ffff');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artigo não encontrado' }),
    ).toBeVisible();
    expect(
      screen.getByText('O artigo que você está procurando não foi encontrado ou foi removido.'),
    ).toBeVisible();
  });

  it("shows the plan's limit with a link to the plans, not an error, for an article it does not open", async () => {
    const message =
      'O plano Free dá acesso a 10 artigos da biblioteca. Faça upgrade para continuar.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ error: message, code: 'plan_limit' }, 403),
    );
    open('0193a5c0-0000-7000-8000-00000000fffe');

    const notice = await screen.findByTestId('plan-limit-notice');
    expect(within(notice).getByText(message)).toBeVisible();
    expect(within(notice).getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('reads an opened article offline from the saved copy', async () => {
    const article = makeArticle({ title: 'Para ler no avião' });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(article));
    const first = open(article.id);
    await screen.findByRole('heading', { level: 1, name: 'Para ler no avião' });
    await waitFor(async () => expect(await libraryDb.articles.get(article.id)).toBeDefined());
    first.unmount();

    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    open(article.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Para ler no avião' }),
    ).toBeVisible();
    expect(screen.getByText(/Esta é a cópia do artigo salva neste dispositivo/)).toBeVisible();
  });

  it('copies the link and says so', async () => {
    const article = makeArticle({ title: 'Compartilhável' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(article));
    const user = userEvent.setup();
    open(article.id);

    await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByText('Link copiado!')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it('copies the link at an insecure http origin too, where there is no Clipboard API', async () => {
    const article = makeArticle({ title: 'Na sala sem internet' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(article));
    const user = userEvent.setup();
    // As at http://<laptop address>: no navigator.clipboard; the copy command works.
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const copied: string[] = [];
    const execCommand = (command: string) => {
      const field = document.activeElement as HTMLTextAreaElement;
      if (command === 'copy')
        copied.push(field.value.slice(field.selectionStart, field.selectionEnd));
      return true;
    };
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    open(article.id);

    try {
      await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
      expect(await screen.findByText('Link copiado!')).toBeVisible();
      expect(copied).toEqual([window.location.href]);
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
      Reflect.deleteProperty(document, 'execCommand');
    }
  });
});
