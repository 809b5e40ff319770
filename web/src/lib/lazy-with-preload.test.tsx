import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const Greeting = (props: { name: string }) => <p>Olá, {props.name}</p>;

const inSuspense = (element: React.ReactElement) => (
  <Suspense fallback={<p>carregando</p>}>{element}</Suspense>
);

describe('lazyWithPreload', () => {
  it('suspends until its code comes when nothing asked for it before', async () => {
    const Lazy = lazyWithPreload(async () => Greeting);
    render(inSuspense(<Lazy name="Ana" />));
    expect(screen.getByText('carregando')).toBeInTheDocument();
    expect(await screen.findByText('Olá, Ana')).toBeInTheDocument();
  });

  it('renders at once, without suspending, once preloaded; one download for both', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyWithPreload(load);
    await Lazy.preload();
    render(inSuspense(<Lazy name="Bia" />));
    expect(screen.getByText('Olá, Bia')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next call', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Greeting);
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('Failed to fetch');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
