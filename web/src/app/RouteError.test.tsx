import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../../test/render';
import { RouteErrorBoundary } from './RouteError';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

/** A failing screen at /library; the button goes to /pricing, which works. */
function Screens() {
  const [path, setPath] = useState('/library');
  return (
    <>
      <button type="button" onClick={() => setPath('/pricing')}>
        Ir para preços
      </button>
      <RouteErrorBoundary path={path}>
        {path === '/library' ? <Broken /> : <p>Planos</p>}
      </RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  beforeAll(() => setupI18n());
  afterEach(() => vi.restoreAllMocks());

  it('offers a reload in place of a screen that failed, and shows the next screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<Screens />);
    expect(screen.getByText('Não foi possível abrir esta tela')).toBeInTheDocument();
    expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ir para preços' }));
    expect(screen.getByText('Planos')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível abrir esta tela')).not.toBeInTheDocument();
  });
});
