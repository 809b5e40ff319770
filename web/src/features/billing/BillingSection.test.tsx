import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { summary } from '../../../test/billing-fixtures';
import { jsonResponse as json } from '../../../test/http';
import { renderPage, setupI18n } from '../../../test/render';
import { signIn, signOut, TEST_USER_ID } from '../../../test/user-sync';
import { BillingSection } from './BillingSection';

beforeEach(async () => {
  await setupI18n('pt-BR');
  localStorage.clear();
  signIn();
});

afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

const section = async () => within(await screen.findByRole('region', { name: 'Plano e cobrança' }));

describe('BillingSection', () => {
  it('shows the plan, its status, renewal date and the usage meters', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(summary()));
    renderPage(<BillingSection />);
    const billing = await section();
    expect(await billing.findByText('Plano Pro')).toBeVisible();
    expect(billing.getByText('Ativo')).toBeVisible();
    expect(billing.getByText('Renova em 15/07/2026')).toBeVisible();
    expect(billing.getByText('Projetos 2 de 3')).toBeVisible();
    expect(billing.getByText('Perguntas à IA 5 de 20 este mês')).toBeVisible();
    expect(billing.getByRole('button', { name: 'Gerenciar pagamento' })).toBeVisible();
    expect(billing.getByRole('link', { name: 'Mudar de plano' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('shows the trial end, and works offline from the copy kept on this device', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(
        summary({
          status: 'trialing',
          trialEndsAt: '2026-07-20T12:00:00.000Z',
          hasPaymentAccount: false,
        }),
      ),
    );
    const first = renderPage(<BillingSection />);
    expect(await (await section()).findByText('Teste grátis até 20/07/2026')).toBeVisible();
    first.unmount();

    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    signOut();
    signIn();
    renderPage(<BillingSection />);
    const billing = await section();
    expect(await billing.findByText('Em teste grátis')).toBeVisible();
    expect(billing.queryByRole('button', { name: 'Gerenciar pagamento' })).toBeNull();
    expect(localStorage.getItem(`trilha-subscription:${TEST_USER_ID}`)).toContain('trialing');
  });

  it('says when a trial turned into a subscription is first charged', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(summary({ status: 'trialing', currentPeriodEnd: '2026-07-20T12:00:00.000Z' })),
    );
    renderPage(<BillingSection />);
    const billing = await section();
    expect(
      await billing.findByText('Primeira cobrança em 20/07/2026, quando o teste grátis termina'),
    ).toBeVisible();
    expect(billing.queryByText('Seu teste grátis está acabando')).toBeNull();
  });

  it('offers “Assinar agora” in the trial’s last two days', async () => {
    const ends = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(summary({ status: 'trialing', trialEndsAt: ends, hasPaymentAccount: false })),
    );
    renderPage(<BillingSection />);
    const billing = await section();
    expect(await billing.findByText('Seu teste grátis está acabando')).toBeVisible();
    expect(billing.getByRole('button', { name: 'Assinar agora' })).toBeVisible();
  });

  it('cancels at the end of the period after a confirmation, then offers to resume', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/subscription/cancel') && init?.method === 'POST') {
        return json(summary({ cancelAtPeriodEnd: true }));
      }
      return json(summary());
    });
    const user = userEvent.setup();
    renderPage(<BillingSection />);
    const billing = await section();
    await user.click(await billing.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar assinatura?' });
    expect(within(dialog).getByText(/Você mantém o plano Pro até 15\/07\/2026/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    expect(await billing.findByRole('button', { name: 'Retomar assinatura' })).toBeVisible();
    expect(billing.getByText('A assinatura será cancelada em 15/07/2026.')).toBeVisible();
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/subscription/cancel',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });
});
