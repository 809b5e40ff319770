import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { InstallAppButton } from './InstallAppEntry';
import { captureInstallPrompt } from './install-prompt';

/** What Chromium dispatches when the app can be installed. */
function offerInstallation() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeAll(async () => {
  captureInstallPrompt(window);
  await setupI18n('pt-BR');
});
afterEach(() => vi.restoreAllMocks());

describe("'Instalar app'", () => {
  it('shows nothing until the browser offers installation', async () => {
    renderPage(<InstallAppButton />);
    // The namespace is loaded by setupI18n: nothing suspends, so absence is meaningful.
    await Promise.resolve();
    expect(screen.queryByRole('button', { name: 'Instalar app' })).toBeNull();
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });

  it("keeps the browser's offer and opens its install dialog once", async () => {
    renderPage(<InstallAppButton />);
    const offer = offerInstallation();
    // The browser's own mini-infobar is suppressed in favour of the menu entry.
    expect(offer.defaultPrevented).toBe(true);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Instalar app' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    // An offer works once: the entry goes away until the browser offers again.
    expect(screen.queryByRole('button', { name: 'Instalar app' })).toBeNull();
  });

  it('hides the entry once the app is installed', async () => {
    renderPage(<InstallAppButton />);
    offerInstallation();
    await screen.findByRole('button', { name: 'Instalar app' });
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Instalar app' })).toBeNull();
  });

  it('on an iPhone, which never offers, explains how to add it to the home screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    renderPage(<InstallAppButton />);
    expect(await screen.findByTestId('install-hint')).toHaveTextContent(
      'Para instalar o Trilha, toque em Compartilhar e depois em "Adicionar à Tela de Início".',
    );
  });

  it('offers nothing at an insecure http origin (a room hub), where the app cannot work offline', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    vi.stubGlobal('isSecureContext', false);
    try {
      renderPage(<InstallAppButton />);
      await Promise.resolve();
      expect(screen.queryByTestId('install-hint')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Instalar app' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
