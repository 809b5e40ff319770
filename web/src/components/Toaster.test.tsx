import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../../test/render';
import { notify, TOAST_MS } from '../lib/notify';
import { SWIPE_CLOSE_PX } from './Toaster';

/** The page under test: renderPage already mounts the Toaster, as App does. */
const renderToaster = () => renderPage(<p>página</p>);
const show = (title: string, kind?: 'success' | 'error') =>
  act(() => notify({ title, message: `${title}: detalhe`, kind }));

/** The toast's card: the element the swipe handlers sit on. */
const card = (title: string) =>
  screen.getByText(title).closest('.mantine-Notification-root') as HTMLElement;

function swipe(title: string, distance: number) {
  const target = card(title);
  fireEvent.pointerDown(target, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(target, { clientX: 100 + distance, pointerId: 1 });
  fireEvent.pointerUp(target, { clientX: 100 + distance, pointerId: 1 });
}

describe('Toaster', () => {
  beforeAll(() => setupI18n());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time, the newest replacing the previous one', async () => {
    renderToaster();
    show('Ideia criada!', 'success');
    expect(await screen.findByText('Ideia criada!')).toBeInTheDocument();
    expect(screen.getByText('Ideia criada!: detalhe')).toBeInTheDocument();
    show('Voto registrado!', 'success');
    expect(screen.getByText('Voto registrado!')).toBeInTheDocument();
    expect(screen.queryByText('Ideia criada!')).not.toBeInTheDocument();
  });

  it('closes after 5 seconds, not counting the time the pointer rests on it', async () => {
    renderToaster();
    await screen.findByText('página');
    vi.useFakeTimers();
    show('Ideia criada!');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1000));
    fireEvent.mouseEnter(card('Ideia criada!'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Ideia criada!')).toBeInTheDocument();
    fireEvent.mouseLeave(card('Ideia criada!'));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Ideia criada!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Ideia criada!')).not.toBeInTheDocument();
  });

  it('closes on its button and on a swipe to the right of 50 px, not a shorter one', async () => {
    renderToaster();
    show('Erro', 'error');
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByText('Erro')).not.toBeInTheDocument();

    show('Ideia criada!');
    swipe('Ideia criada!', SWIPE_CLOSE_PX - 10);
    expect(screen.getByText('Ideia criada!')).toBeInTheDocument();
    expect(card('Ideia criada!').style.transform).toBe('');
    swipe('Ideia criada!', SWIPE_CLOSE_PX);
    expect(screen.queryByText('Ideia criada!')).not.toBeInTheDocument();
  });

  it('takes keyboard focus on F8, in a region screen readers announce', async () => {
    renderToaster();
    show('Ideia criada!');
    const region = await screen.findByRole('region', { name: 'Avisos (F8)' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    fireEvent.keyDown(window, { key: 'F8' });
    expect(region).toHaveFocus();
    expect(region).toContainElement(screen.getByText('Ideia criada!'));
  });
});
