import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRO_PLAN, summary } from '../../../test/billing-fixtures';
import { jsonResponse as json } from '../../../test/http';
import { renderPage, setupI18n } from '../../../test/render';
import { signIn, signOut } from '../../../test/user-sync';
import { CheckoutReturnPage } from './CheckoutReturnPage';

beforeEach(async () => {
  await setupI18n('pt-BR');
  localStorage.clear();
  signIn();
});

afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

describe('CheckoutReturnPage', () => {
  it('waits for the payment to be confirmed, then shows the new plan and its status', async () => {
    const free = summary({
      plan: { ...PRO_PLAN, name: 'free', displayName: 'Free' },
      hasPaymentAccount: true,
    });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(free))
      .mockResolvedValue(
        json(summary({ plan: { ...PRO_PLAN, name: 'team', displayName: 'Team' } })),
      );
    renderPage(<CheckoutReturnPage />, '/checkout/return?session_id=cs_1');
    expect(await screen.findByText('Confirmando seu pagamento…')).toBeVisible();
    expect(await screen.findByText('Assinatura confirmada!', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByText('Seu plano agora é Team (Ativo).')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('waits out a trial whose checkout is not paid yet, then says when the first charge is', async () => {
    // Going to the checkout made the account a Stripe customer; the trial is not paid for yet.
    const unpaid = summary({
      status: 'trialing',
      trialEndsAt: '2026-07-20T12:00:00.000Z',
      hasPaymentAccount: true,
    });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(unpaid))
      .mockResolvedValue(
        json(summary({ status: 'trialing', currentPeriodEnd: '2026-07-20T12:00:00.000Z' })),
      );
    renderPage(<CheckoutReturnPage />, '/checkout/return?session_id=cs_3');
    expect(await screen.findByText('Assinatura confirmada!', {}, { timeout: 4000 })).toBeVisible();
    expect(
      screen.getByText(
        'Seu plano agora é Pro. A primeira cobrança será em 20/07/2026, quando o teste grátis termina.',
      ),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says the payment is still processing when no confirmation comes, and offers to check again', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ error: 'boom' }, 500));
    renderPage(<CheckoutReturnPage />, '/checkout/return?session_id=cs_2');
    expect(await screen.findByText('Pagamento em processamento')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verificar novamente' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver plano e cobrança' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});
