import type { Message } from '@trilha/shared';
import { describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/render';
import { errorText, HttpError, refused, setUnauthorizedHandler } from './api';
import { loadMessages } from './message-text';

const failure = (code: string | undefined, serverMessage: string | undefined, detail?: Message) =>
  new HttpError(503, `503: ${serverMessage}`, serverMessage, code, detail);

describe('errorText', () => {
  it("gives the server's own words, else the fallback", async () => {
    await setupI18n('en');
    expect(errorText(failure('conflict', 'Já existe.'), 'Try again')).toBe('Já existe.');
    expect(errorText(failure(undefined, undefined), 'Try again')).toBe('Try again');
    expect(errorText(new TypeError('Failed to fetch'), 'Try again')).toBe('Try again');
  });

  it("words a database out of the server's reach by its code, in the user's language", async () => {
    await setupI18n('en');
    await loadMessages();
    const unavailable = failure('database_unavailable', 'O servidor não alcança…', {
      code: 'error.database_unavailable',
    });
    expect(errorText(unavailable, 'Try again')).toBe(
      'The server cannot reach its database right now. Try again in a few seconds.',
    );
    await setupI18n('fr');
    await loadMessages();
    expect(errorText(unavailable, 'Réessayez')).toMatch(/^Le serveur ne peut pas joindre/);
  });
});

describe('refused', () => {
  const unauthorized = () => new HttpError(401, '401: no', 'no', 'unauthorized');

  it('sends a change met by a 401 to sign in again, but not a refused sign-in or cloud account', async () => {
    const signInAgain = vi.fn();
    setUnauthorizedHandler(signInAgain);
    await refused('POST', '/api/auth/login', unauthorized());
    // A hub's link to the cloud: the cloud refused the account typed, this session is fine.
    await refused('POST', '/api/upstream/link', unauthorized());
    await refused('GET', '/api/upstream/status', unauthorized());
    expect(signInAgain).not.toHaveBeenCalled();
    await refused('POST', '/api/upstream/sync', unauthorized());
    expect(signInAgain).toHaveBeenCalledTimes(1);
  });
});
