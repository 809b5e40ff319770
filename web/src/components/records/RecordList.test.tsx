import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { RecordList, type RecordListProps } from './RecordList';
import { gridRows, rowOf, rowsToRender } from './virtual-rows';

interface Note {
  id: string;
  title: string;
}

const notesOf = (count: number): Note[] =>
  Array.from({ length: count }, (_, i) => ({ id: `n${i}`, title: `Nota ${i}` }));

/** jsdom lays nothing out: every virtual row is given this height, the window 768 px. */
const ROW_PX = 100;

function renderList(rows: Note[] | undefined, overrides: Partial<RecordListProps<Note>> = {}) {
  const renderCard = vi.fn((note: Note) => (
    <button type="button" data-testid="note">
      {note.title}
    </button>
  ));
  const props: RecordListProps<Note> = {
    records: { rows, failed: false, retry: vi.fn() },
    title: 'Notas',
    loadingLabel: 'Carregando notas',
    empty: { title: 'Nenhuma nota', text: 'Crie a primeira nota' },
    loadError: { title: 'Erro ao carregar notas' },
    renderCard,
    ...overrides,
  };
  return { ...renderPage(<RecordList {...props} />), renderCard };
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('RecordList', () => {
  beforeAll(() => setupI18n());
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.hasAttribute('data-index') ? ROW_PX : 0;
    });
    window.scrollTo = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    scrollWindowTo(0);
  });

  it('shows the skeleton while loading, the error with retry, and the empty state', () => {
    const loading = renderList(undefined);
    expect(screen.getByRole('status', { name: 'Carregando notas' })).toBeInTheDocument();
    loading.unmount();

    const retry = vi.fn();
    const failed = renderList(undefined, { records: { rows: undefined, failed: true, retry } });
    expect(screen.getByText('Erro ao carregar notas')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /tentar novamente/i }));
    expect(retry).toHaveBeenCalled();
    failed.unmount();

    renderList([]);
    expect(screen.getByText('Nenhuma nota')).toBeInTheDocument();
  });

  it('renders only the cards near the screen of a 2,000-record list, and follows the scroll', () => {
    renderList(notesOf(2_000));
    // 768 px of window over 100 px rows, plus the overscan: a screenful, not 2,000 cards.
    expect(shownNumbers().length).toBeGreaterThan(7);
    expect(shownNumbers().length).toBeLessThan(20);
    expect(shownNumbers()[0]).toBe(0);

    // Rows not rendered yet count at their estimated height: far down, about row 500.
    scrollWindowTo(100_000);
    const shown = shownNumbers();
    expect(shown.length).toBeLessThan(25);
    expect(Math.min(...shown)).toBeGreaterThan(400);
    expect(screen.queryByText('Nota 0')).not.toBeInTheDocument();
  });

  it('re-renders only the card whose record changed', () => {
    const notes = notesOf(50);
    let setRows: (rows: Note[]) => void = () => {};
    const renderCard = vi.fn((note: Note) => <p data-testid="note">{note.title}</p>);
    function Harness() {
      const [rows, set] = useState(notes);
      setRows = set;
      return (
        <RecordList
          records={{ rows, failed: false, retry: () => {} }}
          title="Notas"
          loadingLabel="Carregando notas"
          empty={{ title: 'Nenhuma nota', text: 'Crie a primeira nota' }}
          loadError={{ title: 'Erro ao carregar notas' }}
          renderCard={renderCard}
        />
      );
    }
    renderPage(<Harness />);
    renderCard.mockClear();
    act(() =>
      setRows(
        notes.map((note) => (note.id === 'n3' ? { ...note, title: 'Nota 3 editada' } : note)),
      ),
    );
    expect(renderCard.mock.calls.map(([note]) => note.id)).toEqual(['n3']);
    expect(screen.getByText('Nota 3 editada')).toBeInTheDocument();
  });

  it('keeps the focused card in the page when it scrolls far away', () => {
    renderList(notesOf(2_000));
    const first = screen.getByText('Nota 0');
    act(() => first.focus());
    scrollWindowTo(100_000);
    expect(Math.max(...shownNumbers())).toBeGreaterThan(400);
    expect(screen.getByText('Nota 0')).toBe(document.activeElement);
  });

  it('lays two columns out as rows of two cards from the sm breakpoint, one on phones', () => {
    const phone = renderList(notesOf(3), { columns: 2 });
    expect(rowCards()).toEqual([['Nota 0'], ['Nota 1'], ['Nota 2']]);
    phone.unmount();

    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: true });
    try {
      renderList(notesOf(3), { columns: 2 });
      expect(rowCards()).toEqual([['Nota 0', 'Nota 1'], ['Nota 2']]);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

/** The numbers of the notes rendered, top to bottom. */
function shownNumbers(): number[] {
  return screen.getAllByTestId('note').map((card) => Number(card.textContent?.split(' ')[1]));
}

/** The titles of the cards in each rendered row, top to bottom. */
function rowCards(): string[][] {
  return [...document.querySelectorAll('[data-index]')].map((row) =>
    within(row as HTMLElement)
      .getAllByTestId('note')
      .map((card) => card.textContent ?? ''),
  );
}

describe('virtual rows', () => {
  it('cuts the cards into rows of the grid', () => {
    expect(gridRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(gridRows([], 2)).toEqual([]);
  });

  it('adds the focused row to the rendered range, once, in order', () => {
    const range = { startIndex: 10, endIndex: 12, overscan: 1, count: 100 };
    expect(rowsToRender(range, -1)).toEqual([9, 10, 11, 12, 13]);
    expect(rowsToRender(range, 11)).toEqual([9, 10, 11, 12, 13]);
    expect(rowsToRender(range, 2)).toEqual([2, 9, 10, 11, 12, 13]);
    // A row that no longer exists (its record was deleted) is not asked for.
    expect(rowsToRender(range, 100)).toEqual([9, 10, 11, 12, 13]);
  });

  it('finds the row of a record', () => {
    const rows = gridRows(notesOf(5), 2);
    expect(rowOf(rows, 'n4')).toBe(2);
    expect(rowOf(rows, 'missing')).toBe(-1);
    expect(rowOf(rows, null)).toBe(-1);
  });
});
