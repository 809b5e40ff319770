import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionPlan } from '@trilha/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_PLAN_FLAGS } from '../../../../test/billing-fixtures';
import { jsonResponse as json } from '../../../../test/http';
import { renderRoute, setupI18n } from '../../../../test/render';
import { signIn, signOut } from '../../../../test/user-sync';
import { PricingPage } from './PricingPage';
import { PLANS_STORAGE_KEY } from './usePlans';

function plan(
  n: number,
  fields: Pick<SubscriptionPlan, 'name' | 'displayName' | 'priceMonthly' | 'priceYearly'> &
    Partial<SubscriptionPlan>,
): SubscriptionPlan {
  return {
    id: `0190c000-0000-7000-8000-00000000020${n}`,
    description: `Plano ${fields.displayName}`,
    stripePriceIdMonthly: null,
    stripePriceIdYearly: null,
    maxProjects: 3,
    maxPersonasPerProject: 3,
    maxUsersPerTeam: null,
    maxRoomGuests: 30,
    aiChatLimit: 20,
    libraryArticlesCount: 10,
    features: ['Ferramentas básicas'],
    exportFormats: ['pdf'],
    ...NO_PLAN_FLAGS,
    order: n,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

// Deliberately out of order: the page sorts by `order`.
const PLANS: SubscriptionPlan[] = [
  plan(3, {
    name: 'enterprise',
    displayName: 'Enterprise',
    priceMonthly: 29900,
    priceYearly: 322900,
    maxProjects: null,
    maxUsersPerTeam: null,
    maxRoomGuests: 30,
    hasSso: true,
  }),
  plan(0, { name: 'free', displayName: 'Free', priceMonthly: 0, priceYearly: 0 }),
  plan(1, { name: 'pro', displayName: 'Pro', priceMonthly: 4900, priceYearly: 52900 }),
  plan(2, {
    name: 'team',
    displayName: 'Team',
    priceMonthly: 9900,
    priceYearly: 106900,
    maxUsersPerTeam: 10,
  }),
];

/** A fake server: the plans, and the given answer to the checkout call. */
function mockServer(checkout: () => Response = () => json({}, 500)) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/subscription-plans')) return json(PLANS);
    if (url.endsWith('/api/create-checkout-session')) return checkout();
    throw new Error(`unexpected call ${url}`);
  });
}

function renderPricing() {
  return renderRoute(
    [
      { path: '/pricing', element: <PricingPage /> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/pricing',
  );
}

const priceOf = (name: string) =>
  within(screen.getByTestId(`plan-${name}`)).getByTestId('plan-price');

beforeEach(() => signOut());
afterEach(() => vi.restoreAllMocks());

describe('PricingPage', () => {
  it.each([
    ['pt-BR', /^R\$\s?49$/, 'Grátis', 'Mais Popular'],
    ['en', /^\$15$/, 'Free', 'Most Popular'],
    ['es', /^14\sUS\$$/, 'Gratis', 'Más popular'],
    ['fr', /^13\s€$/, 'Gratuit', 'Le plus populaire'],
  ] as const)('shows prices in the currency of %s', async (language, pro, free, popular) => {
    await setupI18n(language);
    mockServer();
    renderPricing();
    await screen.findByTestId('plan-pro');
    expect(priceOf('pro').textContent).toMatch(pro);
    expect(priceOf('free')).toHaveTextContent(free);
    expect(within(screen.getByTestId('plan-pro')).getByText(popular)).toBeVisible();
    // Sorted by order.
    const titles = screen.getAllByRole('heading', { level: 3 }).map((node) => node.textContent);
    expect(titles).toEqual(['Free', 'Pro', 'Team', 'Enterprise']);
  });

  it('shows limits, with unlimited and one team user on the individual plans', async () => {
    await setupI18n('pt-BR');
    mockServer();
    renderPricing();
    const pro = await screen.findByTestId('plan-pro');
    expect(within(pro).getByText('Usuários por equipe: 1')).toBeVisible();
    const enterprise = screen.getByTestId('plan-enterprise');
    expect(within(enterprise).getByText('Projetos simultâneos: Ilimitado')).toBeVisible();
    expect(within(enterprise).getByText('Usuários por equipe: Ilimitado')).toBeVisible();
    expect(
      within(screen.getByTestId('plan-team')).getByText('Usuários por equipe: 10'),
    ).toBeVisible();
  });

  it('switches to yearly prices with the saving', async () => {
    await setupI18n('pt-BR');
    mockServer();
    const user = userEvent.setup();
    renderPricing();
    await screen.findByTestId('plan-pro');
    expect(screen.queryByTestId('plan-yearly-total')).toBeNull();

    await user.click(screen.getByText('Anual'));
    // 529.00 a year is 44.08 a month; twelve months of 49 would be 588: 10% saved.
    expect(priceOf('pro').textContent).toMatch(/^R\$\s?44$/);
    const pro = screen.getByTestId('plan-pro');
    expect(within(pro).getByTestId('plan-yearly-total').textContent).toMatch(
      /^R\$\s?529 cobrados por ano$/,
    );
    expect(within(pro).getByText('Economize 10%')).toBeVisible();
    expect(priceOf('free')).toHaveTextContent('Grátis');
  });

  it('keeps the last plans for offline viewing', async () => {
    await setupI18n('pt-BR');
    mockServer();
    const first = renderPricing();
    await screen.findByTestId('plan-pro');
    expect(JSON.parse(localStorage.getItem(PLANS_STORAGE_KEY) ?? '[]')).toHaveLength(4);
    first.unmount();

    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPricing();
    expect(await screen.findByTestId('plans-offline-note')).toHaveTextContent('Você está offline');
    expect(priceOf('pro').textContent).toMatch(/^R\$\s?49$/);
  });

  it('says so when offline with no saved plans', async () => {
    await setupI18n('pt-BR');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPricing();
    expect(
      await screen.findByText(/Os planos ainda não foram salvos neste dispositivo/),
    ).toBeVisible();
  });

  it('sends visitors to sign in before choosing a plan', async () => {
    await setupI18n('pt-BR');
    const fetch = mockServer();
    const user = userEvent.setup();
    renderPricing();
    await user.click(await screen.findByRole('button', { name: 'Assinar Pro' }));
    expect(await screen.findByText('login page')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when choosing a plan fails", async () => {
    await setupI18n('pt-BR');
    signIn();
    const fetch = mockServer(() =>
      json({ error: 'Rota não encontrada: POST /api/create-checkout-session', code: 'x' }, 404),
    );
    const user = userEvent.setup();
    renderPricing();
    await user.click(await screen.findByRole('button', { name: 'Assinar Pro' }));
    expect(
      await screen.findByText('Rota não encontrada: POST /api/create-checkout-session'),
    ).toBeVisible();
    expect(screen.getByText('Erro')).toBeVisible();
    const [, init] = fetch.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      planId: PLANS[2]?.id,
      billingPeriod: 'monthly',
    });
  });

  it('shows the generic error when the server gives no message', async () => {
    await setupI18n('en');
    signIn();
    mockServer(() => new Response('', { status: 500 }));
    const user = userEvent.setup();
    renderPricing();
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Team' }));
    expect(
      await screen.findByText('Error processing subscription. Please try again.'),
    ).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
  });

  it('starts the 7-day trial of a paid plan and says so', async () => {
    await setupI18n('pt-BR');
    signIn();
    mockServer(() =>
      json({
        subscription: { id: 'x', status: 'trialing', currentPeriodEnd: '2026-07-20T12:00:00.000Z' },
      }),
    );
    const user = userEvent.setup();
    renderPricing();
    await user.click(await screen.findByRole('button', { name: 'Assinar Pro' }));
    expect(await screen.findByText('dashboard page')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Teste grátis iniciado!')).toBeVisible());
    expect(
      screen.getByText(
        'Seu teste grátis de 7 dias do plano Pro começou, sem cartão de crédito. Ele termina em 20/07/2026.',
      ),
    ).toBeVisible();
  });

  it('activates the free plan and goes to the dashboard', async () => {
    await setupI18n('en');
    signIn();
    mockServer(() => json({ subscription: { id: 'x', status: 'active' } }));
    const user = userEvent.setup();
    renderPricing();
    await user.click(await screen.findByRole('button', { name: 'Start free' }));
    expect(await screen.findByText('dashboard page')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Plan Activated!')).toBeVisible());
    expect(screen.getByText('Your free plan has been successfully activated.')).toBeVisible();
  });
});
