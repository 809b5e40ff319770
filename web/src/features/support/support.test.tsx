import { Menu } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import type { SubscriptionSummary } from '@trilha/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_PLAN_FLAGS, PRO_PLAN, summary } from '../../../test/billing-fixtures';
import { jsonResponse as json } from '../../../test/http';
import { renderPage, setupI18n } from '../../../test/render';
import { signIn, signOut, TEST_USER_ID } from '../../../test/user-sync';
import { SupportMenuItem } from './SupportMenuItem';
import { SupportSection } from './SupportSection';

const SUPPORT_URL = 'https://suporte.example.com/24x7';
const PLANS = {
  free: { ...PRO_PLAN, name: 'free', displayName: 'Free', ...NO_PLAN_FLAGS },
  pro: PRO_PLAN,
  team: { ...PRO_PLAN, name: 'team', displayName: 'Team', hasCollaboration: true },
  enterprise: { ...PRO_PLAN, name: 'enterprise', displayName: 'Enterprise', has24x7Support: true },
} as const;

beforeEach(async () => {
  await setupI18n('pt-BR');
  localStorage.clear();
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

const answer = (overrides: Partial<SubscriptionSummary>) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(summary(overrides)));

/** The menu item as the user menu shows it, opened. */
const renderMenu = () =>
  renderPage(
    <Menu opened>
      <Menu.Target>
        <button type="button">menu</button>
      </Menu.Target>
      <Menu.Dropdown>
        <SupportMenuItem />
        <Menu.Item>Perfil</Menu.Item>
      </Menu.Dropdown>
    </Menu>,
  );

describe('the 24/7 support contact', () => {
  it('is a link in the menu and on the account page for Enterprise', async () => {
    const fetch = answer({ plan: PLANS.enterprise, supportUrl: SUPPORT_URL });
    renderMenu();
    const item = await screen.findByRole('menuitem', { name: 'Suporte 24/7' });
    expect(item).toHaveAttribute('href', SUPPORT_URL);
    expect(item).toHaveAttribute('target', '_blank');
    renderPage(<SupportSection />);
    const contact = await screen.findByRole('link', { name: 'Falar com o suporte' });
    expect(contact).toHaveAttribute('href', SUPPORT_URL);
    expect(fetch).toHaveBeenCalled();
  });

  it('opens an e-mail address in the mail app, not a new tab', async () => {
    answer({ plan: PLANS.enterprise, supportUrl: 'mailto:suporte@example.com' });
    renderMenu();
    const item = await screen.findByRole('menuitem', { name: 'Suporte 24/7' });
    expect(item).toHaveAttribute('href', 'mailto:suporte@example.com');
    expect(item).not.toHaveAttribute('target');
  });

  it('says it is not set up yet, and offers no link, when the server has no SUPPORT_URL', async () => {
    answer({ plan: PLANS.enterprise, supportUrl: null });
    renderPage(<SupportSection />);
    expect(await screen.findByTestId('support-unconfigured')).toHaveTextContent(
      'O contato do suporte ainda não foi configurado neste servidor.',
    );
    expect(screen.getByRole('region', { name: 'Suporte 24/7' })).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
    renderMenu();
    await screen.findByRole('menuitem', { name: 'Perfil' });
    expect(screen.queryByRole('menuitem', { name: 'Suporte 24/7' })).toBeNull();
  });

  it.each(['free', 'pro', 'team'] as const)('is not shown on %s', async (plan) => {
    const fetch = answer({ plan: PLANS[plan], supportUrl: null });
    renderMenu();
    renderPage(<SupportSection />);
    // The plan has arrived and is kept on the device: what is drawn now is drawn from it.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() =>
      expect(localStorage.getItem(`trilha-subscription:${TEST_USER_ID}`)).not.toBeNull(),
    );
    await screen.findByRole('menuitem', { name: 'Perfil' });
    expect(screen.queryByText('Suporte 24/7')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Suporte 24/7' })).toBeNull();
  });
});
