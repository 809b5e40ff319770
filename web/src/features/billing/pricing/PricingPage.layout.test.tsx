import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json } from '../../../../test/http';
import { renderRoute, setupI18n } from '../../../../test/render';
import { signOut } from '../../../../test/user-sync';
import { PricingPage } from './PricingPage';

beforeEach(() => signOut());
afterEach(() => vi.restoreAllMocks());

describe('PricingPage layout while the plans load', () => {
  it('shows the FAQ only once the plans have answered, so the plans never push it down', async () => {
    await setupI18n('pt-BR');
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderRoute([{ path: '/pricing', element: <PricingPage /> }], '/pricing');

    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /perguntas/i })).toBeNull();

    answer(json([]));
    expect(await screen.findByRole('region', { name: /perguntas/i })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
