import type { Message } from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../test/render';
import { errorText, HttpError } from './api';
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
