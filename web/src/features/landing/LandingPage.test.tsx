import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setupI18n } from '../../../test/render';
import { LandingPage } from './LandingPage';

describe('LandingPage', () => {
  beforeAll(() => setupI18n('pt-BR'));

  it('shows the hero, the five phases, features, testimonials, rating and the calls to action', async () => {
    renderPage(<LandingPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: /Começar grátis/ })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText(/7 dias grátis · sem cartão de crédito/)).toBeVisible();

    for (const number of [1, 2, 3, 4, 5]) {
      expect(screen.getByTestId(`landing-phase-${number}`)).toHaveAttribute('href', '/login');
    }
    expect(within(screen.getByTestId('landing-phase-1')).getByText('Empatizar')).toBeVisible();
    expect(screen.getAllByTestId('landing-feature')).toHaveLength(6);
    expect(screen.getAllByTestId('landing-testimonial')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Avaliação de 5 estrelas' })).toBeVisible();
    expect(screen.getByText('4,9/5 de mais de 2.500 usuários')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Começar teste grátis' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Explorar biblioteca' })).toHaveAttribute(
      'href',
      '/library',
    );
  });

  it('is translated', async () => {
    await setupI18n('fr');
    renderPage(<LandingPage />);
    expect(await screen.findByText('4,9/5 par plus de 2 500 utilisateurs')).toBeVisible();
    expect(within(screen.getByTestId('landing-phase-3')).getByText('Idéation')).toBeVisible();
    await setupI18n('pt-BR');
  });
});
