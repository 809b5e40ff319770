import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionSummary } from '@trilha/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRO_PLAN, summary } from '../../../test/billing-fixtures';
import { jsonResponse as json } from '../../../test/http';
import { renderPage, setupI18n } from '../../../test/render';
import { signIn, signOut, TEST_USER_ID } from '../../../test/user-sync';
import { storeSubscription, useSubscription } from '../../lib/current-plan';
import { formatProjectDate } from '../../lib/format';
import { leaveApp } from '../../lib/leave-app';
import { TrialNotice } from './TrialNotice';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const CHECKOUT_URL = 'https://checkout.stripe.test/cs_1';
const ENDING = 'Seu teste grátis está acabando';
const ENDED = 'Seu teste grátis terminou';

/** A trial of Pro (yearly) with no payment set up, ending `days` from now. */
const trial = (days: number) =>
  summary({
    status: 'trialing',
    billingPeriod: 'yearly',
    trialEndsAt: inDays(days),
    currentPeriodEnd: inDays(days),
    hasPaymentAccount: false,
  });

const onFree = summary({
  plan: { ...PRO_PLAN, name: 'free', displayName: 'Free', priceMonthly: 0, priceYearly: 0 },
  billingPeriod: null,
  currentPeriodEnd: null,
  endedTrial: { planName: 'Pro', endedAt: '2026-07-20T12:00:00.000Z' },
});

/**
 * The server: the account's summary (kept on this device too, as a visit before this one would
 * have left it), the checkout's answer, and the acknowledgement of an ended trial, which the
 * summary follows from then on.
 */
function mockServer(current: SubscriptionSummary, { seenFails = false } = {}) {
  let state = current;
  storeSubscription(TEST_USER_ID, state);
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/subscription')) return json(state);
    if (url.endsWith('/api/create-checkout-session')) return json({ url: CHECKOUT_URL });
    if (url.endsWith('/api/subscription/ended-trial/seen')) {
      if (seenFails) throw new TypeError('Failed to fetch');
      state = { ...state, endedTrial: null };
      return json(state);
    }
    throw new Error(`unexpected call ${url}`);
  });
}

/** The notice on a page that says when the account's plan is known on this device. */
function Page() {
  const known = useSubscription() !== undefined;
  return (
    <>
      <TrialNotice />
      <p>{known ? 'plano carregado' : 'carregando'}</p>
    </>
  );
}

/** Renders the page and waits until the plan is known: a notice due is on screen by then. */
async function renderPageWithPlan() {
  const view = renderPage(<Page />);
  await screen.findByText('plano carregado');
  return view;
}

const callsTo = (fetch: ReturnType<typeof mockServer>, path: string) =>
  fetch.mock.calls.filter(([input]) => String(input).endsWith(path));

beforeEach(async () => {
  await setupI18n('pt-BR');
  localStorage.clear();
  signIn();
});

afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

describe('TrialNotice', () => {
  it('says nothing before the trial’s last two days, nor once the trial has been paid for', async () => {
    const paid = summary({ status: 'trialing', trialEndsAt: null, currentPeriodEnd: inDays(1) });
    for (const current of [trial(2.1), paid, summary()]) {
      mockServer(current);
      const view = await renderPageWithPlan();
      expect(screen.queryByText(ENDING)).toBeNull();
      expect(screen.queryByText(ENDED)).toBeNull();
      view.unmount();
      vi.restoreAllMocks();
      localStorage.clear();
    }
  });

  it('in the last two days, offers “Assinar agora”, which opens the checkout of the trial’s plan and period', async () => {
    const current = trial(1.5);
    const fetch = mockServer(current);
    const leave = vi.spyOn(leaveApp, 'to').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage(<TrialNotice />);
    expect(await screen.findByText(ENDING)).toBeVisible();
    expect(
      screen.getByText(
        `Seu teste grátis do plano Pro termina em ${formatProjectDate(current.trialEndsAt)}. ` +
          'Assine agora para continuar no plano Pro: a cobrança só começa quando o teste terminar.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Assinar agora' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
    const [checkout] = callsTo(fetch, '/api/create-checkout-session');
    expect(checkout?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(checkout?.[1]?.body))).toEqual({
      planId: PRO_PLAN.id,
      billingPeriod: 'yearly',
    });
  });

  it('tells once that the trial ended: the server hears it was seen, the notice stays until closed', async () => {
    const fetch = mockServer(onFree);
    const user = userEvent.setup();
    const first = renderPage(<TrialNotice />);
    expect(await screen.findByText(ENDED)).toBeVisible();
    expect(
      screen.getByText(
        'O teste grátis do plano Pro terminou em 20/07/2026 e sua conta voltou ao plano Free. ' +
          'Seus projetos continuam salvos.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/pricing');
    await waitFor(() =>
      expect(callsTo(fetch, '/api/subscription/ended-trial/seen')).toHaveLength(1),
    );
    // The account has been told: the copy kept on this device says so, the notice stays.
    await waitFor(() =>
      expect(localStorage.getItem(`trilha-subscription:${TEST_USER_ID}`)).toContain(
        '"endedTrial":null',
      ),
    );
    expect(screen.getByText(ENDED)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByText(ENDED)).toBeNull();
    first.unmount();

    await renderPageWithPlan();
    expect(screen.queryByText(ENDED)).toBeNull();
  });

  it('tells again on the next visit when the server could not hear it was seen (offline)', async () => {
    mockServer(onFree, { seenFails: true });
    const first = renderPage(<TrialNotice />);
    expect(await screen.findByText(ENDED)).toBeVisible();
    first.unmount();
    renderPage(<TrialNotice />);
    expect(await screen.findByText(ENDED)).toBeVisible();
  });
});
