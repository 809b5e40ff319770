import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../test/render';
import { errorText, HttpError } from './api';

const failure = (code: string | undefined, serverMessage: string | undefined) =>
  new HttpError(503, `503: ${serverMessage}`, serverMessage, code);

describe('errorText', () => {
  it("gives the server's own words, else the fallback", async () => {
    await setupI18n('en');
    expect(errorText(failure('conflict', 'Já existe.'), 'Try again')).toBe('Já existe.');
    expect(errorText(failure(undefined, undefined), 'Try again')).toBe('Try again');
    expect(errorText(new TypeError('Failed to fetch'), 'Try again')).toBe('Try again');
  });

  it("words a database out of the server's reach in the user's language", async () => {
    await setupI18n('en');
    const unavailable = failure('database_unavailable', 'O banco de dados do servidor…');
    expect(errorText(unavailable, 'Try again')).toBe(
      'The server cannot reach its database right now. Try again in a few seconds.',
    );
    await setupI18n('fr');
    expect(errorText(unavailable, 'Réessayez')).toMatch(/^Le serveur ne peut pas joindre/);
  });
});
